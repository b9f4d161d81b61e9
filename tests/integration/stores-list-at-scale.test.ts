/**
 * The stores list at national size (issue 30): GET /businesses (limit -1, all of them) named every store's id as a
 * bound parameter when it read their categories, and D1 allows 100 a statement — past 100 stores the list answered
 * 500. 150 more stores (copies of a seeded one, with its categories) must list, each with its categories.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { rest } from './support/http';

describe('GET /businesses with more stores than D1 binds parameters', () => {
  it('lists all of them with their categories', async () => {
    const cols = (await env.DB.prepare("select name from pragma_table_info('businesses')").all<{ name: string }>()).results.map((r) => r.name);
    const copy = cols.map((c) => (c === 'id' ? '5000 + i' : c === 'slug' ? "'many-stores-' || i" : c === 'name' ? "name || ' ' || i" : c)).join(', ');
    await env.DB.batch([
      env.DB.prepare(
        `insert into businesses (${cols.join(', ')}) with recursive n(i) as (select 1 union all select i + 1 from n where i < 150)
         select ${copy} from n, (select * from businesses where slug = 'borrowdale-digital')`,
      ),
      env.DB.prepare(
        `insert into business_category_links (business_id, category_id) select b.id, l.category_id from businesses b, business_category_links l
         where b.slug like 'many-stores-%' and l.business_id = (select id from businesses where slug = 'borrowdale-digital')`,
      ),
    ]);
    const { status, json } = await rest('GET', '/businesses?limit=-1');
    expect(status).toBe(200);
    const copies = (json.data.load as { slug: string; categories: { name: string }[] }[]).filter((b) => b.slug.startsWith('many-stores-'));
    expect(copies).toHaveLength(150);
    expect(copies.every((b) => b.categories.map((c) => c.name).includes('Electronic Goods'))).toBe(true);
  });
});
