/**
 * Paynow's message hash (developers.paynow.co.zw "Generating Hash" / "Validating Hash"): the values of every
 * field except `hash`, in the order they appear in the message, in raw (URL-decoded) form, concatenated, then
 * the integration key appended; SHA-512 over the UTF-8 bytes, as upper-case hex. Every message to or from
 * Paynow carries one, and ours are checked both ways: a message whose hash does not match changes nothing.
 */

/** A message as ordered key/value pairs: the order is part of the hash. */
export type PaynowFields = ReadonlyArray<readonly [string, string]>;

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  let out = '';
  for (const byte of new Uint8Array(buffer)) out += byte.toString(16).padStart(2, '0');
  return out.toUpperCase();
}

export async function paynowHash(fields: PaynowFields, integrationKey: string): Promise<string> {
  let text = '';
  for (const [key, value] of fields) if (key.toLowerCase() !== 'hash') text += value;
  text += integrationKey;
  return toHex(await crypto.subtle.digest('SHA-512', encoder.encode(text)));
}

/** The fields with their `hash` appended, ready to send. */
export async function signFields(fields: PaynowFields, integrationKey: string): Promise<PaynowFields> {
  const unsigned = fields.filter(([key]) => key.toLowerCase() !== 'hash');
  return [...unsigned, ['hash', await paynowHash(unsigned, integrationKey)]];
}

/** Constant-time compare: how much of a forged hash matched must not show in the answer's timing. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** True when the message carries exactly one hash and it is the one the key gives. */
export async function hasValidHash(fields: PaynowFields, integrationKey: string): Promise<boolean> {
  const hashes = fields.filter(([key]) => key.toLowerCase() === 'hash');
  if (hashes.length !== 1 || !integrationKey) return false;
  return sameText(hashes[0][1].toUpperCase(), await paynowHash(fields, integrationKey));
}
