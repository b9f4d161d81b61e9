/**
 * Helpers for the vendor analytics tests: a fresh business of the seeded vendor (so figures start at zero),
 * a product in it, orders written straight into D1 at chosen Harare times with known totals, and the calls.
 */
import { env } from 'cloudflare:test';
import { harareDay, harareMidnight } from '../../../backend/analytics/harare-range';
import { call } from './accounts';

export const VENDOR_USER_ID = 20;
const DAY_MS = 86_400_000;

let serial = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`;

/** A published business of the seeded vendor, with no orders yet. */
export async function freshBusiness(categoryId = 3): Promise<{ id: number; slug: string }> {
  const slug = unique('analytics-shop');
  const now = new Date().toISOString();
  const { meta } = await env.DB.prepare(
    `insert into businesses (slug, name, owner_id, status, city, province, lat, lng, created_at)
     values (?, ?, ?, 'publish', 'Harare', 'Harare', -17.8, 31.05, ?)`,
  )
    .bind(slug, `Analytics Shop ${serial}`, VENDOR_USER_ID, now)
    .run();
  const id = Number(meta.last_row_id);
  await env.DB.prepare('insert into business_category_links (business_id, category_id) values (?, ?)').bind(id, categoryId).run();
  return { id, slug };
}

export async function freshProduct(businessId: number, name: string, priceCents = 1000): Promise<{ id: number; slug: string }> {
  const leaf = await env.DB.prepare('select category_id as id from products limit 1').first<{ id: number }>();
  const slug = unique('analytics-product');
  const { meta } = await env.DB.prepare(
    `insert into products (slug, business_id, category_id, kind, status, name, price_cents, city, lat, lng, created_at)
     values (?, ?, ?, 'general', 'publish', ?, ?, 'Harare', -17.8, 31.05, ?)`,
  )
    .bind(slug, businessId, leaf!.id, name, priceCents, new Date().toISOString())
    .run();
  return { id: Number(meta.last_row_id), slug };
}

/** A Harare wall-clock time `daysBack` days before today (Harare), as the UTC ISO instant stored. */
export function harareAt(daysBack: number, hh: number, mm: number, now = new Date()): string {
  const today = harareMidnight(harareDay(now)).getTime();
  return new Date(today - daysBack * DAY_MS + (hh * 60 + mm) * 60_000).toISOString();
}

export interface SeedOrder {
  businessId: number;
  createdAt: string;
  totalCents: number;
  status?: string;
  city?: string | null;
  userId?: number | null;
  items: { productId: number; name: string; quantity: number; lineTotalCents: number }[];
}

export async function seedOrder(o: SeedOrder): Promise<number> {
  const number = unique('MSK-T');
  const address = o.city ? JSON.stringify({ address1: '1 Samora Machel Ave', suburb: 'CBD', city: o.city }) : null;
  const { meta } = await env.DB.prepare(
    `insert into orders (number, checkout_id, idempotency_key, user_id, business_id, status, customer_name, customer_phone,
       fulfilment, delivery_address, subtotal_cents, total_cents, payment_method, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, 'Tendai Moyo', '+263771234567', ?, ?, ?, ?, 'cod', ?, ?)`,
  )
    .bind(
      number,
      number,
      number,
      o.userId ?? null,
      o.businessId,
      o.status ?? 'processing',
      address ? 'delivery' : 'collection',
      address,
      o.totalCents,
      o.totalCents,
      o.createdAt,
      o.createdAt,
    )
    .run();
  const orderId = Number(meta.last_row_id);
  for (const i of o.items) {
    await env.DB.prepare(
      'insert into order_items (order_id, product_id, name, unit_price_cents, quantity, line_total_cents) values (?, ?, ?, ?, ?, ?)',
    )
      .bind(orderId, i.productId, i.name, Math.round(i.lineTotalCents / i.quantity), i.quantity, i.lineTotalCents)
      .run();
  }
  return orderId;
}

export const dashboard = (token: string | undefined, body: unknown) => call('POST', '/business/analytics/dashboard', { token, body });
export const counters = (token: string | undefined, bID: string | number) => call('GET', `/business/analytics/counters?bID=${bID}`, { token });

export const SHOPPER_UA = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
export const recordView = (body: unknown, userAgent = SHOPPER_UA) =>
  call('POST', '/business/analytics/view', { body, headers: { 'user-agent': userAgent } });

export async function viewCount(businessId: number): Promise<number> {
  const row = await env.DB.prepare('select count(*) as n from product_views where business_id = ?').bind(businessId).first<{ n: number }>();
  return row!.n;
}
