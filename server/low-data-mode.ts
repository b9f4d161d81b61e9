/**
 * Low-data mode (issue 33 §1): whether this visitor wants pages that spend as few bytes as possible, and the
 * switch that turns it on or off. Buyers pay US$3.5–7.5 a gigabyte, so a browser that says `Save-Data: on`
 * gets it without asking; the switch's cookie wins over the header either way (a buyer who turned it off on a
 * data-saving browser sees photos). The cookie is not `musika_`-prefixed on purpose: it must not take the
 * visitor out of the shared page cache (server/page-cache.ts), whose key carries the mode instead
 * (server/page-cache-variant.ts).
 */
import { safeRedirect } from '../app/lib/safe-redirect';

export const LOW_DATA_COOKIE = 'low_data';
/** The switch: `GET /low-data?mode=on|off&back=/path` (a plain link, so it works without JavaScript). */
export const LOW_DATA_SWITCH_PATH = '/low-data';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LOW_DATA_COOKIE}=(on|off)(?:;|$)`);

export type LowDataChoice = 'on' | 'off';

/** The visitor's own choice from the switch, or null when they never used it. */
export function lowDataChoice(request: Request): LowDataChoice | null {
  const match = COOKIE_VALUE.exec(request.headers.get('cookie') ?? '');
  return match ? (match[1] as LowDataChoice) : null;
}

/**
 * `?full=1`: this one page in full (the store finder's "Load the map"), without turning the mode off. The URL is
 * part of the page-cache key, so this copy is kept apart from the low-data one by the URL alone.
 */
export const FULL_PAGE_PARAM = 'full';

/** Whether this request gets the low-data page: the switch's cookie first, then the browser's Save-Data hint. */
export function isLowData(request: Request): boolean {
  if (new URL(request.url).searchParams.get(FULL_PAGE_PARAM) === '1') return false;
  const choice = lowDataChoice(request);
  if (choice) return choice === 'on';
  return (request.headers.get('save-data') ?? '').trim().toLowerCase() === 'on';
}

/** Where the switch returns the visitor: `back` when it is a path of this site, else the page they came from. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  const back = url.searchParams.get('back');
  if (back) return safeRedirect(back);
  const referer = request.headers.get('referer');
  if (!referer) return '/';
  try {
    const from = new URL(referer);
    return from.origin === url.origin ? safeRedirect(`${from.pathname}${from.search}`) : '/';
  } catch {
    return '/';
  }
}

/**
 * The switch's answer: the cookie, and back to the page. A GET because it only records a display preference
 * (idempotent, harmless if another site links to it) and a link is the lightest control that works without
 * JavaScript; never cached, never indexed.
 */
export function lowDataSwitch(request: Request): Response {
  const mode = new URL(request.url).searchParams.get('mode');
  if (mode !== 'on' && mode !== 'off') return new Response('mode must be on or off\n', { status: 400, headers: { 'content-type': 'text/plain' } });
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return new Response(null, {
    status: 303,
    headers: {
      location: returnPath(request),
      'set-cookie': `${LOW_DATA_COOKIE}=${mode}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
