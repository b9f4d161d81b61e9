/**
 * The filter panel of a category, or of the whole catalogue, is read from counts kept by triggers (migration 0044)
 * instead of grouping every listing (issue 30). Two rules:
 *   - the kept counts equal live counts after every kind of change a listing, its terms or its store go through;
 *   - the panel read from them is exactly the panel the live grouping answers (nothing a buyer sees changes).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../backend/db/client';
import { attributeFacets, categoryFacets, productFacets } from '../../backend/search/search-facets-queries';
import { resolveProductSearch } from '../../backend/search/search-filters-queries';
import type { ProductFilters } from '../../schema/rest/search';
import { keptCountDrift, run } from './support/kept-counts';

const PUBLIC = "from products p join businesses b on b.id = p.business_id where p.status = 'publish' and b.status = 'publish'";
const GROUP_KEY = "p.category_id || '|' || p.kind || '|' || coalesce(p.make, '')";
const KEPT_KEY = "category_id || '|' || kind || '|' || make";

/** Every kept column against its live count: listings, deals and promoted per group, and listings per term. */
async function drift() {
  const groups = (column: string, live: string) =>
    keptCountDrift(
      `(select ${KEPT_KEY} as k, ${column} as n from category_facet_counts)`,
      'k',
      `select ${GROUP_KEY} as id, ${live} as n ${PUBLIC} group by 1`,
    );
  return {
    listings: await groups('n', 'count(*)'),
    deals: await groups('deals', 'sum(p.is_deal)'),
    promoted: await groups('promoted', 'sum(p.is_promoted)'),
    terms: await keptCountDrift(
      "(select category_id || '|' || term_id as k, n from category_term_counts)",
      'k',
      `select p.category_id || '|' || pat.term_id as id, count(*) as n from products p join businesses b on b.id = p.business_id
       join product_attribute_terms pat on pat.product_id = p.id where p.status = 'publish' and b.status = 'publish' group by 1`,
    ),
  };
}

const NONE = { listings: [], deals: [], promoted: [], terms: [] };

describe('category facet counts kept by triggers', () => {
  it('match live counts after the seed, and after listings, their terms and stores change every way they can', async () => {
    expect(await drift()).toEqual(NONE);
    const listing = async (where: string) =>
      (await env.DB.prepare(`select p.id, p.category_id as categoryId ${PUBLIC.replace('where', `where ${where} and`)} order by p.id limit 1`).first<{
        id: number;
        categoryId: number;
      }>())!;
    const car = await listing('p.make is not null and p.business_id in (select business_id from products where make is not null)');
    const withTerm = await listing('p.id in (select product_id from product_attribute_terms)');
    const term = (await env.DB.prepare('select term_id as id from product_attribute_terms where product_id = ? limit 1')
      .bind(withTerm.id)
      .first<{ id: number }>())!.id;
    const other = (await env.DB.prepare('select id from product_categories where id <> ? order by id limit 1')
      .bind(withTerm.categoryId)
      .first<{ id: number }>())!.id;
    const store = (await env.DB.prepare('select business_id as id from products where id = ?').bind(withTerm.id).first<{ id: number }>())!.id;

    await run('update products set make = upper(make) where id = ?', car.id); // the make corrected
    await run('update products set make = null where id = ?', car.id); // and cleared
    await run('update products set is_deal = 1 - is_deal, is_promoted = 1 - is_promoted where id = ?', car.id); // on or off deal
    await run("update products set kind = 'hire_item' where id = ?", car.id); // re-kinded
    expect(await drift()).toEqual(NONE);
    await run("update products set status = 'draft' where id = ?", withTerm.id); // unpublished
    await run("update products set status = 'publish', category_id = ? where id = ?", other, withTerm.id); // republished elsewhere
    expect(await drift()).toEqual(NONE);
    await run('delete from product_attribute_terms where product_id = ? and term_id = ?', withTerm.id, term); // a term taken off
    expect(await drift()).toEqual(NONE);
    await run('insert into product_attribute_terms (product_id, term_id) values (?, ?)', withTerm.id, term); // and put back
    await run("update businesses set status = 'draft' where id = ?", store); // its store taken down
    expect(await drift()).toEqual(NONE);
    await run('insert or ignore into product_attribute_terms (product_id, term_id) select ?, id from attribute_terms limit 2', withTerm.id); // tagged while down
    await run("update businesses set status = 'publish' where id = ?", store); // and back
    await run('update products set business_id = 2 where id = ?', withTerm.id); // to another store
    expect(await drift()).toEqual(NONE);
    await run(
      `insert into products (slug, business_id, category_id, kind, status, name, short_description, description, price_cents, city, lat, lng, created_at, make, is_deal)
       select 'faceted-listing', 2, category_id, 'general', 'publish', 'Faceted', '', '', 100, city, lat, lng, created_at, 'Nissan', 1 from products where id = ?`,
      car.id,
    );
    const added = (await env.DB.prepare("select id from products where slug = 'faceted-listing'").first<{ id: number }>())!.id;
    await run('insert into product_attribute_terms (product_id, term_id) values (?, ?)', added, term);
    expect(await drift()).toEqual(NONE);
    await run('delete from product_attribute_terms where product_id = ?', added); // deleted: its terms first (their key holds it)
    await run('delete from products where id = ?', added);
    expect(await drift()).toEqual(NONE);
  });
});

/** The panel as the live grouping answers it: the same search with its kept-count shortcut turned off. */
async function panels(filters: ProductFilters) {
  const db = createDb(env.DB);
  const kept = await resolveProductSearch(db, filters, { withTree: true });
  const live = { ...kept, categoryOnly: null };
  return Promise.all(
    [kept, live].map(async (s) => ({
      facets: await productFacets(db, s),
      categories: await categoryFacets(db, s),
      attributes: await attributeFacets(db, s),
    })),
  );
}

describe('a category’s filter panel from kept counts', () => {
  const scopes: [string, ProductFilters][] = [
    ['the whole catalogue', {} as ProductFilters],
    ['motor vehicles (a family with makes)', { category: 'motor-vehicles' } as ProductFilters],
    ['electronics (a family with attribute terms)', { category: 'electronics' } as ProductFilters],
    ['phones (a leaf)', { category: 'phones' } as ProductFilters],
    ['clothing (a family with size and colour terms)', { category: 'clothing-apparel' } as ProductFilters],
    ['an unknown category', { category: 'no-such-category' } as ProductFilters],
  ];
  for (const [label, filters] of scopes) {
    it(`${label}: equals the live grouping's panel`, async () => {
      const [kept, live] = await panels(filters);
      expect(kept).toEqual(live);
      if (!filters.category?.startsWith('no-')) expect(kept.facets.total).toBeGreaterThan(0);
    });
  }

  it('a search narrowed by more than its category is grouped live', async () => {
    const db = createDb(env.DB);
    for (const filters of [{ term: 'phone' }, { category: 'motor-vehicles', make: 'Toyota' }, { kind: ['general'] }]) {
      expect((await resolveProductSearch(db, filters as ProductFilters)).categoryOnly, JSON.stringify(filters)).toBeNull();
    }
  });
});
