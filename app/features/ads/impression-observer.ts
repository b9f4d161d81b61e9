/**
 * Counting what buyers saw (issue #12 item 3; docs/decisions/012-ads.md "Counting"), loaded lazily by a slot
 * after hydration, so no page pays for it in its first load. An impression is an ad at least half visible
 * (IntersectionObserver, threshold 0.5), reported once per ad per page view: scrolling away and back does not
 * report again. Impressions wait in a queue sent with sendBeacon when the page hides, or at once at 50 (the most
 * one call takes). The page view id is made once per page load and added to the ads' click links, so a click
 * joins the page view its impression came from.
 */
import type { MAX_IMPRESSIONS_PER_CALL, RestImpression, recordImpressions } from '../../../schema/rest/ads-events';

// Type-checked against the contract without importing it (zod would weigh more than this whole module).
const ENDPOINT: `/wp-json/ezw/v1${(typeof recordImpressions)['path']}` = '/wp-json/ezw/v1/advertising/record-impressions';
const MAX: typeof MAX_IMPRESSIONS_PER_CALL = 50;

export const pageViewId = crypto.randomUUID();
const reported = new Set<string>();
let queue: RestImpression[] = [];
let observer: IntersectionObserver | undefined;

export function flush(): void {
  if (queue.length === 0) return;
  const body = JSON.stringify({ impressions: queue });
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

/** Watches the ads inside `root` (each `[data-ad-id]`), and tags their click links with this page view. */
export function observeAds(root: HTMLElement): void {
  if (!('IntersectionObserver' in window)) return;
  if (!observer) {
    observer = new IntersectionObserver(seen, { threshold: 0.5 });
    addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
    addEventListener('pagehide', flush);
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-ad-id]')) {
    observer.observe(el);
    const link = el.querySelector('a');
    if (link && !link.search.includes('pv=')) {
      link.search += `&pv=${pageViewId}`;
      // A tap on an ad leaves the page: its impression goes out now, before the click, not at an unload that a
      // browser may cut short (headless Chromium did).
      link.addEventListener('click', flush);
    }
  }
}
