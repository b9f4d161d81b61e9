/**
 * The no-JavaScript ad click (schema/rest/ads-events.ts AD_CLICK_PATH): GET /ads/click/{adID}?placement=home
 * records the click through the same POST /advertising/record-click as the browser's (bots, visitor hash and
 * queue are the backend's), then sends the visitor on with a 303 to the ad's product or store page. The
 * target always comes from the ad in D1; a link to an unknown or unpublished ad, or a malformed one, leads home.
 */
import { AD_CLICK_PATH, adPlacement, pageViewId } from '../schema/rest/ads-events';

/**
 * Passed on to the backend as the browser sent them (issue #27): Fetch Metadata tells a navigation of our page
 * from an <img> or another site's link (only the former bills), and the session tells the ad's own store.
 * A browser cannot forge any of them; anything else can send anything, and meets the token and address caps.
 */
const FORWARDED = ['cf-connecting-ip', 'sec-fetch-site', 'sec-fetch-dest', 'sec-fetch-mode', 'cookie', 'authorization'];

const CLICK_PATH = new RegExp(`^${AD_CLICK_PATH}/(\\d{1,12})/?$`);

/** A prefetch (a hovered link) is not a click: it is sent without a User-Agent, which the backend treats as a bot. */
function isPrefetch(request: Request): boolean {
  return /prefetch/i.test(`${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`);
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

export function isAdClickPath(pathname: string): boolean {
  return pathname.startsWith(`${AD_CLICK_PATH}/`);
}

/** Records the click (when it is one) and answers the redirect; `restFetch` reaches the ezw/v1 API at `apiBase`. */
export async function adClickResponse(request: Request, apiBase: string, restFetch: (req: Request) => Promise<Response>): Promise<Response> {
  const url = new URL(request.url);
  const id = CLICK_PATH.exec(url.pathname)?.[1];
  const placement = adPlacement.safeParse(url.searchParams.get('placement'));
  if (!id || !placement.success || (request.method !== 'GET' && request.method !== 'HEAD')) return seeOther('/');
  const referrer = request.headers.get('referer') ?? '';
  const headers = new Headers({ 'content-type': 'application/json' });
  headers.set('user-agent', request.method === 'GET' && !isPrefetch(request) ? (request.headers.get('user-agent') ?? '') : '');
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // The served ad's token (t) and page view (pv), added to the link by the page's ads script: without a valid
  // token the click is recorded but not billed, and the visitor still reaches the product.
  const token = url.searchParams.get('t')?.slice(0, 300) || undefined;
  const pv = pageViewId.safeParse(url.searchParams.get('pv'));
  const body = {
    adID: Number(id),
    placement: placement.data,
    referrer,
    pageUrl: referrer,
    timestamp: Date.now(),
    token,
    pageViewId: pv.success ? pv.data : undefined,
  };
  try {
    const answer = await restFetch(new Request(`${apiBase}/advertising/record-click`, { method: 'POST', headers, body: JSON.stringify(body) }));
    const json = (await answer.json()) as { success?: boolean; data?: { target?: unknown } };
    const target = json.data?.target;
    // Only a path on this site: the backend builds it, but a redirect must never leave the site.
    return answer.ok && typeof target === 'string' && /^\/(?!\/)/.test(target) ? seeOther(target) : seeOther('/');
  } catch (error) {
    console.error('ad click not recorded', error);
    return seeOther('/');
  }
}
