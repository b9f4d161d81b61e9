/**
 * Each listing carries its store's published state and its attribute terms' ids (store_published and
 * attribute_term_ids, migration 0047), kept by triggers, so a term's page and filter panel read neither the store nor
 * the term links per match (issue 30). Rules:
 *   - after every change a store, a listing or its term links go through, both columns say what businesses and
 *     product_attribute_terms say (no drift), whatever a write put in them;
 *   - a term's page and panel, read off the columns, answer what a read of the stores and links answers.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ftsMatchExpression } from '../../backend/search/search-term-queries';
import { searchFilter, searchProducts } from '../../schema/rest/search';
import { run } from './support/kept-counts';
import { call, ids, relevanceOracle } from './support/search';

/** Listings whose columns disagree with their store and their term links. */
async function drift(): Promise<{ id: number }[]> {
  const { results } = await env.DB.prepare(
    `select p.id from products p left join businesses b on b.id = p.business_id
     where p.store_published is not coalesce(b.status = 'publish', 0)
       or p.attribute_term_ids is not (select json_group_array(term_id) from (
         select term_id from product_attribute_terms where product_id = p.id order by term_id))`,
  ).all<{ id: number }>();
  return results;
}

const one = async <T>(sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<T>())!;
const flagOf = async (id: number) => (await one<{ f: number }>('select store_published as f from products where id = ?', id)).f;
const termIdsOf = async (id: number) =>
  JSON.parse((await one<{ t: string }>('select attribute_term_ids as t from products where id = ?', id)).t) as number[];

/** The term's page (all of it) and its panel's total and attribute term counts. */
async function termView(term: string) {
  const [{ data: page }, { data: panel }] = await Promise.all([call(searchProducts, { term, per_page: 100 }), call(searchFilter, { term })]);
  const terms = new Map((panel!.attributes ?? []).flatMap((a) => a.terms.map((t) => [t.id, t.count] as const)));
  return { ids: ids(page!.load), total: page!.pageInfo.total, panelTotal: panel!.total, terms };
}

/** A store with published listings matching `term`, and one of them. */
async function storeMatching(term: string) {
  return one<{ store: number; listing: number }>(
    `select p.business_id as store, p.id as listing from products p join businesses b on b.id = p.business_id
     where p.status = 'publish' and b.status = 'publish' and p.id in (select rowid from products_fts where products_fts match ?)
     order by p.id limit 1`,
    ftsMatchExpression(term),
  );
}

describe('store_published and attribute_term_ids kept by triggers', () => {
  it('match their sources after the seed', async () => {
    expect(await drift()).toEqual([]);
    // Not a vacuous match: the seed's listings carry terms.
    expect((await one<{ n: number }>("select count(*) as n from products where attribute_term_ids <> '[]'")).n).toBeGreaterThan(0);
  });

  it('follow a store taken down, published again, suspended and reinstated; the term search with it', async () => {
    const { store, listing } = await storeMatching('toyota');
    const before = await termView('toyota');
    expect(before.ids).toContain(listing);

    await run("update businesses set status = 'draft' where id = ?", store);
    expect(await flagOf(listing)).toBe(0);
    expect(await drift()).toEqual([]);
    const hidden = await termView('toyota');
    expect(hidden.ids).not.toContain(listing);
    expect(hidden.ids).toEqual(await relevanceOracle('toyota'));
    expect(hidden.total).toBe(hidden.ids.length);
    expect(hidden.panelTotal).toBe(hidden.ids.length);

    // From one unpublished state to another: still hidden.
    await run("update businesses set status = 'pending' where id = ?", store);
    expect(await flagOf(listing)).toBe(0);
    await run("update businesses set status = 'publish' where id = ?", store);
    expect(await flagOf(listing)).toBe(1);
    expect(await termView('toyota')).toEqual(before);

    // A moderator's suspension stamps the store and drafts its listings; the store's status, and so the flag, stay.
    await run("update businesses set suspended_at = '2026-11-27T10:00:00.000Z' where id = ?", store);
    await run("update products set status = 'draft' where business_id = ? and status = 'publish'", store);
    expect(await flagOf(listing)).toBe(1);
    expect((await termView('toyota')).ids).toEqual(await relevanceOracle('toyota'));
    expect((await termView('toyota')).ids).not.toContain(listing);
    await run('update businesses set suspended_at = null where id = ?', store);
    await run("update products set status = 'publish' where business_id = ? and status = 'draft'", store);
    expect(await drift()).toEqual([]);
  });

  it('follow a listing moved to another store, a new listing, and a write of the columns themselves', async () => {
    const { store, listing } = await storeMatching('phone');
    const { id: other, status } = await one<{ id: number; status: string }>(
      'select id, status from businesses where id <> ? order by id limit 1',
      store,
    );
    await run("update businesses set status = 'draft' where id = ?", other);

    await run('update products set business_id = ? where id = ?', other, listing);
    expect(await flagOf(listing)).toBe(0);
    expect((await termView('phone')).ids).toEqual(await relevanceOracle('phone'));
    await run('update products set business_id = ? where id = ?', store, listing);
    expect(await flagOf(listing)).toBe(1);

    // A write of the whole row (or a copied one) cannot set either column: the triggers put them back.
    await run("update products set store_published = 0, attribute_term_ids = '[999]' where id = ?", listing);
    expect(await flagOf(listing)).toBe(1);
    expect(await drift()).toEqual([]);

    const insert = (slug: string, business: number) =>
      run(
        `insert into products (slug, business_id, category_id, kind, status, name, price_cents, city, lat, lng, created_at,
           store_published, attribute_term_ids)
         select ?, ?, category_id, kind, 'publish', 'Kuziva phone ' || ?, 5000, city, lat, lng, '2026-11-27T10:00:00.000Z', 1, '[1]'
         from products where id = ?`,
        slug,
        business,
        slug,
        listing,
      );
    await insert('kuziva-hidden', other);
    await insert('kuziva-shown', store);
    const inserted = (slug: string) =>
      one<{ id: number; f: number; t: string }>('select id, store_published as f, attribute_term_ids as t from products where slug = ?', slug);
    expect(await inserted('kuziva-hidden')).toMatchObject({ f: 0, t: '[]' });
    expect(await inserted('kuziva-shown')).toMatchObject({ f: 1, t: '[]' });
    expect((await termView('kuziva')).ids).toEqual([(await inserted('kuziva-shown')).id]);

    await run("update businesses set status = 'publish' where id = ?", other);
    expect(await flagOf((await inserted('kuziva-hidden')).id)).toBe(1);
    await run('update businesses set status = ? where id = ?', status, other);
    expect(await drift()).toEqual([]);
  });

  it('follow term links added, removed and rewritten; the term panel counts them', async () => {
    const { listing } = await storeMatching('phone');
    const own = await termIdsOf(listing);
    const added = (await one<{ id: number }>(`select id from attribute_terms where id not in (${[0, ...own].join(',')}) order by id desc limit 1`))
      .id;
    const before = (await termView('phone')).terms.get(added) ?? 0;

    await run('insert into product_attribute_terms (product_id, term_id) values (?, ?)', listing, added);
    expect(await termIdsOf(listing)).toEqual([...own, added].sort((a, b) => a - b));
    expect((await termView('phone')).terms.get(added)).toBe(before + 1);

    const replacement = (
      await one<{ id: number }>(`select id from attribute_terms where id not in (${[0, ...own, added].join(',')}) order by id limit 1`)
    ).id;
    await run('update product_attribute_terms set term_id = ? where product_id = ? and term_id = ?', replacement, listing, added);
    expect(await termIdsOf(listing)).toEqual([...own, replacement].sort((a, b) => a - b));

    await run('delete from product_attribute_terms where product_id = ? and term_id = ?', listing, replacement);
    expect(await termIdsOf(listing)).toEqual(own);
    expect((await termView('phone')).terms.get(added) ?? 0).toBe(before);
    expect(await drift()).toEqual([]);
  });
});
