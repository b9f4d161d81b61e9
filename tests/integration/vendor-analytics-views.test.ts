/**
 * Product and storefront views: recorded off the response path for real page visits (cached pages included),
 * bots not counted, one view per visitor per product per 30 minutes, no personal data stored.
 */
import { env } from 'cloudflare:test';
import { SELF } from './support/worker';
import { describe, expect, it } from 'vitest';
import { harareDay } from '../../backend/analytics/harare-range';
import { freshBusiness, freshProduct, recordView, SHOPPER_UA, viewCount } from './support/analytics';

const ORIGIN = 'http://musika.test';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const HEADLESS_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

/** Views are written after the answer (waitUntil): wait until the count settles at what is expected. */
async function eventually(businessId: number, expected: number): Promise<number> {
  let n = -1;
  for (let i = 0; i < 40; i++) {
    n = await viewCount(businessId);
    if (n === expected) return n;
    await new Promise((r) => setTimeout(r, 50));
  }
  return n;
}

describe('the 30-minute rule', () => {
  it('one view per visitor per product per 30 minutes; another visitor or product counts', async () => {
    const shop = await freshBusiness();
    const a = await freshProduct(shop.id, 'Window Product A');
    const b = await freshProduct(shop.id, 'Window Product B');
    expect((await recordView({ kind: 'product', slug: a.slug })).json.data).toEqual({ recorded: true });
    expect((await recordView({ kind: 'product', slug: a.slug })).json.data).toEqual({ recorded: false });
    expect((await recordView({ kind: 'product', slug: b.slug })).json.data).toEqual({ recorded: true });
    expect((await recordView({ kind: 'product', slug: a.slug }, IPHONE_UA)).json.data).toEqual({ recorded: true });
    expect((await recordView({ kind: 'storefront', slug: shop.slug })).json.data).toEqual({ recorded: true });
    expect((await recordView({ kind: 'storefront', slug: shop.slug })).json.data).toEqual({ recorded: false });
    expect(await viewCount(shop.id)).toBe(4);

    // 29 minutes later: still the same view. 30 minutes after the counted view: a new one.
    const shift = (minutes: number) =>
      env.DB.prepare(`update product_views set viewed_at = ? where business_id = ? and product_id = ?`)
        .bind(new Date(Date.now() - minutes * 60_000).toISOString(), shop.id, a.id)
        .run();
    await shift(29);
    expect((await recordView({ kind: 'product', slug: a.slug })).json.data).toEqual({ recorded: false });
    await shift(30.5);
    expect((await recordView({ kind: 'product', slug: a.slug })).json.data).toEqual({ recorded: true });
    expect(await viewCount(shop.id)).toBe(5);
  });

  it('stores no IP address or User-Agent: only a salted hash', async () => {
    const shop = await freshBusiness();
    await recordView({ kind: 'storefront', slug: shop.slug });
    const row = await env.DB.prepare('select * from product_views where business_id = ?').bind(shop.id).first<Record<string, unknown>>();
    expect(row!.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toMatch(/Mozilla|Android|198\.51/);
    // Earlier days' salts are deleted, so yesterday's hashes can never be recomputed from an address.
    const stale = await env.DB.prepare('select day from analytics_salts where day < ?').bind(harareDay(new Date())).all<{ day: string }>();
    expect(stale.results).toEqual([]);
  });
});

describe('what is not a view', () => {
  it('bots are not counted (crawlers, link previews, headless browsers, no User-Agent)', async () => {
    const shop = await freshBusiness();
    const p = await freshProduct(shop.id, 'Bot Target');
    for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'WhatsApp/2.23.20.0', HEADLESS_UA, '']) {
      expect((await recordView({ kind: 'product', slug: p.slug }, ua)).json.data).toEqual({ recorded: false });
    }
    expect(await viewCount(shop.id)).toBe(0);
  });

  it('unknown and unpublished products are not counted', async () => {
    const shop = await freshBusiness();
    const draft = await freshProduct(shop.id, 'Draft Thing');
    await env.DB.prepare("update products set status = 'draft' where id = ?").bind(draft.id).run();
    expect((await recordView({ kind: 'product', slug: draft.slug })).json.data).toEqual({ recorded: false });
    expect((await recordView({ kind: 'product', slug: 'no-such-product-anywhere' })).json.data).toEqual({ recorded: false });
    expect(await viewCount(shop.id)).toBe(0);
  });

  it('hostile input is a 400', async () => {
    for (const body of [
      { kind: 'order', slug: 'x' },
      { kind: 'product', slug: "x' or 1=1 --" },
      { kind: 'product' },
      { kind: 'product', slug: 'x', city: 'y'.repeat(200) },
    ]) {
      const answer = await recordView(body);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toMatch(/^(kind|slug|city): /);
    }
  });
});

describe('page visits record views off the response path', () => {
  it('a product page and a storefront count for a shopper, the cached copy too, and not for a headless browser', async () => {
    const shop = await freshBusiness();
    const p = await freshProduct(shop.id, 'Page View Product');
    const visit = async (path: string, ua: string) => {
      const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { 'user-agent': ua } });
      await response.text();
      return response;
    };
    expect((await visit(`/product/${p.slug}/`, SHOPPER_UA)).status).toBe(200);
    expect(await eventually(shop.id, 1)).toBe(1);
    // The same page again for another shopper: served from the page cache, where no loader runs.
    const again = await visit(`/product/${p.slug}/`, IPHONE_UA);
    expect(again.headers.get('x-musika-cache')).toMatch(/HIT|MISS|STALE/);
    expect(await eventually(shop.id, 2)).toBe(2);
    await visit(`/vendor/${shop.slug}`, SHOPPER_UA);
    expect(await eventually(shop.id, 3)).toBe(3);
    await visit(`/product/${p.slug}/`, HEADLESS_UA);
    await visit(`/product/${p.slug}/`, SHOPPER_UA); // within 30 minutes
    expect(await eventually(shop.id, 99)).toBe(3);
  });
});
