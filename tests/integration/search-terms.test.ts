/** The search term: FTS5 prefix matching, bm25 ranking, the index kept in sync, and hostile input. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { searchProducts } from '../../schema/rest/search';
import { call, ids, oracleIds, searchAll, sorted } from './support/search';

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

async function insertProduct(id: number, name: string, description: string) {
  await env.DB.prepare(
    `insert into products (id, slug, business_id, category_id, kind, name, short_description, description, price_cents, city, lat, lng, created_at)
     values (?, ?, 4, (select id from product_categories where slug = 'phones'), 'general', ?, '', ?, 1000, 'Harare', -17.82, 31.05, '2026-01-01T00:00:00.000Z')`,
  )
    .bind(id, `test-product-${id}`, name, description)
    .run();
}

describe('matching', () => {
  it('each word is a prefix: "sol" finds "Solar…"', async () => {
    const found = names(await searchAll({ term: 'sol' }));
    expect(found).toContain('Solar Panel 400W Mono');
    expect(found.filter((n) => n.startsWith('Solar')).length).toBeGreaterThanOrEqual(3);
  });

  it('every word must match (AND), in any field: name, business, category, make, attribute terms', async () => {
    expect(names(await searchAll({ term: 'solar panel' }))).toEqual(['Solar Panel 400W Mono']);
    // "Apple" is only the brand attribute of the iPhone: the attribute-term trigger indexed it after the seed.
    expect(names(await searchAll({ term: 'apple' }))).toContain('iPhone 13 128GB');
    // Business name and category words find products that do not say them.
    expect(ids(await searchAll({ term: 'borrowdale digital' }))).toEqual(expect.arrayContaining(await oracleIds('p.business_id = 4')));
    expect((await searchAll({ term: 'bakkies' })).length).toBeGreaterThan(0);
  });

  it('case and accents do not matter', async () => {
    const plain = ids(await searchAll({ term: 'solar' }));
    expect(ids(await searchAll({ term: 'SÓLAR' }))).toEqual(plain);
    expect(ids(await searchAll({ term: 'Ｓｏｌａｒ' }))).toEqual(plain);
  });
});

describe('ranking (relevance = bm25 with the name weighted highest)', () => {
  it('a name match ranks above a description-only match', async () => {
    await insertProduct(90001, 'Quokka Lantern', 'A lantern.');
    await insertProduct(90002, 'Plain Lantern', 'Shaped like a quokka, quokka ears, quokka tail.');
    expect(names(await searchAll({ term: 'quokka' }))).toEqual(['Quokka Lantern', 'Plain Lantern']);
  });

  it('on the seed, products named "Solar…" come before those that only mention solar', async () => {
    const results = await searchAll({ term: 'solar' });
    const named = results.map((r) => /solar/i.test(r.name));
    expect(named.indexOf(false)).toBeGreaterThan(0);
    expect(named.slice(named.indexOf(false))).not.toContain(true);
  });
});

describe('the index follows the products table (triggers)', () => {
  it('insert, update, unpublish and delete', async () => {
    await insertProduct(90003, 'Wombat Kettle', 'Boils water.');
    expect(names(await searchAll({ term: 'wombat' }))).toEqual(['Wombat Kettle']);
    await env.DB.prepare(`update products set name = 'Numbat Kettle' where id = 90003`).run();
    expect(await searchAll({ term: 'wombat' })).toEqual([]);
    expect(names(await searchAll({ term: 'numbat' }))).toEqual(['Numbat Kettle']);
    await env.DB.prepare(`update products set status = 'draft' where id = 90003`).run();
    expect(await searchAll({ term: 'numbat' })).toEqual([]);
    await env.DB.prepare(`delete from products where id = 90003`).run();
    const { results } = await env.DB.prepare(`select rowid from products_fts where rowid = 90003`).all();
    expect(results).toEqual([]);
  });

  it('renaming a business re-indexes its products', async () => {
    await env.DB.prepare(`update businesses set name = 'Kopje Gadget Hub' where id = 4`).run();
    expect(sorted(ids(await searchAll({ term: 'kopje gadget' })))).toEqual(await oracleIds('p.business_id = 4'));
    await env.DB.prepare(`update businesses set name = 'Borrowdale Digital' where id = 4`).run();
    expect(await searchAll({ term: 'kopje gadget' })).toEqual([]);
  });

  it('the index holds one row per product', async () => {
    const row = await env.DB.prepare(`select (select count(*) from products_fts) as fts, (select count(*) from products) as products`).first();
    expect(row!.fts).toBe(row!.products);
  });
});

describe('hostile terms never fail', () => {
  const hostile = [
    '"',
    "'",
    '""',
    '"solar',
    "solar'",
    'AND',
    'OR',
    'NOT',
    'NEAR',
    'solar AND',
    'OR solar',
    'NOT solar',
    'NEAR(solar panel, 2)',
    'solar*',
    '*',
    '^solar',
    'name:solar',
    'name : solar',
    '(solar',
    'solar)',
    '()',
    '-solar',
    'solar -panel',
    '+solar',
    'solar OR (panel AND NOT "x")',
    '{name description}: solar',
    "'; DROP TABLE products; --",
    'solar" OR 1=1 --',
    '%',
    '_',
    '\\',
    '\u0000',
    '🔥☀️🔋',
    'Гверу 日本 عربي',
    'sol'.repeat(66),
    Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '),
  ];

  it.each(hostile.map((t) => [t.length > 40 ? `${t.slice(0, 40)}…` : t, t]))('%j answers 200 with a valid result', async (_, term) => {
    const { status, data } = await call(searchProducts, { term });
    expect(status).toBe(200);
    expect(data!.pageInfo.total).toBeGreaterThanOrEqual(0);
  });

  it('a term with no letters or digits is no term filter at all', async () => {
    const all = (await oracleIds('1')).length;
    for (const term of ['"', '*', '()', '🔥', '   ']) {
      expect((await call(searchProducts, { term })).data!.pageInfo.total).toBe(all);
    }
  });

  it('operators are words, not syntax: "solar OR hilux" needs every word, so nothing matches', async () => {
    expect((await call(searchProducts, { term: 'solar' })).data!.pageInfo.total).toBeGreaterThan(0);
    expect((await call(searchProducts, { term: 'hilux' })).data!.pageInfo.total).toBeGreaterThan(0);
    expect((await call(searchProducts, { term: 'solar OR hilux' })).data!.pageInfo.total).toBe(0);
    expect((await call(searchProducts, { term: '"solar" -panel' })).data!.pageInfo.total).toBe(1);
  });

  it('a 10 KB term answers 400 with the contract message, and SQL in a term is inert', async () => {
    const { status, message } = await call(searchProducts, { term: 'a'.repeat(10_240) });
    expect(status).toBe(400);
    expect(message).toBe('term: term is too long (at most 200 characters)');
    await call(searchProducts, { term: "'; DELETE FROM products; --" });
    expect((await call(searchProducts)).data!.pageInfo.total).toBe((await oracleIds('1')).length);
    expect((await oracleIds('1')).length).toBeGreaterThan(200);
  });
});
