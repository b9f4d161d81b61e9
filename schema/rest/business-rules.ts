/**
 * The business settings rules of spec §5, written once: the backend applies them to what it stores, the
 * gateway hands the defaults to the app (a new business's form starts from them).
 *
 * - Opening hours: 09:00 to 17:00 each day; Monday to Thursday default to enabled (disabled: false); the
 *   disabled flags for Friday, Saturday and Sunday start empty (null: not chosen yet). What is stored is always a
 *   boolean, and a day the vendor never decided counts as closed (`storedOpeningTimes`): a store that did not
 *   notice its Sunday must not advertise Sunday hours or take Sunday bookings (issue 31).
 * - Socials: stored as a full address built from the network and the handle. People type a handle, "@handle"
 *   or the address they copied from the network; anything else is refused with a message naming the network.
 */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningDayDraft {
  open: string;
  close: string;
  /** true closed, false open, null not chosen yet (spec: "start empty"). */
  disabled: boolean | null;
}
export type OpeningTimesDraft = Record<Weekday, OpeningDayDraft>;

export const DEFAULT_OPEN = '09:00';
export const DEFAULT_CLOSE = '17:00';
const ENABLED_BY_DEFAULT: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday'];

/** A new business's opening hours (spec §5). A fresh object each call: callers may change it. */
export function defaultOpeningTimes(): OpeningTimesDraft {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { open: DEFAULT_OPEN, close: DEFAULT_CLOSE, disabled: ENABLED_BY_DEFAULT.includes(day) ? false : null }]),
  ) as OpeningTimesDraft;
}

/** What is stored and shown to buyers: every flag decided, an empty one counting as closed. */
export function storedOpeningTimes(times: OpeningTimesDraft): Record<Weekday, { open: string; close: string; disabled: boolean }> {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, { ...times[day], disabled: times[day].disabled !== false }])) as Record<
    Weekday,
    { open: string; close: string; disabled: boolean }
  >;
}

export const SOCIAL_NETWORKS = ['facebook', 'linkedin', 'instagram', 'tiktok', 'twitter'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

interface NetworkRule {
  label: string;
  /** The stored address is base + handle. */
  base: string;
  /** Hosts whose addresses count as this network's (www. and m. are accepted in front of each). */
  hosts: string[];
  /** Path prefixes before the handle in a copied address, e.g. /company/ on LinkedIn, /@ on TikTok. */
  prefixes: string[];
  handle: RegExp;
}

const NETWORKS: Record<SocialNetwork, NetworkRule> = {
  facebook: { label: 'Facebook', base: 'https://facebook.com/', hosts: ['facebook.com', 'fb.com'], prefixes: [''], handle: /^[A-Za-z0-9.-]{1,80}$/ },
  linkedin: {
    label: 'LinkedIn',
    base: 'https://linkedin.com/company/',
    hosts: ['linkedin.com'],
    prefixes: ['company/'],
    handle: /^[A-Za-z0-9_-]{1,100}$/,
  },
  instagram: { label: 'Instagram', base: 'https://instagram.com/', hosts: ['instagram.com'], prefixes: [''], handle: /^[A-Za-z0-9._]{1,30}$/ },
  tiktok: { label: 'TikTok', base: 'https://tiktok.com/@', hosts: ['tiktok.com'], prefixes: ['@'], handle: /^[A-Za-z0-9._]{1,24}$/ },
  twitter: { label: 'X (Twitter)', base: 'https://twitter.com/', hosts: ['twitter.com', 'x.com'], prefixes: [''], handle: /^[A-Za-z0-9_]{1,15}$/ },
};

export const socialLabel = (network: SocialNetwork) => NETWORKS[network].label;
export const socialMessage = (network: SocialNetwork) =>
  `Enter your ${NETWORKS[network].label} name, e.g. @yourshop, or its ${NETWORKS[network].hosts[0]} address`;

/** The handle inside a copied address of `network`, or null when it is not one of that network's addresses. */
function handleFromUrl(network: SocialNetwork, text: string): string | null {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const rule = NETWORKS[network];
  const host = url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
  if (!rule.hosts.includes(host) || url.username || url.password || url.port) return null;
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  // LinkedIn people pages (/in/) count too; the stored address keeps the company form the rule names.
  const prefix = [...rule.prefixes, ...(network === 'linkedin' ? ['in/'] : [])].find((p) => path.startsWith(p));
  if (prefix === undefined) return null;
  const handle = path.slice(prefix.length);
  return handle.includes('/') ? null : handle;
}

/**
 * Spec §5: the full address for what was typed in `network`'s field — a handle, "@handle" or an address of
 * that network — or null when it is none of those. An empty field means no link ('').
 */
export function socialUrl(network: SocialNetwork, typed: string): string | null {
  const text = typed.trim();
  if (text === '') return '';
  const rule = NETWORKS[network];
  const looksLikeUrl = /^https?:\/\//i.test(text) || /^[a-z0-9.-]+\.[a-z]{2,}\//i.test(text);
  const handle = looksLikeUrl ? handleFromUrl(network, text) : text.replace(/^@/, '');
  if (handle === null || !rule.handle.test(handle)) return null;
  return rule.base + handle;
}
