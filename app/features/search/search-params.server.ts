/**
 * The search URL, server half: every filter is a query parameter, so a search can be shared, bookmarked and
 * used without JavaScript (a GET form). This reads a URL into GraphQL search input — dropping values that do
 * not parse, with a note saying so.
 */
import { z } from 'zod';
import type { ProductSearchInput } from '~/graphql/generated/graphql';
import { cityBySlug, DEFAULT_RADIUS_KM, RADIUS_OPTIONS, type City } from './cities';

const KINDS = [
  'GENERAL',
  'REAL_ESTATE',
  'TRADES_SERVICES',
  'AUCTION',
  'AUCTION_REAL_ESTATE',
  'MOTOR_VEHICLE',
  'FOOD',
  'CLOTHING',
  'HAT',
  'HIRE_ITEM',
] as const;

const dollars = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/)
  .transform((v) => Math.round(Number(v) * 100));
const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
const word = (max: number) => z.string().trim().min(1).max(max);

/** Single-valued parameters: name in the URL → how it parses. */
const single = {
  term: word(200),
  category: z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/),
  min: dollars,
  max: dollars,
  bedrooms: int(0, 50),
  property: word(50),
  listing: z.enum(['sale', 'rent']),
  make: word(50),
  model: word(50),
  year_min: int(1950, 2100),
  year_max: int(1950, 2100),
  mileage_max: int(0, 5_000_000),
  transmission: word(20),
  fuel: word(20),
  sort: z.enum(['RELEVANCE', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'DISTANCE', 'RATING']),
  page: int(1, 10_000),
  lat: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?$/)
    .transform(Number)
    .pipe(z.number().min(-90).max(90)),
  lng: z
    .string()
    .regex(/^-?\d{1,3}(\.\d+)?$/)
    .transform(Number)
    .pipe(z.number().min(-180).max(180)),
  city: z.string().refine((v) => !!cityBySlug(v)),
  radius: z.enum(RADIUS_OPTIONS.map(String) as [string, ...string[]]).transform(Number),
  // Spec §3 filters with the spec's names: page size, and one store (its id, or words of its name).
  per_page: int(1, 100),
  bID: int(1, 999_999_999),
  bTerm: word(100),
} as const;

const multi = {
  sale: z.enum(['DEALS', 'PROMOTED', 'AUCTION', 'HIRE']),
  kind: z.enum(KINDS),
  attr: z.string().regex(/^[a-z0-9-]{1,100}:[a-z0-9-]{1,100}$/),
} as const;

type SingleValues = { -readonly [K in keyof typeof single]?: z.output<(typeof single)[K]> };
type MultiValues = { -readonly [K in keyof typeof multi]: z.output<(typeof multi)[K]>[] };
export type SearchState = SingleValues & MultiValues;

export interface ParsedSearch {
  state: SearchState;
  /** Parameters that were present but could not be used. */
  ignored: string[];
}

export function parseSearch(params: URLSearchParams): ParsedSearch {
  const state = { sale: [], kind: [], attr: [] } as unknown as SearchState;
  const ignored: string[] = [];
  for (const [name, schema] of Object.entries(single)) {
    const raw = params.get(name);
    if (raw === null || raw.trim() === '') continue;
    const parsed = (schema as z.ZodTypeAny).safeParse(raw);
    if (parsed.success) (state as Record<string, unknown>)[name] = parsed.data;
    else ignored.push(name);
  }
  for (const [name, schema] of Object.entries(multi)) {
    const values = params.getAll(name).slice(0, 30);
    for (const raw of values) {
      const parsed = schema.safeParse(raw);
      if (parsed.success) (state[name as keyof MultiValues] as string[]).push(parsed.data);
      else if (!ignored.includes(name)) ignored.push(name);
    }
  }
  if (state.min !== undefined && state.max !== undefined && state.min > state.max) {
    ignored.push('max');
    delete state.max;
  }
  if (state.lat === undefined || state.lng === undefined) {
    delete state.lat;
    delete state.lng;
  }
  return { state, ignored };
}

/** Where a near-you search is centred: the browser's position, else a chosen or remembered city. */
export function searchCentre(state: SearchState, rememberedCity?: string | null): { lat: number; lng: number; label: string; city?: City } | null {
  if (state.lat !== undefined && state.lng !== undefined) return { lat: state.lat, lng: state.lng, label: 'your location' };
  const city = cityBySlug(state.city) ?? cityBySlug(rememberedCity);
  return city ? { lat: city.lat, lng: city.lng, label: city.name, city } : null;
}

/** Spec §9: 20 results a page unless the URL asks for another size. */
export const DEFAULT_PER_PAGE = 20;

/** GraphQL input for a state, with a screen's fixed filters on top. */
export function toSearchInput(
  state: SearchState,
  fixed: Partial<ProductSearchInput> = {},
  centre?: { lat: number; lng: number } | null,
): ProductSearchInput {
  return {
    term: state.term,
    category: state.category,
    priceMinCents: state.min,
    priceMaxCents: state.max,
    saleTypes: state.sale.length ? state.sale : undefined,
    kinds: state.kind.length ? state.kind : undefined,
    attributes: state.attr.length ? state.attr : undefined,
    bedrooms: state.bedrooms,
    propertyType: state.property,
    listingType: state.listing,
    make: state.make,
    model: state.model,
    yearMin: state.year_min,
    yearMax: state.year_max,
    mileageMax: state.mileage_max,
    transmission: state.transmission,
    fuelType: state.fuel,
    businessId: state.bID !== undefined ? String(state.bID) : undefined,
    businessTerm: state.bTerm,
    ...(centre ? { near: { lat: centre.lat, lng: centre.lng }, radiusKm: state.radius ?? DEFAULT_RADIUS_KM } : {}),
    ...fixed,
  };
}

/** The parameter names this file reads (kept equal to the client's list by a test). */
export const PARSED_PARAMS = { single: Object.keys(single), multi: Object.keys(multi) };
