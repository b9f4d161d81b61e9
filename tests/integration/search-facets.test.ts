/** Facets: GET /search/filter, /search/filter/categories and /search/filter/attributes. */
import { describe, expect, it } from 'vitest';
import { searchFilter, searchFilterAttributes, searchFilterCategories, searchProducts } from '../../schema/rest/search';
import { call, type Params } from './support/search';

const total = async (params: Params) => (await call(searchProducts, params)).data!.pageInfo.total;
const facets = async (params: Params) => (await call(searchFilter, params)).data!;

describe('GET /search/filter', () => {
  it('describes exactly the result set of GET /search', async () => {
    const params = { term: 'toyota' };
    const f = await facets(params);
    expect(f.total).toBe(await total(params));
    expect(f.total).toBeGreaterThan(0);
    const cheapest = (await call(searchProducts, { ...params, sortBy: 'price_asc', per_page: 1 })).data!.load[0];
    const dearest = (await call(searchProducts, { ...params, sortBy: 'price_desc', per_page: 1 })).data!.load[0];
    expect(f.price).toEqual({ minCents: cheapest.priceCents, maxCents: dearest.priceCents });
  });

  it('counts kinds, sale types and makes as the matching filters would find them', async () => {
    const f = await facets({});
    expect(f.kinds.reduce((n, k) => n + k.count, 0)).toBe(f.total);
    expect(f.saleTypes.map((s) => s.value)).toEqual(['deals', 'promoted', 'auction', 'hire']);
    expect(f.makes[0]).toEqual({ value: 'Toyota', count: await total({ make: 'toyota' }) });
    const [kinds, saleTypes, makes] = await Promise.all([
      Promise.all(f.kinds.map((k) => total({ kind: [k.value] }))),
      Promise.all(f.saleTypes.map((s) => total({ saleType: [s.value] }))),
      Promise.all(f.makes.map((m) => total({ make: m.value }))),
    ]);
    expect(f.kinds.map((k) => k.count)).toEqual(kinds);
    expect(f.saleTypes.map((s) => s.count)).toEqual(saleTypes);
    expect(f.makes.map((m) => m.count)).toEqual(makes);
  });

  it('category counts roll up: a parent counts its subcategories, only categories with matches appear', async () => {
    const f = await facets({ term: 'solar' });
    const bySlug = new Map(f.categories.map((c) => [c.slug, c]));
    expect(f.categories.every((c) => c.count > 0)).toBe(true);
    for (const parent of f.categories.filter((c) => c.parent === null)) {
      const children = f.categories.filter((c) => c.parent === parent.id);
      expect(parent.count).toBeGreaterThanOrEqual(children.reduce((n, c) => n + c.count, 0));
      expect(parent.count).toBe(await total({ term: 'solar', category: parent.slug }));
    }
    expect(bySlug.get('electronics')!.count).toBe(await total({ term: 'solar', category: 'electronics' }));
    expect(bySlug.has('hats')).toBe(false);
    // Each parent is listed before its subcategories.
    for (const c of f.categories.filter((c) => c.parent !== null)) {
      expect(f.categories.findIndex((p) => p.id === c.parent)).toBeLessThan(f.categories.indexOf(c));
    }
  });

  it('facets change with the filters', async () => {
    const all = await facets({});
    const vehicles = await facets({ kind: ['motor_vehicle'] });
    expect(vehicles.total).toBeLessThan(all.total);
    expect(vehicles.kinds).toEqual([{ value: 'motor_vehicle', count: vehicles.total }]);
    expect(vehicles.categories.map((c) => c.slug)).toContain('motor-vehicles');
    expect(vehicles.categories.map((c) => c.slug)).not.toContain('electronics');
    const cheap = await facets({ kind: ['motor_vehicle'], priceRange: '-10000' });
    expect(cheap.price.maxCents!).toBeLessThanOrEqual(1_000_000);
    expect(cheap.total).toBeLessThan(vehicles.total);
  });

  it('an empty result has empty facets and null price bounds', async () => {
    const f = await facets({ term: 'zzqxjv' });
    expect(f).toEqual({
      total: 0,
      categories: [],
      price: { minCents: null, maxCents: null },
      saleTypes: ['deals', 'promoted', 'auction', 'hire'].map((value) => ({ value, count: 0 })),
      kinds: [],
      makes: [],
      attributes: [],
      countedNewest: null,
    });
  });

  it('validates like /search', async () => {
    expect((await call(searchFilter, { priceRange: 'x' })).status).toBe(400);
    expect((await call(searchFilter, { term: 'x'.repeat(10_240) })).status).toBe(400);
    expect((await call(searchFilter, { term: '"NEAR(^*' })).status).toBe(200);
  });
});

describe('GET /search/filter/categories', () => {
  it('answers the same categories as /search/filter', async () => {
    for (const params of [{ term: 'house' }, { category: 'electronics' }, { coordinates: '-20.15,28.6', radius: 25 }]) {
      const { data } = await call(searchFilterCategories, params);
      expect(data!.load).toEqual((await facets(params)).categories);
    }
  });

  it('inside a category: that subtree, with its ancestors', async () => {
    const { data } = await call(searchFilterCategories, { category: 'phones' });
    expect(data!.load.map((c) => c.slug)).toEqual(['electronics', 'phones']);
    expect(data!.load[0].count).toBe(data!.load[1].count);
  });
});

describe('GET /search/filter/attributes', () => {
  const attrs = async (params: Params) => (await call(searchFilterAttributes, params)).data!.load;
  const count = (list: Awaited<ReturnType<typeof attrs>>, attr: string, term: string) =>
    list.find((a) => a.slug === attr)?.terms.find((t) => t.slug === term)?.count;

  it('answers the same attribute facets as /search/filter carries (our extension, one call for the search page)', async () => {
    for (const params of [
      { category: 'clothing-apparel' },
      { category: 'clothing-apparel', attributes: ['clothing-size:m'] },
      { term: 'samsung' },
      { term: 'nothing-matches-this' },
    ]) {
      const { data } = await call(searchFilter, params);
      expect(data!.attributes).toEqual(await attrs(params));
    }
  });

  it('term counts are what the search with that term would find', async () => {
    const list = await attrs({ category: 'clothing-apparel' });
    expect(list.map((a) => a.slug)).toEqual(['clothing-size', 'clothing-colour']);
    const totals = await Promise.all(list[0].terms.map((t) => total({ category: 'clothing-apparel', attributes: [`clothing-size:${t.slug}`] })));
    expect(list[0].terms.map((t) => t.count)).toEqual(totals);
  });

  it("a term's count ignores its own attribute's selection: choosing M does not hide L", async () => {
    const before = await attrs({ category: 'clothing-apparel' });
    const after = await attrs({ category: 'clothing-apparel', attributes: ['clothing-size:m'] });
    expect(after.find((a) => a.slug === 'clothing-size')).toEqual(before.find((a) => a.slug === 'clothing-size'));
    expect(count(after, 'clothing-size', 'l')).toBeGreaterThan(0);
    // Other attributes narrow to the selection: colours count only size-M products.
    const black = count(after, 'clothing-colour', 'black') ?? 0;
    expect(black).toBe(await total({ category: 'clothing-apparel', attributes: ['clothing-size:m', 'clothing-colour:black'] }));
    const colourTotal = (l: typeof after) => l.find((a) => a.slug === 'clothing-colour')!.terms.reduce((n, t) => n + t.count, 0);
    expect(colourTotal(after)).toBeLessThan(colourTotal(before));
  });

  it('with selections in two attributes, each attribute ignores only its own', async () => {
    const params = { category: 'clothing-apparel', attributes: ['clothing-size:m', 'clothing-colour:navy'] };
    const list = await attrs(params);
    expect(count(list, 'clothing-size', 'l')).toBe(
      await total({ category: 'clothing-apparel', attributes: ['clothing-size:l', 'clothing-colour:navy'] }),
    );
    expect(count(list, 'clothing-colour', 'red') ?? 0).toBe(
      await total({ category: 'clothing-apparel', attributes: ['clothing-size:m', 'clothing-colour:red'] }),
    );
  });

  it('lists only terms present in the result set, plus selected ones (count 0) so they can be undone', async () => {
    const list = await attrs({ term: 'samsung' });
    expect(list.map((a) => a.slug)).toEqual(['electronics-brand', 'electronics-condition']);
    expect(list[0].terms.map((t) => t.slug)).toEqual(['samsung']);
    const none = await attrs({ term: 'zzqxjv', attributes: ['clothing-size:m'] });
    expect(none).toEqual([
      { id: expect.any(Number), slug: 'clothing-size', name: 'Size', terms: [{ id: expect.any(Number), slug: 'm', name: 'M', count: 0 }] },
    ]);
    expect(await attrs({ term: 'zzqxjv' })).toEqual([]);
  });
});
