/**
 * Helpers for the vendor-catalogue tests: the seeded vendors' tokens and businesses, products read straight
 * from D1, and the three calls (list, bulk action, bulk import).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { createBackend } from '../../../backend/app';
import { call, loginToken, SEEDED } from './accounts';
import { API } from './http';

/** scripts/seed/accounts.mjs: vendor@ (Business package) owns these two; enterprise@ (Enterprise) owns one. */
export const VENDOR_ID = 20;
export const ENTERPRISE_ID = 23;
export const enterpriseToken = () => loginToken('enterprise@musika.co.zw', SEEDED.vendor.password);
export const vendorToken = () => loginToken(SEEDED.vendor.email, SEEDED.vendor.password);
export const buyerToken = () => loginToken(SEEDED.buyer.email, SEEDED.buyer.password);

export async function businessesOf(ownerId: number): Promise<{ id: number; slug: string }[]> {
  const { results } = await env.DB.prepare('select id, slug from businesses where owner_id = ? order by id')
    .bind(ownerId)
    .all<{ id: number; slug: string }>();
  return results;
}

/** A business nobody logged in runs (a seed owner without a password). */
export async function foreignBusiness(): Promise<{ id: number; slug: string }> {
  const row = await env.DB.prepare('select id, slug from businesses where owner_id < 19 order by id limit 1').first<{ id: number; slug: string }>();
  return row!;
}

export interface ProductRow {
  id: number;
  slug: string;
  status: string;
  name: string;
  sku: string | null;
  price_cents: number;
  regular_price_cents: number | null;
  stock_quantity: number | null;
  kind: string;
  business_id: number;
}

export async function productsIn(businessId: number, extra = ''): Promise<ProductRow[]> {
  const { results } = await env.DB.prepare(`select * from products where business_id = ? ${extra} order by id`).bind(businessId).all<ProductRow>();
  return results;
}

export async function productById(id: number): Promise<ProductRow | null> {
  return env.DB.prepare('select * from products where id = ?').bind(id).first<ProductRow>();
}

export const list = (token: string | undefined, params: Record<string, string | number>) =>
  call('GET', `/business/products?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`, { token });

export const bulk = (token: string | undefined, body: unknown) => call('POST', '/products/bulk', { token, body });

export const importRows = (token: string | undefined, body: unknown) => call('POST', '/products/bulk-import', { token, body });

let counter = 0;
/** A unique SKU per call (tests share one D1 per file). */
export const sku = (prefix = 'T') => `${prefix}-${Date.now().toString(36)}-${++counter}`;

/** A valid general-product row. */
export const generalRow = (row: number, values: Record<string, string> = {}) => ({
  row,
  values: {
    sku: sku(),
    kind: 'general',
    name: `Enamel mug ${row}`,
    category: 'kitchenware',
    price: '4.50',
    stock: '12',
    status: 'publish',
    ...values,
  },
});

const backend = createBackend();
/**
 * A call to the embedded API itself, for the x-musika-purge header: the Worker's edge wrapper consumes it before
 * a client (SELF) sees it.
 */
export async function origin(method: string, path: string, body: unknown, token: string) {
  const ctx = createExecutionContext();
  const request = new Request(`${API}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const response = await backend.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return {
    status: response.status,
    purge: response.headers.get('x-musika-purge') ?? '',
    json: (await response.json()) as { message?: string; data?: any },
  };
}
