/**
 * Each category's count of public listings (category_product_counts, migration 0040) is kept by triggers, not
 * counted per read (issue 30). After every kind of change a listing or a store goes through, the kept counts equal
 * a live count of the catalogue, and the categories API answers them.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { rest } from './support/http';
import { keptCountDrift, run } from './support/kept-counts';

const LIVE = `select p.category_id as id, count(*) as n from products p join businesses b on b.id = p.business_id
  where p.status = 'publish' and b.status = 'publish' and p.category_id is not null group by p.category_id`;

const drift = () => keptCountDrift('category_product_counts', 'category_id', LIVE);

describe('category counts kept by triggers', () => {
  it('match a live count after the seed, and after listings and stores change every way they can', async () => {
    expect(await drift()).toEqual([]);
    const [a, b] = (
      await env.DB.prepare("select id, category_id from products where status = 'publish' and business_id = 4 order by id limit 2").all<{
        id: number;
        category_id: number;
      }>()
    ).results;
    const other = (await env.DB.prepare('select id from product_categories where id <> ? order by id limit 1')
      .bind(a.category_id)
      .first<{ id: number }>())!.id;

    await run("update products set status = 'draft' where id = ?", a.id); // unpublished
    expect(await drift()).toEqual([]);
    await run("update products set status = 'publish' where id = ?", a.id); // published again
    await run('update products set category_id = ? where id = ?', other, b.id); // moved
    expect(await drift()).toEqual([]);
    await run("update businesses set status = 'draft' where id = 4"); // a store taken down
    expect(await drift()).toEqual([]);
    await run('update products set category_id = ? where id = ?', b.category_id, b.id); // moved while its store is down
    await run("update businesses set status = 'publish' where id = 4"); // and back
    expect(await drift()).toEqual([]);
    await run('update products set business_id = 2 where id = ?', a.id); // to another store
    await run(
      `insert into products (slug, business_id, category_id, kind, status, name, short_description, description, price_cents, city, lat, lng, created_at)
       select 'counted-listing', 2, category_id, 'general', 'publish', 'Counted', '', '', 100, city, lat, lng, created_at from products where id = ?`,
      b.id,
    );
    expect(await drift()).toEqual([]);
    await run("delete from products where slug = 'counted-listing'");
    expect(await drift()).toEqual([]);
  });

  it('the categories API answers the kept counts, rolled up to each parent', async () => {
    const { json } = await rest('POST', '/categories');
    const { results } = await env.DB.prepare(`select p.id, (select count(*) from products x join businesses b on b.id = x.business_id
        where x.status = 'publish' and b.status = 'publish' and x.category_id in (
          with recursive d(id) as (select p.id union all select c.id from product_categories c join d on c.parent_id = d.id) select id from d)) as n
      from product_categories p`).all<{ id: number; n: number }>();
    const live = new Map(results.map((r) => [r.id, r.n]));
    const listed = json.data.load as { id: number; count: number }[];
    expect(listed.length).toBe(live.size);
    for (const c of listed) expect(c.count, `category ${c.id}`).toBe(live.get(c.id));
  });
});
