/**
 * The search URL, client-safe half: parameter names, options and URL writing. Parsing (zod) lives in
 * search-params.server.ts so the validation library stays out of the browser bundle.
 */
import type { SaleTypeFilter, SearchSort } from '~/graphql/generated/graphql';
import type { SearchState } from './search-params.server';

export type { SearchState };
export const SORT_OPTIONS: { value: SearchSort; label: string }[] = [
  { value: 'RELEVANCE', label: 'Best match' },
  { value: 'NEWEST', label: 'Newest' },
  { value: 'PRICE_ASC', label: 'Price: low to high' },
  { value: 'PRICE_DESC', label: 'Price: high to low' },
  { value: 'RATING', label: 'Best rated' },
  { value: 'DISTANCE', label: 'Nearest' },
];

export const SALE_TYPE_OPTIONS: { value: SaleTypeFilter; label: string }[] = [
  { value: 'DEALS', label: 'Deals' },
  { value: 'PROMOTED', label: 'Featured' },
  { value: 'AUCTION', label: 'Auctions' },
  { value: 'HIRE', label: 'For hire' },
];

/** Single-valued URL parameters, and those that may repeat. */
export const SINGLE_PARAMS = [
  'term',
  'category',
  'min',
  'max',
  'bedrooms',
  'property',
  'listing',
  'make',
  'model',
  'year_min',
  'year_max',
  'mileage_max',
  'transmission',
  'fuel',
  'sort',
  'page',
  'lat',
  'lng',
  'city',
  'radius',
  'per_page',
  'bID',
  'bTerm',
] as const;
export const MULTI_PARAMS = ['sale', 'kind', 'attr'] as const;

/** The parameters that choose which store's listings a search covers (spec §3 bID and bTerm). */
export const storeScope = (state: Partial<SearchState>) => ({ bID: state.bID, bTerm: state.bTerm });

/** The URL for a state (defaults left out so URLs stay short and shareable). */
export function searchUrl(pathname: string, state: Partial<SearchState>): string {
  const params = new URLSearchParams();
  for (const name of SINGLE_PARAMS) {
    const value = (state as Record<string, unknown>)[name];
    if (value === undefined || value === null || value === '') continue;
    if (name === 'page' && value === 1) continue;
    params.set(name, name === 'min' || name === 'max' ? ((value as number) / 100).toString() : String(value));
  }
  for (const name of MULTI_PARAMS) for (const v of ((state as Record<string, unknown>)[name] as string[] | undefined) ?? []) params.append(name, v);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
