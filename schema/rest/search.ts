/**
 * ezw/v1 search (spec §7 "Search", §3 "Search filters", §9 defaults) and business discovery.
 * Filters that are not in the spec's list (kind and the kind-specific ones: bedrooms, make, year…) are Musika
 * additions that the category screens of every kind need.
 */
import { z } from 'zod';
import { businessSummary } from './businesses';
import { defineCall, noInput, queryInt } from './call';
import { coordinates, pageInfo, productKind } from './shared';
import { productSummary } from './products';

const text = (max: number, label: string) => z.string().trim().max(max, `${label} is too long (at most ${max} characters)`);
const asList = (v: unknown) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

/** "lat,lng" in degrees. */
export const coordinatesParam = z
  .string()
  .trim()
  .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'coordinates must be "lat,lng" in degrees, e.g. "-17.83,31.05"')
  .transform((v) => {
    const [lat, lng] = v.split(',').map(Number);
    return { lat, lng };
  })
  .refine((c) => Math.abs(c.lat) <= 90 && Math.abs(c.lng) <= 180, 'coordinates are out of range');

/** "min-max" in US dollars; either side may be empty ("100-", "-500"). */
export const priceRangeParam = z
  .string()
  .trim()
  .regex(/^(\d{1,9}(\.\d{1,2})?)?-(\d{1,9}(\.\d{1,2})?)?$/, 'priceRange must be "min-max" in dollars, e.g. "10-500"')
  .transform((v) => {
    const [min, max] = v.split('-');
    return {
      minCents: min ? Math.round(Number(min) * 100) : null,
      maxCents: max ? Math.round(Number(max) * 100) : null,
    };
  })
  .refine((r) => r.minCents === null || r.maxCents === null || r.minCents <= r.maxCents, 'priceRange minimum is above its maximum');

/** Attribute filters as "attribute-slug:term-slug"; terms of one attribute widen, different attributes narrow. */
export const attributesParam = z.preprocess(
  asList,
  z
    .array(z.string().regex(/^[a-z0-9-]{1,100}:[a-z0-9-]{1,100}$/, 'attributes must be "attribute:term" pairs, e.g. "clothing-size:m"'))
    .max(30, 'Too many attribute filters (at most 30)')
    .optional(),
);

export const SALE_TYPE_FILTERS = ['deals', 'promoted', 'auction', 'hire'] as const;
export const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'distance', 'rating'] as const;
export const RADII_KM = [5, 10, 25, 50, 100] as const;

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,199}$/i, 'category must be a category slug');

/** The filters every search call shares. */
export const searchFilters = z.object({
  term: text(200, 'term').optional(),
  category: slug.optional(),
  bID: queryInt(1, Number.MAX_SAFE_INTEGER).optional(),
  /** Business name (the spec's bTerm). */
  bTerm: text(100, 'bTerm').optional(),
  coordinates: coordinatesParam.optional(),
  radius: z.coerce.number().min(1, 'radius must be at least 1 km').max(500, 'radius must be at most 500 km').optional(),
});

export const productFilters = searchFilters.extend({
  priceRange: priceRangeParam.optional(),
  attributes: attributesParam,
  saleType: z.preprocess(
    asList,
    z.array(z.enum(SALE_TYPE_FILTERS, { errorMap: () => ({ message: `saleType must be one of ${SALE_TYPE_FILTERS.join(', ')}` }) })).optional(),
  ),
  kind: z.preprocess(asList, z.array(productKind).optional()),
  // Real estate
  bedrooms: queryInt(0, 50).optional(),
  propertyType: text(50, 'propertyType').optional(),
  listingType: z.enum(['sale', 'rent'], { errorMap: () => ({ message: "listingType must be 'sale' or 'rent'" }) }).optional(),
  // Motor vehicles
  make: text(50, 'make').optional(),
  model: text(50, 'model').optional(),
  yearMin: queryInt(1950, 2100).optional(),
  yearMax: queryInt(1950, 2100).optional(),
  mileageMax: queryInt(0, 5_000_000).optional(),
  transmission: text(20, 'transmission').optional(),
  fuelType: text(20, 'fuelType').optional(),
});
export type ProductFilters = z.output<typeof productFilters>;

export const searchResult = productSummary.extend({ distanceKm: z.number().nullable() });
export type RestSearchResult = z.infer<typeof searchResult>;

/** GET /search — products matching the filters (FTS5 for the term), paged 20 by default (spec §9). */
export const searchProducts = defineCall({
  name: 'searchProducts',
  method: 'GET',
  path: '/search',
  query: productFilters.extend({
    page: queryInt(1, 10_000).default(1),
    per_page: queryInt(1, 100).default(20),
    sortBy: z.enum(SORTS, { errorMap: () => ({ message: `sortBy must be one of ${SORTS.join(', ')}` }) }).optional(),
  }),
  body: noInput,
  data: z.object({ load: z.array(searchResult), pageInfo }),
});

const facetCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  parent: z.number().int().nullable(),
  count: z.number().int(),
});

/** Attributes and their terms with counts for a result set (the search page's attribute filters). */
const attributeFacets = z.array(
  z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    terms: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), count: z.number().int() })),
  }),
);

/**
 * GET /search/filter — the facets of a term in a category: categories, price bounds, sale types, kinds; and, our
 * extension (not in the spec), the attribute facets of /search/filter/attributes, so the search page reads its
 * filters in one call. Optional: another ezw/v1 API is asked /search/filter/attributes beside it.
 */
export const searchFilter = defineCall({
  name: 'searchFilter',
  method: 'GET',
  path: '/search/filter',
  query: productFilters,
  body: noInput,
  data: z.object({
    total: z.number().int(),
    categories: z.array(facetCategory),
    price: z.object({ minCents: z.number().int().nullable(), maxCents: z.number().int().nullable() }),
    saleTypes: z.array(z.object({ value: z.enum(SALE_TYPE_FILTERS), count: z.number().int() })),
    kinds: z.array(z.object({ value: productKind, count: z.number().int() })),
    makes: z.array(z.object({ value: z.string(), count: z.number().int() })),
    attributes: attributeFacets.optional(),
    /**
     * Musika's own (issue 30): the counts describe only this many of a term's newest matches, because more match;
     * null or absent when they count every match.
     */
    countedNewest: z.number().int().nullable().optional(),
  }),
});

/** GET /search/filter/categories — categories with counts for the current result set. */
export const searchFilterCategories = defineCall({
  name: 'searchFilterCategories',
  method: 'GET',
  path: '/search/filter/categories',
  query: productFilters,
  body: noInput,
  data: z.object({ load: z.array(facetCategory) }),
  unwrap: 'load',
});

/** GET /search/filter/attributes — attributes and terms with counts for the current result set. */
export const searchFilterAttributes = defineCall({
  name: 'searchFilterAttributes',
  method: 'GET',
  path: '/search/filter/attributes',
  query: productFilters,
  body: noInput,
  data: z.object({ load: attributeFacets }),
  unwrap: 'load',
});

export const businessResult = businessSummary.extend({ distanceKm: z.number().nullable(), coordinates });
export type RestBusinessResult = z.infer<typeof businessResult>;

/**
 * GET /businesses/search — stores by name, city, business category (1–14) and distance. pageInfo.total counts up to
 * TOTAL_CAP (totalIsCapped past it: "1,000+ stores"), as the public product lists do (issue 30).
 */
export const searchBusinesses = defineCall({
  name: 'searchBusinesses',
  method: 'GET',
  path: '/businesses/search',
  query: z.object({
    term: text(100, 'term').optional(),
    city: text(60, 'city').optional(),
    category: queryInt(1, 14).optional(),
    coordinates: coordinatesParam.optional(),
    radius: z.coerce.number().min(1, 'radius must be at least 1 km').max(500, 'radius must be at most 500 km').optional(),
    sortBy: z.enum(['name', 'newest', 'distance'], { errorMap: () => ({ message: "sortBy must be 'name', 'newest' or 'distance'" }) }).optional(),
    page: queryInt(1, 10_000).default(1),
    per_page: queryInt(1, 100).default(20),
  }),
  body: noInput,
  data: z.object({ load: z.array(businessResult), pageInfo }),
});

/** GET /products/storeFinder — stores near a point, nearest first, with how much of a category they list. */
export const storeFinder = defineCall({
  name: 'storeFinder',
  method: 'GET',
  path: '/products/storeFinder',
  query: z.object({
    coordinates: coordinatesParam,
    radius: z.coerce.number().min(1, 'radius must be at least 1 km').max(500, 'radius must be at most 500 km').default(25),
    category: slug.optional(),
    limit: queryInt(1, 100).default(30),
  }),
  body: noInput,
  data: z.object({ load: z.array(businessResult) }),
  unwrap: 'load',
});
