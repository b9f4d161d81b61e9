import { describe, expect, it } from 'vitest';
import { parseSearch, searchCentre, toSearchInput } from './search-params.server';
import { searchUrl } from './search-url';

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe('search URL', () => {
  it('reads every filter from the URL', () => {
    const { state, ignored } = parse(
      'term=solar+panel&category=electronics&min=10&max=500.5&sale=DEALS&sale=AUCTION&attr=clothing-size:m&bedrooms=3&make=Toyota&year_min=2015&year_max=2020&mileage_max=90000&sort=PRICE_ASC&page=2&city=bulawayo&radius=10',
    );
    expect(ignored).toEqual([]);
    expect(state).toMatchObject({
      term: 'solar panel',
      category: 'electronics',
      min: 1000,
      max: 50050,
      sale: ['DEALS', 'AUCTION'],
      attr: ['clothing-size:m'],
      bedrooms: 3,
      make: 'Toyota',
      year_min: 2015,
      year_max: 2020,
      mileage_max: 90000,
      sort: 'PRICE_ASC',
      page: 2,
      city: 'bulawayo',
      radius: 10,
    });
  });

  it('drops values that do not parse and says which', () => {
    const { state, ignored } = parse('min=abc&page=0&sort=cheapest&radius=7&sale=FREE&category=Bad%20Slug&lat=200&lng=31');
    expect(state.min).toBeUndefined();
    expect(state.page).toBeUndefined();
    expect(state.sale).toEqual([]);
    expect(state.lat).toBeUndefined();
    expect(ignored.sort()).toEqual(['category', 'lat', 'min', 'page', 'radius', 'sale', 'sort']);
  });

  it('drops a maximum price below the minimum', () => {
    const { state, ignored } = parse('min=100&max=10');
    expect(state).toMatchObject({ min: 10000 });
    expect(state.max).toBeUndefined();
    expect(ignored).toContain('max');
  });

  it('writes a shareable URL back, without defaults', () => {
    const { state } = parse('term=maize&min=2.5&sale=DEALS&page=1');
    expect(searchUrl('/search', state)).toBe('/search?term=maize&min=2.5&sale=DEALS');
    expect(searchUrl('/search', { ...state, page: 3 })).toBe('/search?term=maize&min=2.5&page=3&sale=DEALS');
  });

  it('turns the state into GraphQL input with the screen’s fixed filters on top', () => {
    const { state } = parse('term=house&kind=GENERAL&bedrooms=2');
    const input = toSearchInput(state, { kinds: ['REAL_ESTATE'] }, { lat: -17.8, lng: 31 });
    expect(input).toMatchObject({ term: 'house', bedrooms: 2, kinds: ['REAL_ESTATE'], near: { lat: -17.8, lng: 31 }, radiusKm: 25 });
  });
});

describe('search filters: per_page, bID and bTerm (spec §3) are read from the URL and passed on', () => {
  it('reads them and turns bID and bTerm into the GraphQL store filters', () => {
    const { state, ignored } = parse('term=speaker&per_page=40&bID=4&bTerm=Borrowdale');
    expect(ignored).toEqual([]);
    expect(state).toMatchObject({ per_page: 40, bID: 4, bTerm: 'Borrowdale' });
    expect(toSearchInput(state)).toMatchObject({ term: 'speaker', businessId: '4', businessTerm: 'Borrowdale' });
  });

  it('keeps them in the URLs it writes (paging, sorting), and refuses sizes outside 1–100', () => {
    const { state } = parse('per_page=40&bID=4');
    expect(searchUrl('/search', { ...state, page: 2 })).toBe('/search?page=2&per_page=40&bID=4');
    expect(parse('per_page=0&bID=abc&bTerm=').ignored).toEqual(['per_page', 'bID']);
    expect(parse('per_page=101').state.per_page).toBeUndefined();
  });
});

describe('near you', () => {
  it('prefers the browser position, then the chosen city, then the remembered one', () => {
    expect(searchCentre(parse('lat=-17.9&lng=31.1&city=bulawayo').state)).toMatchObject({ lat: -17.9, lng: 31.1, label: 'your location' });
    expect(searchCentre(parse('city=mutare').state, 'harare')).toMatchObject({ label: 'Mutare' });
    expect(searchCentre(parse('').state, 'gweru')).toMatchObject({ label: 'Gweru' });
    expect(searchCentre(parse('').state, null)).toBeNull();
  });
});

describe('both halves of the search URL', () => {
  it('read and write the same parameters', async () => {
    const { PARSED_PARAMS } = await import('./search-params.server');
    const { SINGLE_PARAMS, MULTI_PARAMS } = await import('./search-url');
    expect(PARSED_PARAMS.single).toEqual([...SINGLE_PARAMS]);
    expect(PARSED_PARAMS.multi).toEqual([...MULTI_PARAMS]);
  });
});
