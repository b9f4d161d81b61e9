/** GET /search filters: each one alone against a SQL oracle on the seed, then combined (AND). */
import { describe, expect, it } from 'vitest';
import { call, ids, oracleIds, searchAll, sorted } from './support/search';
import { searchProducts } from '../../schema/rest/search';

/** The search's ids, sorted, for set comparison with the oracle. */
const intersect = (a: number[], b: number[]) => a.filter((id) => b.includes(id));
const found = async (params: Record<string, string | number | string[]>) => sorted(ids(await searchAll(params)));

describe('each product filter alone', () => {
  it('category includes its descendants', async () => {
    const expected = await oracleIds(
      `p.category_id in (select id from product_categories where slug = 'electronics'
        or parent_id = (select id from product_categories where slug = 'electronics'))`,
    );
    expect(expected.length).toBeGreaterThan(4);
    expect(await found({ category: 'electronics' })).toEqual(expected);
  });

  it('a category slug is case-insensitive', async () => {
    expect(await found({ category: 'Electronics' })).toEqual(await found({ category: 'electronics' }));
  });

  it('an unknown category matches nothing (an empty result, not an error)', async () => {
    const { status, data } = await call(searchProducts, { category: 'no-such-category' });
    expect(status).toBe(200);
    expect(data!.load).toEqual([]);
    expect(data!.pageInfo.total).toBe(0);
  });

  it('bID keeps one business; bTerm matches the business name', async () => {
    expect(await found({ bID: 4 })).toEqual(await oracleIds('p.business_id = 4'));
    expect(await found({ bTerm: 'digital' })).toEqual(await oracleIds(`b.name like '%Digital%'`));
    expect(await found({ bID: 999999 })).toEqual([]);
  });

  it('a buyer’s words never match a store’s own token (s4), only the words of its listings', async () => {
    const storeListings = await oracleIds('p.business_id = 4');
    expect(storeListings.length).toBeGreaterThan(0);
    expect(await found({ term: 's4' })).toEqual([]);
    // Within the store the token narrows a word's matches to the store's.
    expect(await found({ term: 'phone', bID: 4 })).toEqual(sorted(intersect(await found({ term: 'phone' }), storeListings)));
  });

  it('bTerm matches store-name words by their start, every word, in any case', async () => {
    const digital = await oracleIds(`(' ' || lower(b.name)) like '% dig%'`);
    expect(digital.length).toBeGreaterThan(0);
    expect(await found({ bTerm: 'DIG' })).toEqual(digital);
    expect(await found({ bTerm: 'borrowdale dig' })).toEqual(await oracleIds(`lower(b.name) like '%borrowdale%' and lower(b.name) like '%digital%'`));
    // Inside a word is not the start of one.
    expect(await found({ bTerm: 'igital' })).toEqual([]);
  });

  it('priceRange is in dollars on price_cents, either side optional', async () => {
    expect(await found({ priceRange: '10-50' })).toEqual(await oracleIds('p.price_cents between 1000 and 5000'));
    expect(await found({ priceRange: '100000-' })).toEqual(await oracleIds('p.price_cents >= 10000000'));
    expect(await found({ priceRange: '-5' })).toEqual(await oracleIds('p.price_cents <= 500'));
  });

  it('saleType maps deals, promoted, auction and hire; several widen (OR)', async () => {
    expect(await found({ saleType: 'deals' })).toEqual(await oracleIds('p.is_deal = 1'));
    expect(await found({ saleType: ['promoted'] })).toEqual(await oracleIds('p.is_promoted = 1'));
    expect(await found({ saleType: ['auction'] })).toEqual(await oracleIds(`p.kind in ('auction', 'auction_real_estate')`));
    expect(await found({ saleType: ['hire'] })).toEqual(await oracleIds(`p.kind = 'hire_item'`));
    expect(await found({ saleType: ['promoted', 'hire'] })).toEqual(await oracleIds(`p.is_promoted = 1 or p.kind = 'hire_item'`));
  });

  it('kind is a list (OR); a long list of repeats is fine', async () => {
    expect(await found({ kind: ['food'] })).toEqual(await oracleIds(`p.kind = 'food'`));
    expect(await found({ kind: ['food', 'hat'] })).toEqual(await oracleIds(`p.kind in ('food', 'hat')`));
    // More values than D1's 100 bound parameters: they are de-duplicated first.
    expect(await found({ kind: Array.from({ length: 300 }, (_, i) => (i % 2 ? 'food' : 'hat')) })).toEqual(
      await oracleIds(`p.kind in ('food', 'hat')`),
    );
  });

  it('attributes: terms of one attribute widen, different attributes narrow', async () => {
    const withTerm = (slugs: string) => `p.id in (select product_id from product_attribute_terms pat
      join attribute_terms t on t.id = pat.term_id join attributes a on a.id = t.attribute_id
      where a.slug || ':' || t.slug in (${slugs}))`;
    const m = await oracleIds(withTerm(`'clothing-size:m'`));
    const mOrL = await oracleIds(withTerm(`'clothing-size:m', 'clothing-size:l'`));
    const mAndBlack = await oracleIds(`${withTerm(`'clothing-size:m'`)} and ${withTerm(`'clothing-colour:black'`)}`);
    expect(m.length).toBeGreaterThan(0);
    expect(mOrL.length).toBeGreaterThan(m.length);
    expect(await found({ attributes: ['clothing-size:m'] })).toEqual(m);
    expect(await found({ attributes: ['clothing-size:m', 'clothing-size:l'] })).toEqual(mOrL);
    expect(await found({ attributes: ['clothing-size:m', 'clothing-colour:black'] })).toEqual(mAndBlack);
    // A term that does not exist selects nothing.
    expect(await found({ attributes: ['clothing-size:xxxl'] })).toEqual([]);
  });

  it('real estate: bedrooms is a minimum; propertyType and listingType compare case-insensitively', async () => {
    expect(await found({ bedrooms: 3 })).toEqual(await oracleIds('p.bedrooms >= 3'));
    expect(await found({ propertyType: 'HOUSE' })).toEqual(await oracleIds(`lower(p.property_type) = 'house'`));
    expect(await found({ listingType: 'rent' })).toEqual(await oracleIds(`p.listing_type = 'rent'`));
  });

  it('motor vehicles: make/model/transmission/fuelType case-insensitive; year range; mileage maximum', async () => {
    const toyotas = await oracleIds(`p.make = 'Toyota'`);
    expect(toyotas.length).toBeGreaterThan(3);
    expect(await found({ make: 'toyota' })).toEqual(toyotas);
    expect(await found({ model: 'HILUX' })).toEqual(await oracleIds(`lower(p.model) = 'hilux'`));
    expect(await found({ transmission: 'Manual' })).toEqual(await oracleIds(`p.transmission = 'manual'`));
    expect(await found({ fuelType: 'diesel' })).toEqual(await oracleIds(`p.fuel_type = 'diesel'`));
    expect(await found({ yearMin: 2015, yearMax: 2019 })).toEqual(await oracleIds('p.year between 2015 and 2019'));
    expect(await found({ mileageMax: 100000 })).toEqual(await oracleIds('p.mileage_km <= 100000'));
  });
});

describe('filters combined', () => {
  it('every filter narrows (AND)', async () => {
    const params = { kind: ['motor_vehicle'], make: 'toyota', fuelType: 'diesel', priceRange: '10000-' };
    const expected = await oracleIds(`p.kind = 'motor_vehicle' and p.make = 'Toyota' and p.fuel_type = 'diesel' and p.price_cents >= 1000000`);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan((await oracleIds(`p.make = 'Toyota'`)).length);
    expect(await found(params)).toEqual(expected);
  });

  it('term, category, business and price together', async () => {
    const electronics = `p.category_id in (select id from product_categories where slug = 'electronics'
      or parent_id = (select id from product_categories where slug = 'electronics'))`;
    const solar = `p.id in (select rowid from products_fts where products_fts match '"solar"*')`;
    const expected = await oracleIds(`${solar} and ${electronics} and p.business_id = 4 and p.price_cents <= 50000`);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan((await oracleIds(solar)).length);
    expect(await found({ term: 'solar', category: 'electronics', bID: 4, priceRange: '-500' })).toEqual(expected);
    expect(await found({ term: 'solar', category: 'hats', bID: 4 })).toEqual([]);
  });

  it('filter values that could be SQL are compared as text, never run', async () => {
    for (const make of ["' OR 1=1 --", 'Toyota"; DROP TABLE products; --', '%']) {
      const { status, data } = await call(searchProducts, { make });
      expect(status).toBe(200);
      expect(data!.pageInfo.total).toBe(0);
    }
    // A store name without a letter or digit names no store (no LIKE wildcard, no full-text operator).
    expect((await call(searchProducts, { bTerm: '%' })).data!.pageInfo.total).toBe(0);
    expect((await call(searchProducts, { bTerm: '_' })).data!.pageInfo.total).toBe(0);
    expect((await call(searchProducts, {})).data!.pageInfo.total).toBe((await oracleIds('1')).length);
  });
});

describe('bad filter values answer 400 with the contract message', () => {
  const cases: [Record<string, string | string[]>, RegExp][] = [
    [{ priceRange: 'cheap' }, /^priceRange: priceRange must be "min-max" in dollars/],
    [{ priceRange: '500-10' }, /priceRange minimum is above its maximum/],
    [{ saleType: ['free'] }, /saleType must be one of deals, promoted, auction, hire/],
    [{ kind: ['spaceship'] }, /^kind/],
    [{ attributes: ['size=m'] }, /attributes must be "attribute:term" pairs/],
    [{ coordinates: 'harare' }, /coordinates must be "lat,lng" in degrees/],
    [{ coordinates: '-95,31' }, /coordinates are out of range/],
    [{ radius: '0' }, /radius must be at least 1 km/],
    [{ radius: '501', coordinates: '-17.8,31' }, /radius must be at most 500 km/],
    [{ category: "x' OR 1=1" }, /category must be a category slug/],
    [{ sortBy: 'cheapest' }, /sortBy must be one of relevance, newest, price_asc, price_desc, distance, rating/],
    [{ listingType: 'lease' }, /listingType must be 'sale' or 'rent'/],
    [{ yearMin: '1800' }, /^yearMin/],
    [{ bID: 'abc' }, /^bID/],
  ];
  it.each(cases)('%j', async (params, message) => {
    const { status, message: text } = await call(searchProducts, params);
    expect(status).toBe(400);
    expect(text).toMatch(message);
  });

  it('sortBy distance needs coordinates', async () => {
    const { status, message } = await call(searchProducts, { sortBy: 'distance' });
    expect(status).toBe(400);
    expect(message).toBe('sortBy distance needs coordinates');
  });
});
