/**
 * Which addresses the Worker may download a photo from: https on the standard port, a public host. Anything
 * that names this computer or a private network (127.0.0.1, 10.x, 192.168.x, the cloud metadata address
 * 169.254.169.254, [::1], localhost, intranet names) is refused before any request, so a vendor's file cannot
 * make the Worker probe places a visitor could not reach.
 *
 * Only the address as written is checked: a Worker cannot resolve DNS itself, and Cloudflare's fetch does not
 * reach private networks from the edge, so a public name pointing at 127.0.0.1 fails there instead. Every
 * redirect target is checked again (backend/media/fetch-remote-photo.ts).
 */

/** IPv4 ranges that are not the public internet (RFC 6890 and friends), as [first octets, prefix length]. */
const PRIVATE_V4: [number[], number][] = [
  [[0], 8], // "this network"
  [[10], 8],
  [[100, 64], 10], // carrier-grade NAT
  [[127], 8], // loopback
  [[169, 254], 16], // link-local, the cloud metadata service
  [[172, 16], 12],
  [[192, 0, 0], 24],
  [[192, 0, 2], 24], // documentation
  [[192, 168], 16],
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 4], // multicast
  [[240], 4], // reserved, broadcast
];

function v4Number(octets: number[]): number {
  return ((octets[0] << 24) >>> 0) + (octets[1] << 16) + (octets[2] << 8) + octets[3];
}

function isPrivateV4(host: string): boolean {
  const octets = host.split('.').map(Number);
  const value = v4Number(octets);
  return PRIVATE_V4.some(([start, bits]) => {
    const base = v4Number([...start, 0, 0, 0].slice(0, 4));
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    return (value & mask) >>> 0 === (base & mask) >>> 0;
  });
}

/** Global unicast (2000::/3) only; not documentation (2001:db8::/32) nor 6to4 (2002::/16, which wraps IPv4). */
function isPublicV6(bracketed: string): boolean {
  const first = bracketed.slice(1, -1).split(':');
  const head = parseInt(first[0] || '0', 16);
  if (head < 0x2000 || head > 0x3fff) return false;
  if (head === 0x2002) return false;
  return !(head === 0x2001 && parseInt(first[1] || '0', 16) === 0x0db8);
}

/** Names that only mean something inside a network, never on the public internet. */
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'intranet', 'lan', 'home', 'corp', 'home.arpa', 'localdomain'];

/** Whether the Worker may download from this address (an absolute URL). */
export function isPublicPhotoAddress(address: string | URL): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  // The URL parser has already turned 0x7f.1, 2130706433 and 127.1 into 127.0.0.1.
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) return isPublicV6(host);
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return !isPrivateV4(host);
  // A single label ("intranet", "localhost") is a name only a local resolver knows.
  if (!host.includes('.')) return false;
  return !LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}
