/**
 * Helpers for the search tests: typed GETs against the contract and a few oracles on the seeded D1.
 * The search test files give their describes 20 s per test: a test makes tens of requests, and every test file
 * shares one workerd, so under the full suite's load the 5 s default is too tight.
 */
import { env } from 'cloudflare:test';
import { SELF } from './worker';
import type { z } from 'zod';
import type { RestCall } from '../../../schema/rest/call';
import { searchProducts } from '../../../schema/rest/search';
import { API } from './http';
import { FTS_WEIGHTS } from '../../../backend/search/search-filters-queries';
import { ftsMatchExpression } from '../../../backend/search/search-term-queries';

export type Params = Record<string, string | number | string[] | undefined>;

/** Query string the way the gateway sends it: lists as repeated `key[]`. */
export function queryString(params: Params): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      for (const v of value) qs.append(`${key}[]`, v);
    } else qs.append(key, String(value));
  }
  return qs.toString();
}

/**
 * A GET of `call`; on 200 the envelope's data is parsed with the call's own zod schema. The request carries a
 * bearer token so the edge cache in front of the API (server/edge-cache.ts) never answers it: these tests
 * change rows between identical searches and must see the backend's answer. Public search reads ignore it.
 */
export async function call<C extends RestCall>(c: C, params: Params = {}) {
  const response = await SELF.fetch(`${API}${c.path}?${queryString(params)}`, { headers: { authorization: 'Bearer search-tests' } });
  const json = (await response.json()) as { message?: string; data?: unknown };
  const data = response.status === 200 ? (c.data.parse(json.data) as z.infer<C['data']>) : undefined;
  return { status: response.status, message: json.message, data };
}

/** Every result of a product search, all pages, in order. */
export async function searchAll(params: Params) {
  const out: z.infer<typeof searchProducts.data>['load'] = [];
  for (let page = 1; page < 50; page++) {
    const { status, data, message } = await call(searchProducts, { ...params, page, per_page: 100 });
    if (status !== 200) throw new Error(`search ${queryString(params)} answered ${status}: ${message}`);
    out.push(...data!.load);
    if (page >= data!.pageInfo.totalPages) break;
  }
  return out;
}

export const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
export const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** Ids of public products matching a SQL condition over `p` (products) and `b` (businesses): the oracle. */
export async function oracleIds(condition: string, ...binds: unknown[]): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `select p.id from products p join businesses b on b.id = p.business_id
     where p.status = 'publish' and b.status = 'publish' and (${condition}) order by p.id`,
  )
    .bind(...binds)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

/** Plain haversine (Math), independent of the backend's SQL polynomials. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

export const HARARE = { lat: -17.8292, lng: 31.0522 };
export const BULAWAYO = { lat: -20.1325, lng: 28.6265 };
export const at = (p: { lat: number; lng: number }) => `${p.lat},${p.lng}`;

const weights = Object.values(FTS_WEIGHTS)
  .map((w) => w.toFixed(1))
  .join(', ');

/**
 * A term's public matches ranked as before issue 30, as one SQL statement says it: bm25 over every match, then
 * newest, visibility read off the stores' rows (not the kept columns of migration 0047). The oracle the term's
 * windowed and kept-column reads are checked against.
 */
export async function relevanceOracle(term: string): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `select p.id from products p join businesses b on b.id = p.business_id
     join (select rowid as fts_id, bm25(products_fts, ${weights}) as r from products_fts where products_fts match ?) f on f.fts_id = p.id
     where p.status = 'publish' and b.status = 'publish' order by f.r, p.created_at desc, p.id desc`,
  )
    .bind(ftsMatchExpression(term))
    .all<{ id: number }>();
  return results.map((r) => r.id);
}
