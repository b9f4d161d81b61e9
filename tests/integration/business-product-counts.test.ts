/**
 * Each store's count of published listings (business_product_counts, migration 0042) is kept by triggers, not
 * counted per store card (issue 30). After every kind of change a listing goes through, the kept counts equal a live
 * count, and the stores list and a storefront answer them.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { rest } from './support/http';
import { keptCountDrift, run } from './support/kept-counts';

const LIVE = "select business_id as id, count(*) as n from products where status = 'publish' group by business_id";

const drift = () => keptCountDrift('business_product_counts', 'business_id', LIVE);

describe('store listing counts kept by triggers', () => {
  it('match a live count after the seed, and after listings change every way they can', async () => {
    expect(await drift()).toEqual([]);
    const [a, b] = (
      await env.DB.prepare("select id from products where status = 'publish' and business_id = 4 order by id limit 2").all<{ id: number }>()
    ).results;
    await run("update products set status = 'draft' where id = ?", a.id); // unpublished
    expect(await drift()).toEqual([]);
    await run("update products set status = 'publish' where id = ?", a.id); // published again
    await run("update products set name = 'Renamed' where id = ?", a.id); // an edit that is not a count's business
    expect(await drift()).toEqual([]);
    await run('update products set business_id = 2 where id = ?', b.id); // to another store
    expect(await drift()).toEqual([]);
    await run("update products set business_id = 4, status = 'draft' where id = ?", b.id); // back, unpublished at once
    expect(await drift()).toEqual([]);
    await run(
      `insert into products (slug, business_id, category_id, kind, status, name, short_description, description, price_cents, city, lat, lng, created_at)
       select 'store-counted-listing', 2, category_id, 'general', 'publish', 'Counted', '', '', 100, city, lat, lng, created_at from products where id = ?`,
      a.id,
    );
    expect(await drift()).toEqual([]);
    await run("delete from products where slug = 'store-counted-listing'"); // a published listing deleted
    await run(
      `insert into products (slug, business_id, category_id, kind, status, name, short_description, description, price_cents, city, lat, lng, created_at)
       select 'store-draft-listing', 4, category_id, 'general', 'draft', 'Draft', '', '', 100, city, lat, lng, created_at from products where id = ?`,
      a.id,
    );
    await run("delete from products where slug = 'store-draft-listing'"); // a draft deleted
    await run("update products set status = 'publish' where id = ?", b.id);
    expect(await drift()).toEqual([]);
  });

  it('the stores list and a storefront answer the kept counts', async () => {
    const live = new Map((await env.DB.prepare(LIVE).all<{ id: number; n: number }>()).results.map((r) => [r.id, r.n] as const));
    const { json } = await rest('GET', '/businesses');
    const stores = json.data.load as { bID: number; slug: string; productCount: number }[];
    expect(stores.length).toBeGreaterThan(10);
    for (const s of stores) expect(s.productCount, `store ${s.bID}`).toBe(live.get(s.bID) ?? 0);
    const storefront = await rest('POST', `/business?bSlug=${stores[0].slug}`);
    expect(storefront.json.data.productCount).toBe(live.get(stores[0].bID) ?? 0);
  });
});
