/**
 * Sponsored slots on the public pages (issue #12 item 2), server-rendered: a page with a running ad shows it
 * marked "Sponsored" in its slot, linked through the click link; a page without ads keeps its own layout.
 * Needs a fresh build (`npm run build`). The page cache and shared reads are keyed by the catalogue generation:
 * each test bumps it after changing ads, as a purge would, so it sees the ads as they are now.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLOCK_HEADER } from '../../backend/clock';
import { bumpGeneration, GENERATION_MEMO_MS } from '../../server/catalogue-generation';
import { page as pageAt } from './support/http';
import { clearAds, insertAd, setBalance } from './support/ads-serving';

/**
 * The Worker trusts its last read of the catalogue generation for GENERATION_MEMO_MS: after a bump, the pages are
 * read with the Worker's clock pinned past that (backend/clock.ts), instead of the test sleeping it out.
 */
let clockAhead = 0;
async function fresh() {
  await bumpGeneration((caches as unknown as { default: Cache }).default);
  clockAhead += GENERATION_MEMO_MS;
}
const page = (path: string) => pageAt(path, { headers: { [TEST_CLOCK_HEADER]: String(Date.now() + clockAhead) } });

const slotOf = (html: string) => /<section[^>]*aria-label="Sponsored"[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;

beforeEach(async () => {
  await clearAds();
  for (const id of [2, 3, 4]) await setBalance(id, 5000);
  await fresh();
});

describe('sponsored slots', () => {
  it('home: a running ad shows in the slot, marked Sponsored, linked through the click link', async () => {
    await insertAd({ id: 801, businessId: 4, productId: 37, placement: 'home', bidCents: 200 });
    await insertAd({ id: 802, businessId: 3, placement: 'home', bidCents: 100, title: 'Trade prices on cement' });
    await fresh();
    const { status, html } = await page('/');
    expect(status).toBe(200);
    const slot = slotOf(html);
    expect(slot).not.toBeNull();
    expect(slot).toContain('data-ad-slot="home"');
    expect(slot).toContain('>Sponsored</span>');
    // The cards are rendered on the server only: their styles must still reach the page, in the one stylesheet
    // every page outside the dashboard links (scripts/vite/stylesheet-plan.ts; client-budget.test.ts checks it).
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/pages-[\w-]+\.css"/);
    // The best bid first: the phone, then the store card.
    expect(slot!.indexOf('data-ad-id="801"')).toBeGreaterThan(-1);
    expect(slot!.indexOf('data-ad-id="801"')).toBeLessThan(slot!.indexOf('data-ad-id="802"'));
    expect(slot).toContain('href="/ads/click/801?placement=home"');
    expect(slot).toContain('href="/ads/click/802?placement=home"');
    expect(slot).toContain('rel="sponsored nofollow"');
    expect(slot).toContain('Samsung Galaxy A15 128GB');
    expect(slot).toContain('Msasa Hardware &amp; Build');
    // The product's own link is not used: every click goes through the counter.
    expect(slot).not.toContain('href="/product/samsung-galaxy-a15-128gb-37/"');
    // Reserved shape: the picture box (4/3) is there even for a store ad, with fixed logo dimensions.
    expect(slot).toMatch(/<img[^>]*width="96"[^>]*height="96"/);
  });

  it('home: a product in the sponsored slot is not repeated under Featured', async () => {
    await insertAd({ id: 810, businessId: 4, productId: 37, placement: 'home', bidCents: 200 });
    await insertAd({ id: 811, businessId: 2, productId: 151, placement: 'category', bidCents: 200 });
    await fresh();
    const { html } = await page('/');
    const featured = /<section[^>]*aria-labelledby="featured-title"[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(slotOf(html)).toContain('data-ad-id="810"');
    // Product 151 runs an ad elsewhere, so it is promoted; product 37 is in the slot above, so it is not repeated.
    expect(featured).toContain('-151/');
    expect(featured).not.toContain('samsung-galaxy-a15-128gb-37');
  });

  it('product page: the product placement shows other products’ ads, never the product itself', async () => {
    await insertAd({ id: 812, businessId: 4, productId: 37, placement: 'product', bidCents: 300 });
    await insertAd({ id: 813, businessId: 4, productId: 38, placement: 'product', bidCents: 100 });
    await fresh();
    const { status, html } = await page('/product/samsung-galaxy-a15-128gb-37/');
    expect(status).toBe(200);
    const slot = slotOf(html)!;
    expect(slot).toContain('data-ad-slot="product"');
    expect(slot).toContain('href="/ads/click/813?placement=product"');
    expect(slot).not.toContain('data-ad-id="812"');
    // Its price in ZiG too, at the layout's rate (the page's query no longer asks for the rate itself).
    expect(slot.replace(/<!-- -->/g, '')).toMatch(/ZiG [\d,]+\.\d\d/);
  });

  it('home without ads keeps its layout: no slot, the usual sections', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(slotOf(html)).toBeNull();
    expect(html).not.toContain('/ads/click/');
    expect(html).toContain('id="deals-title"');
    expect(html).toContain('Buy and sell across Zimbabwe');
  });

  it('a paused ad or one out of funds is not shown', async () => {
    await insertAd({ id: 803, businessId: 4, placement: 'home', paused: true });
    await insertAd({ id: 804, businessId: 3, placement: 'home' });
    await setBalance(3, 0);
    await fresh();
    expect(slotOf((await page('/')).html)).toBeNull();
  });

  it('category page: the category placement, ranked by the page’s category', async () => {
    await insertAd({ id: 805, businessId: 2, productId: 151, placement: 'category', bidCents: 300 });
    await insertAd({ id: 806, businessId: 4, productId: 38, placement: 'category', bidCents: 100 });
    await fresh();
    const { status, html } = await page('/category/phones');
    expect(status).toBe(200);
    const slot = slotOf(html)!;
    expect(slot).toContain('data-ad-slot="category"');
    expect(slot.indexOf('data-ad-id="806"')).toBeLessThan(slot.indexOf('data-ad-id="805"'));
    expect(slot).toContain('href="/ads/click/806?placement=category"');
  });

  it('search results: an ad whose keyword is in the query', async () => {
    await insertAd({ id: 807, businessId: 3, placement: 'search', keywords: 'cement', bidCents: 100 });
    await fresh();
    const { status, html } = await page('/search?term=cement');
    expect(status).toBe(200);
    expect(slotOf(html)).toContain('href="/ads/click/807?placement=search"');
  });

  it('stores list: a store ad in the storefront placement', async () => {
    await insertAd({ id: 808, businessId: 2, placement: 'storefront', title: 'New season in store' });
    await fresh();
    const { status, html } = await page('/vendors');
    expect(status).toBe(200);
    const slot = slotOf(html)!;
    expect(slot).toContain('href="/ads/click/808?placement=storefront"');
    expect(slot).toContain('New season in store');
  });

  it('the ads failing does not fail the page', async () => {
    await insertAd({ id: 809, businessId: 2, placement: 'home' });
    // A broken ads table: the serving read fails, the page renders without ads.
    await env.DB.prepare('alter table ads rename to ads_broken').run();
    try {
      await fresh();
      const { status, html } = await page('/');
      expect(status).toBe(200);
      expect(slotOf(html)).toBeNull();
      expect(html).toContain('id="deals-title"');
    } finally {
      await env.DB.prepare('alter table ads_broken rename to ads').run();
    }
  });
});
