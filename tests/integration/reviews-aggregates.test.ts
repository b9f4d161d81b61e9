/**
 * Review counts (issue): a product's "★ 4.5 from 25 reviews" must come from its reviews. The seed writes the
 * reviews of every rated product, and the database keeps products.review_count / rating_average equal to the
 * rows on every write (migration 0005) — proved here from the seed, through the API and by hand.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { page } from './support/http';

interface Mismatch {
  id: number;
  stored_count: number;
  stored_average: number;
  count: number;
  average: number;
}

/** Products whose stored rating differs from their review rows (none, when the rule holds). */
async function mismatches(): Promise<Mismatch[]> {
  const { results } = await env.DB.prepare(
    `select p.id, p.review_count as stored_count, p.rating_average as stored_average,
            count(r.id) as count, coalesce(round(avg(r.rating), 2), 0) as average
       from products p left join reviews r on r.product_id = p.id
      group by p.id
     having p.review_count != count(r.id) or p.rating_average != coalesce(round(avg(r.rating), 2), 0)`,
  ).all<Mismatch>();
  return results;
}

const stored = (id: number) =>
  env.DB.prepare('select review_count as count, rating_average as average from products where id = ?')
    .bind(id)
    .first<{ count: number; average: number }>();

/** A rated product with few enough reviews that its page lists them all. */
async function ratedProduct() {
  return (await env.DB.prepare(
    `select p.id, p.slug, p.kind, p.review_count as count from products p
      where p.review_count between 2 and 8 and p.kind = 'general' and p.status = 'publish' order by p.id limit 1`,
  ).first<{ id: number; slug: string; kind: string; count: number }>())!;
}

describe('review counts and averages come from the reviews themselves', () => {
  it('the seed: every product’s count and average are its review rows’, and rated products have reviews', async () => {
    expect(await mismatches()).toEqual([]);
    const rated = await env.DB.prepare('select count(*) as n from products where review_count > 0').first<number>('n');
    expect(rated).toBeGreaterThan(100);
  });

  it('the product page lists as many reviews as its rating says', async () => {
    const p = await ratedProduct();
    const { status, html } = await page(`/product/${p.slug}/`);
    expect(status).toBe(200);
    const text = html.replace(/<!-- -->/g, '');
    expect(text).toContain(`from ${p.count} reviews`);
    const section = /<section[^>]*aria-labelledby="reviews-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(section.match(/aria-label="\d out of 5"/g)).toHaveLength(p.count);
  });

  it('stays true when reviews are written, re-rated, moved or deleted, whoever writes', async () => {
    const p = await ratedProduct();
    const other = (await env.DB.prepare('select id from products where review_count = 0 and id != ? order by id limit 1')
      .bind(p.id)
      .first<number>('id'))!;
    const author = (await env.DB.prepare(
      'select id from users where id not in (select author_id from reviews where product_id in (?, ?)) order by id limit 1',
    )
      .bind(p.id, other)
      .first<number>('id'))!;
    const insert = await env.DB.prepare(
      `insert into reviews (product_id, author_id, rating, review, created_at) values (?, ?, 1, 'Arrived broken and nobody answered.', '2026-11-20T10:00:00.000Z') returning id`,
    )
      .bind(p.id, author)
      .first<number>('id');
    expect((await stored(p.id))!.count).toBe(p.count + 1);
    await env.DB.prepare('update reviews set rating = 5 where id = ?').bind(insert).run();
    expect(await mismatches()).toEqual([]);
    await env.DB.prepare('update reviews set product_id = ? where id = ?').bind(other, insert).run();
    expect(await stored(other)).toEqual({ count: 1, average: 5 });
    expect((await stored(p.id))!.count).toBe(p.count);
    await env.DB.prepare('delete from reviews where id = ?').bind(insert).run();
    expect(await stored(other)).toEqual({ count: 0, average: 0 });
    // A write to the stored values alone (a running average, a hand edit) is put back to the rows'.
    await env.DB.prepare('update products set review_count = 25, rating_average = 4.5 where id = ?').bind(p.id).run();
    expect(await mismatches()).toEqual([]);
    expect((await stored(p.id))!.count).toBe(p.count);
  });
});
