/** The browser side of counting (issue #12 item 3), with the browser's APIs faked: what is reported, when, once. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordImpressions } from '../../../schema/rest/ads-events';

type Callback = (entries: { isIntersecting: boolean; target: unknown }[]) => void;
let seen: Callback;
let options: IntersectionObserverInit | undefined;
let watched: Set<unknown>;
let listeners: Record<string, (() => void)[]>;
let beacons: { url: string; body: Blob }[];
const doc = { visibilityState: 'visible', referrer: 'https://www.google.com/' };

function ad(id: number, placement = 'home') {
  const clicks: (() => void)[] = [];
  const link = { search: `?placement=${placement}`, clicks, addEventListener: (_type: 'click', fn: () => void) => clicks.push(fn) };
  return {
    dataset: { adId: String(id), adPlacement: placement },
    link,
    querySelector() {
      return this.link;
    },
  };
}
const root = (...ads: ReturnType<typeof ad>[]) => ({ querySelectorAll: () => ads }) as unknown as HTMLElement;
const visible = (...ads: ReturnType<typeof ad>[]) => seen(ads.map((target) => ({ isIntersecting: true, target })));
const sent = async (i: number) => JSON.parse(await beacons[i].body.text());

beforeEach(() => {
  vi.resetModules();
  watched = new Set();
  listeners = {};
  beacons = [];
  doc.visibilityState = 'visible';
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, init?: IntersectionObserverInit) {
        seen = callback;
        options = init;
      }
      observe(el: unknown) {
        watched.add(el);
      }
      unobserve(el: unknown) {
        watched.delete(el);
      }
    },
  );
  vi.stubGlobal('window', { IntersectionObserver: true });
  vi.stubGlobal('document', doc);
  vi.stubGlobal('location', { href: 'https://musika.co.zw/' });
  vi.stubGlobal('addEventListener', (type: string, fn: () => void) => {
    listeners[type] ??= [];
    listeners[type].push(fn);
  });
  vi.stubGlobal('navigator', { sendBeacon: (url: string, body: Blob) => beacons.push({ url, body }) });
});
afterEach(() => vi.unstubAllGlobals());

describe('impression observer', () => {
  it('reports an ad once it is half visible, once per page view, when the page hides', async () => {
    const { observeAds, pageViewId } = await import('./impression-observer');
    const first = ad(7);
    const second = ad(8);
    observeAds(root(first, second));
    expect(options).toEqual({ threshold: 0.5 });
    seen([{ isIntersecting: false, target: first }]);
    visible(first);
    // Scrolled away and back, and the slot observed again (a re-render): still once.
    visible(first);
    observeAds(root(first, second));
    visible(first);
    expect(beacons).toHaveLength(0);

    doc.visibilityState = 'hidden';
    listeners.visibilitychange.forEach((fn) => {
      fn();
    });
    expect(beacons).toHaveLength(1);
    expect(beacons[0].url).toBe('/wp-json/ezw/v1/advertising/record-impressions');
    const body = await sent(0);
    expect(recordImpressions.body.safeParse(body).success).toBe(true);
    expect(body.impressions).toEqual([
      {
        adID: 7,
        placement: 'home',
        pageViewId,
        referrer: 'https://www.google.com/',
        pageUrl: 'https://musika.co.zw/',
        timestamp: expect.any(Number),
      },
    ]);
    // Nothing new: nothing sent on the next hide; pagehide sends what came since.
    listeners.visibilitychange.forEach((fn) => {
      fn();
    });
    visible(second);
    listeners.pagehide.forEach((fn) => {
      fn();
    });
    expect(beacons).toHaveLength(2);
    expect((await sent(1)).impressions.map((i: { adID: number }) => i.adID)).toEqual([8]);
  });

  it('sends at once when the queue reaches 50, the most one call takes', async () => {
    const { observeAds } = await import('./impression-observer');
    const ads = Array.from({ length: 51 }, (_, i) => ad(i + 1, 'search'));
    observeAds(root(...ads));
    visible(...ads);
    expect(beacons).toHaveLength(1);
    const body = await sent(0);
    expect(body.impressions).toHaveLength(50);
    expect(recordImpressions.body.safeParse(body).success).toBe(true);
  });

  it('tags each click link with the page view, once', async () => {
    const { observeAds, pageViewId } = await import('./impression-observer');
    const one = ad(3, 'category');
    observeAds(root(one));
    observeAds(root(one));
    expect(one.link.search).toBe(`?placement=category&pv=${pageViewId}`);
    expect(pageViewId).toMatch(/^[\w-]{8,64}$/);
  });

  it('sends the impressions when an ad is tapped, before the click leaves the page', async () => {
    const { observeAds } = await import('./impression-observer');
    const one = ad(5);
    observeAds(root(one));
    visible(one);
    expect(beacons).toHaveLength(0);
    one.link.clicks.forEach((fn) => {
      fn();
    });
    expect(beacons).toHaveLength(1);
    expect((await sent(0)).impressions.map((i: { adID: number }) => i.adID)).toEqual([5]);
    // Nothing left to send when the page then hides.
    listeners.pagehide.forEach((fn) => {
      fn();
    });
    expect(beacons).toHaveLength(1);
  });

  it('a new page load is a new page view', async () => {
    const a = (await import('./impression-observer')).pageViewId;
    vi.resetModules();
    const b = (await import('./impression-observer')).pageViewId;
    expect(a).not.toBe(b);
  });
});
