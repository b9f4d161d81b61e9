/**
 * Serving ads (issue #12 item 2): GET /advertising/serve answers the ads that can serve now, ranked and capped;
 * the promoted lists (GET /businesses/promoted, GET /products/sale-type?saleType=promoted) come from running ads
 * and fall back to the seeded is_promoted flag while none runs.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { rest } from './support/http';
import { clearAds, insertAd, setBalance, setSpentToday, today, tomorrow, yesterday } from './support/ads-serving';

// Seeded: 2 Eastlea Fashion (clothing, products 151–159), 3 Msasa Hardware (86–98), 4 Borrowdale Digital
// (phones 37–41 in category 17), 1 Avondale Books and 5 Belgravia Beauty (not promoted).
beforeEach(async () => {
  await clearAds();
  for (const id of [1, 2, 3, 4, 5]) await setBalance(id, 5000);
  // Storage is kept between the tests of a file: undo what a test unpublished.
  await env.DB.batch([
    env.DB.prepare("update businesses set status = 'publish' where id between 1 and 5"),
    env.DB.prepare("update products set status = 'publish' where id = 38"),
  ]);
});

// The Worker edge-caches this read for seconds (server/edge-cache.ts ADS); these tests change ads straight in D1,
// so each asks a URL of its own (an unknown parameter is ignored) to see the database as it is now.
let asked = 0;
const serve = async (query: string) => rest('GET', `/advertising/serve?${query}&fresh=${++asked}`);
const adIds = (json: { data?: any }) => (json.data.load as { adID: number }[]).map((a) => a.adID);

describe('GET /advertising/serve', () => {
  it('answers the running ads of the placement, highest effective bid first, with their card and click link', async () => {
    await insertAd({ id: 1, businessId: 2, productId: 151, bidCents: 200 });
    await insertAd({ id: 2, businessId: 3, bidCents: 300, title: 'Build with Msasa' });
    await insertAd({ id: 3, businessId: 4, productId: 37, pricing: 'cpc', bidCents: 25 }); // 250 per 1,000
    await insertAd({ id: 4, businessId: 5, bidCents: 100 });
    await insertAd({ id: 5, businessId: 1, bidCents: 900, placement: 'search' });
    const { status, json } = await serve('placement=home');
    expect(status).toBe(200);
    expect(adIds(json)).toEqual([2, 3, 1]);
    const [store, product] = json.data.load;
    expect(store).toMatchObject({ adID: 2, placement: 'home', title: 'Build with Msasa', product: null, clickUrl: '/ads/click/2?placement=home' });
    expect(store.business).toMatchObject({ bID: 3, slug: 'msasa-hardware-and-build', city: 'Harare' });
    expect(product.product).toMatchObject({ id: 37, slug: 'samsung-galaxy-a15-128gb-37', business: { id: 4 } });
    expect((await serve('placement=home&limit=1')).json.data.load).toHaveLength(1);
  });

  it('serves none that cannot serve now: paused, scheduled, ended, unpublished, out of funds, over its daily budget', async () => {
    await insertAd({ id: 10, businessId: 2, bidCents: 100 });
    await insertAd({ id: 11, businessId: 3, bidCents: 900, paused: true });
    await insertAd({ id: 12, businessId: 3, bidCents: 900, startsOn: tomorrow(), endsOn: tomorrow() });
    await insertAd({ id: 13, businessId: 3, bidCents: 900, startsOn: yesterday(), endsOn: yesterday() });
    await insertAd({ id: 14, businessId: 4, productId: 38, bidCents: 900 });
    await env.DB.prepare("update products set status = 'draft' where id = 38").run();
    await insertAd({ id: 15, businessId: 5, bidCents: 900 });
    await env.DB.prepare("update businesses set status = 'draft' where id = 5").run();
    // Balance 0.9 cents and 100 accrued millicents: 800 millicents left, one cpm unit of 900 is not covered.
    await insertAd({ id: 16, businessId: 1, bidCents: 900 });
    await setBalance(1, 0, 0);
    await env.DB.prepare('update businesses set ads_balance_cents = 1, ads_accrued_millicents = 200 where id = 1').run();
    expect(adIds((await serve('placement=home')).json)).toEqual([10]);

    // Over the daily budget: $1 a day spent to within less than one unit.
    await insertAd({ id: 17, businessId: 3, bidCents: 800, dailyBudgetCents: 100, startsOn: today(), endsOn: today() });
    await setSpentToday(17, 3, 100_000 - 799);
    expect(adIds((await serve('placement=home')).json)).toEqual([10]);
    await setSpentToday(17, 3, 100_000 - 800);
    expect(adIds((await serve('placement=home')).json)).toEqual([17, 10]);
  });

  it('an ad that cannot pay for one more click (cpc) is not served; one that can is', async () => {
    await insertAd({ id: 20, businessId: 2, pricing: 'cpc', bidCents: 50 });
    await setBalance(2, 49);
    expect(adIds((await serve('placement=home')).json)).toEqual([]);
    await setBalance(2, 50);
    expect(adIds((await serve('placement=home')).json)).toEqual([20]);
  });

  it("ranks by relevance: the page's category, the search words, the visitor's city", async () => {
    await insertAd({ id: 30, businessId: 2, productId: 151, placement: 'category', bidCents: 300 });
    await insertAd({ id: 31, businessId: 4, productId: 37, placement: 'category', bidCents: 100 }); // category 17 via its product
    expect(adIds((await serve('placement=category&categoryId=17')).json)).toEqual([31, 30]);
    expect(adIds((await serve('placement=category')).json)).toEqual([30, 31]);

    await insertAd({ id: 32, businessId: 3, placement: 'search', bidCents: 100, keywords: 'cement,roofing sheets' });
    await insertAd({ id: 33, businessId: 4, placement: 'search', bidCents: 300, keywords: 'phones' });
    expect(adIds((await serve('placement=search&q=Cheap%20cement%20Harare')).json)).toEqual([32, 33]);

    await insertAd({ id: 34, businessId: 2, placement: 'storefront', bidCents: 100, city: 'Bulawayo' });
    await insertAd({ id: 35, businessId: 3, placement: 'storefront', bidCents: 150, city: 'Harare' });
    expect(adIds((await serve('placement=storefront&city=bulawayo')).json)).toEqual([34, 35]);
  });

  it('one ad per business, never more than the slots, and not a product’s own ad on its page', async () => {
    await insertAd({ id: 40, businessId: 4, productId: 37, placement: 'product', bidCents: 500 });
    await insertAd({ id: 41, businessId: 4, productId: 39, placement: 'product', bidCents: 400 });
    await insertAd({ id: 42, businessId: 2, productId: 151, placement: 'product', bidCents: 100 });
    expect(adIds((await serve('placement=product')).json)).toEqual([40]);
    expect(adIds((await serve('placement=product&productId=37')).json)).toEqual([41]);
    await insertAd({ id: 43, businessId: 4, productId: 40, placement: 'category', bidCents: 500 });
    await insertAd({ id: 44, businessId: 4, productId: 41, placement: 'category', bidCents: 400 });
    expect(adIds((await serve('placement=category')).json)).toEqual([43]);
  });

  it('a page known by slug: the category slug, or the product slug (its category, and not its own ad)', async () => {
    await insertAd({ id: 45, businessId: 2, productId: 151, placement: 'product', bidCents: 300 });
    await insertAd({ id: 46, businessId: 4, productId: 37, placement: 'product', bidCents: 100 });
    await insertAd({ id: 47, businessId: 3, productId: 86, placement: 'category', bidCents: 300 });
    await insertAd({ id: 48, businessId: 4, productId: 38, placement: 'category', bidCents: 100 });
    expect(adIds((await serve('placement=category&categorySlug=phones')).json)).toEqual([48, 47]);
    // On the page of another phone (category 17) the phone ad wins; on its own page it is not shown.
    expect(adIds((await serve('placement=product&productSlug=tecno-spark-20-pro-256gb-38')).json)).toEqual([46]);
    await insertAd({ id: 49, businessId: 5, productId: null, placement: 'product', bidCents: 50 });
    expect(adIds((await serve('placement=product&productSlug=samsung-galaxy-a15-128gb-37&limit=1')).json)).toEqual([45]);
    expect(adIds((await serve('placement=category&categorySlug=no-such-category')).json)).toEqual([47, 48]);
  });

  it('refuses bad input with a clear 400', async () => {
    for (const [query, message] of [
      ['', 'placement: placement must be one of home, category, search, product, storefront'],
      ['placement=sidebar', 'placement: placement must be one of home, category, search, product, storefront'],
      ['placement=category&categoryId=abc', 'categoryId: Expected number, received nan'],
      ['placement=home&limit=4', 'limit: Number must be less than or equal to 3'],
      ['placement=home&productId=-1', 'productId: Number must be greater than or equal to 1'],
      ['placement=product&productSlug=../etc', 'productSlug: The slug may hold only letters, digits and dashes'],
    ]) {
      const { status, json } = await serve(query);
      expect(status, query).toBe(400);
      expect(json.message, query).toBe(message);
    }
  });

  it('takes hostile text as plain words: SQL, markup and huge values neither fail nor leak', async () => {
    await insertAd({ id: 50, businessId: 3, placement: 'search', keywords: 'cement' });
    const injected = await serve(
      `placement=search&q=${encodeURIComponent("cement' or 1=1; drop table ads; --")}&city=${encodeURIComponent('<script>x</script>')}`,
    );
    expect(injected.status).toBe(200);
    expect(adIds(injected.json)).toEqual([50]);
    expect(JSON.stringify(injected.json)).not.toContain('<script>');
    const huge = await serve(`placement=search&q=${'a'.repeat(3000)}`);
    expect(huge.status).toBe(400);
    expect(huge.json.message).toBe('q: must be at most 2000 characters');
    expect(JSON.stringify(huge.json)).not.toMatch(/sqlite|select |stack/i);
    const count = await env.DB.prepare('select count(*) as n from ads').first<{ n: number }>();
    expect(count!.n).toBe(1);
  });
});

// The promoted lists are edge-cached for 60 s (server/edge-cache.ts): each read after the ads change asks another
// URL, as a visitor would after the cache expires.
describe('the promoted lists come from running ads', () => {
  it('GET /businesses/promoted: businesses with a running ad, by bid; the is_promoted flag while none runs', async () => {
    const flagged = await rest('GET', '/businesses/promoted/?limit=10');
    expect(flagged.status).toBe(200);
    expect((flagged.json.data.load as { isPromoted: boolean }[]).every((b) => b.isPromoted)).toBe(true);

    await insertAd({ id: 60, businessId: 5, bidCents: 100 });
    await insertAd({ id: 61, businessId: 1, productId: null, placement: 'storefront', bidCents: 300 });
    await insertAd({ id: 62, businessId: 2, bidCents: 900, paused: true });
    await insertAd({ id: 63, businessId: 3, bidCents: 900 });
    await setBalance(3, 0);
    const { status, json } = await rest('GET', '/businesses/promoted/?limit=9');
    expect(status).toBe(200);
    expect(json.data.load.map((b: { bID: number }) => b.bID)).toEqual([1, 5]);
    expect(json.data.load[0]).toMatchObject({ slug: 'avondale-books-and-stationers', productCount: expect.any(Number) });
    expect((await rest('GET', '/businesses/promoted/?limit=1')).json.data.load.map((b: { bID: number }) => b.bID)).toEqual([1]);
  });

  it('GET /products/sale-type?saleType=promoted: products with a running ad, by bid; the flag while none runs', async () => {
    const flagged = await rest('GET', '/products/sale-type?saleType=promoted&per_page=3');
    expect(flagged.status).toBe(200);
    expect((flagged.json.data.load as { isPromoted: boolean }[]).every((p) => p.isPromoted)).toBe(true);

    await insertAd({ id: 70, businessId: 4, productId: 37, bidCents: 100 });
    await insertAd({ id: 71, businessId: 2, productId: 151, placement: 'search', pricing: 'cpc', bidCents: 50 }); // 500
    await insertAd({ id: 72, businessId: 3, bidCents: 900 }); // a store ad: no product to list
    const { status, json } = await rest('GET', '/products/sale-type?saleType=promoted&per_page=4');
    expect(status).toBe(200);
    expect(json.data.load.map((p: { id: number }) => p.id)).toEqual([151, 37]);
    expect(json.data.pageInfo).toMatchObject({ page: 1, perPage: 4, total: 2 });
  });
});
