/** The demo data a fresh clone starts with (issue: believable, deterministic, every kind and category). */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const all = async <T>(sql: string) => (await env.DB.prepare(sql).all<T>()).results;

describe('seed', () => {
  it('has the 14 business categories of spec §3, ids 1–14 in order', async () => {
    const rows = await all<{ id: number; name: string }>('select id, name from business_categories order by id');
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(rows[0].name).toBe('Books & Stationary');
    expect(rows[13].name).toBe('Trades & Services');
  });

  it('has at least 12 businesses in at least 4 cities and 150 products', async () => {
    const [b] = await all<{ n: number; cities: number }>('select count(*) n, count(distinct city) cities from businesses');
    expect(b.n).toBeGreaterThanOrEqual(12);
    expect(b.cities).toBeGreaterThanOrEqual(4);
    const [p] = await all<{ n: number }>('select count(*) n from products');
    expect(p.n).toBeGreaterThanOrEqual(150);
  });

  it('covers all ten product kinds and every business category', async () => {
    const kinds = await all<{ kind: string }>('select distinct kind from products');
    expect(kinds).toHaveLength(10);
    const covered = await all<{ n: number }>(
      `select count(distinct l.category_id) n from products p join business_category_links l on l.business_id = p.business_id`,
    );
    expect(covered[0].n).toBe(14);
  });

  it('gives every product an image, a price in cents and coordinates in Zimbabwe', async () => {
    const [missing] = await all<{ n: number }>(
      'select count(*) n from products p where not exists (select 1 from product_images i where i.product_id = p.id)',
    );
    expect(missing.n).toBe(0);
    const [outside] = await all<{ n: number }>(
      'select count(*) n from products where lat not between -22.5 and -15.5 or lng not between 25 and 33.1 or price_cents <= 0',
    );
    expect(outside.n).toBe(0);
  });

  it('gives auctions an end time and an approved or rejected status', async () => {
    const rows = await all<{ auction_status: string; auction_ends_at: string }>(
      `select auction_status, auction_ends_at from products where kind in ('auction', 'auction_real_estate')`,
    );
    expect(new Set(rows.map((r) => r.auction_status))).toEqual(new Set(['approved', 'rejected']));
    expect(rows.every((r) => !Number.isNaN(Date.parse(r.auction_ends_at)))).toBe(true);
  });

  it('has a blog, a knowledge base and shopping centres with real stores (issue #13)', async () => {
    const types = await all<{ post_type: string; n: number }>('select post_type, count(*) n from posts group by post_type order by post_type');
    const count = Object.fromEntries(types.map((t) => [t.post_type, t.n]));
    expect(count.post).toBeGreaterThanOrEqual(5);
    expect(count.video).toBe(3);
    expect(count.faq).toBeGreaterThanOrEqual(10);
    const [orphans] = await all<{ n: number }>(
      'select count(*) n from shopping_centre_stores s left join businesses b on b.id = s.business_id where b.id is null',
    );
    expect(orphans.n).toBe(0);
    const centres = await all<{ city: string }>('select distinct city from shopping_centres order by city');
    expect(centres.map((c) => c.city)).toEqual(['Bulawayo', 'Harare']);
  });

  it('is idempotent: loading it again neither fails nor duplicates', async () => {
    const before = await all<{ n: number }>('select count(*) n from products');
    const statements = env.SEED_SQL.split('\n').filter((l) => l.trim());
    for (let i = 0; i < statements.length; i += 50) {
      await env.DB.batch(statements.slice(i, i + 50).map((s) => env.DB.prepare(s)));
    }
    expect(await all<{ n: number }>('select count(*) n from products')).toEqual(before);
  });
});
