/**
 * Counting what buyers saw (issue #12 item 3; docs/decisions/012-ads.md "Counting"), loaded lazily by a slot
 * after hydration, so no page pays for it in its first load. An impression is an ad at least half visible
 * (IntersectionObserver, threshold 0.5), reported once per ad per page view: scrolling away and back does not
 * report again. Impressions wait in a queue sent with sendBeacon when the page hides, or at once at 50 (the most
 * one call takes). The page view id is made once per page load and added to the ads' click links, so a click
 * joins the page view its impression came from. Issue #27: before watching a slot it asks the server for its ads'
 * tokens (one call per slot), which the impressions and the click links carry: only those are billed.
 */
import type { adTokens, MAX_IMPRESSIONS_PER_CALL, RestImpression, recordImpressions } from '../../../schema/rest/ads-events';

// Type-checked against the contract without importing it (zod would weigh more than this whole module).
const ENDPOINT: `/wp-json/ezw/v1${(typeof recordImpressions)['path']}` = '/wp-json/ezw/v1/advertising/record-impressions';
const MAX: typeof MAX_IMPRESSIONS_PER_CALL = 50;
const TOKENS: `/wp-json/ezw/v1${(typeof adTokens)['path']}` = '/wp-json/ezw/v1/advertising/ad-tokens';

export const pageViewId = crypto.randomUUID();
const reported = new Set<string>();
/** `${placement}:${adID}` → the served ad's token for this page view. */
const tokens = new Map<string, string>();
let queue: RestImpression[] = [];
let observer: IntersectionObserver | undefined;

export function flush(): void {
  if (queue.length === 0) return;
  // Tokens are added as the impressions leave: one seen before its token arrived still carries it.
  const body = JSON.stringify({ impressions: queue.map((i) => ({ ...i, token: tokens.get(`${i.placement}:${i.adID}`) })) });
  queue = [];
  navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }));
}

function seen(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const el = entry.target as HTMLElement;
    observer!.unobserve(el);
    const adID = Number(el.dataset.adId);
    const placement = el.dataset.adPlacement as RestImpression['placement'];
    const key = `${placement}:${adID}`;
    if (reported.has(key)) continue;
    reported.add(key);
    queue.push({ adID, placement, pageViewId, referrer: document.referrer, pageUrl: location.href, timestamp: Date.now() });
    if (queue.length >= MAX) flush();
  }
}

/** Asks for the tokens of a slot's ads (one placement); an ad left without one is still shown, never billed. */
async function fetchTokens(els: HTMLElement[]): Promise<void> {
  const placement = els[0].dataset.adPlacement;
  const adIDs = els.map((el) => Number(el.dataset.adId));
  try {
    const answer = await fetch(TOKENS, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ placement, pageViewId, adIDs }),
    });
    const json = (await answer.json()) as { data?: { tokens?: { adID: number; token: string }[] } };
    for (const t of json.data?.tokens ?? []) tokens.set(`${placement}:${t.adID}`, t.token);
  } catch {
    // Offline or refused: the ads still show and link to their products.
  }
}

/** Watches the ads inside `root` (each `[data-ad-id]`), and tags their click links with this page view and token. */
export function observeAds(root: HTMLElement): void {
  if (!('IntersectionObserver' in window)) return;
  if (!observer) {
    observer = new IntersectionObserver(seen, { threshold: 0.5 });
    addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
    addEventListener('pagehide', flush);
  }
  const fresh: HTMLElement[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('[data-ad-id]')) {
    observer.observe(el);
    const link = el.querySelector('a');
    if (link && !link.search.includes('pv=')) {
      fresh.push(el);
      link.search += `&pv=${pageViewId}`;
      // A tap on an ad leaves the page: its impression goes out now, before the click, not at an unload that a
      // browser may cut short (headless Chromium did).
      link.addEventListener('click', flush);
    }
  }
  // The click links get their token when it comes (a click before that is followed, not billed).
  if (fresh.length)
    void fetchTokens(fresh).then(() => {
      for (const el of fresh) {
        const token = tokens.get(`${el.dataset.adPlacement}:${el.dataset.adId}`);
        const link = el.querySelector('a');
        if (token && link) link.search += `&t=${encodeURIComponent(token)}`;
      }
    });
}
