/**
 * Helpers for the booking tests: a fresh business (of the seeded vendor, or of another owner) open 08:00–18:00
 * every day with a service and a hire item, Harare days and slot times, and the REST calls.
 */
import { env } from 'cloudflare:test';
import { addDays, harareDayOf, harareInstant } from '../../../schema/rest/booking-rules';
import { call } from './accounts';
import { VENDOR_USER_ID } from './analytics';

export const ENTERPRISE_USER_ID = 23;
export const today = () => harareDayOf(new Date());
export const dayOffset = (days: number) => addDays(today(), days);
/** The UTC instant of a Harare time `days` from today. */
export const slotAt = (days: number, time: string) => harareInstant(dayOffset(days), time).toISOString();

const HOURS = JSON.stringify(
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      { open: '08:00', close: '18:00', disabled: false },
    ]),
  ),
);

let serial = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`;

export interface BookingShop {
  id: number;
  slug: string;
  service: { id: number; slug: string };
  hire: { id: number; slug: string };
}

async function product(
  businessId: number,
  kind: 'trades_services' | 'hire_item',
  name: string,
  extra: { rate: number; unit: string; deposit?: number; callOut?: number },
) {
  const leaf = await env.DB.prepare('select category_id as id from products limit 1').first<{ id: number }>();
  const slug = unique(kind === 'hire_item' ? 'hire' : 'service');
  const { meta } = await env.DB.prepare(
    `insert into products (slug, business_id, category_id, kind, status, name, price_cents, city, lat, lng, rate_cents, rate_unit, deposit_cents, call_out_fee_cents, created_at)
     values (?, ?, ?, ?, 'publish', ?, ?, 'Harare', -17.8, 31.05, ?, ?, ?, ?, ?)`,
  )
    .bind(
      slug,
      businessId,
      leaf!.id,
      kind,
      name,
      extra.rate,
      extra.rate,
      extra.unit,
      extra.deposit ?? null,
      extra.callOut ?? null,
      new Date().toISOString(),
    )
    .run();
  return { id: Number(meta.last_row_id), slug };
}

/** A published business open 08:00–18:00 every day, with a plumber's call-out ($25/hour + $10) and a mixer for hire ($35/day, $50 deposit). */
export async function bookingShop(ownerId = VENDOR_USER_ID): Promise<BookingShop> {
  const slug = unique('booking-shop');
  const { meta } = await env.DB.prepare(
    `insert into businesses (slug, name, owner_id, status, city, province, lat, lng, opening_times, created_at)
     values (?, ?, ?, 'publish', 'Harare', 'Harare', -17.8, 31.05, ?, ?)`,
  )
    .bind(slug, `Booking Shop ${serial}`, ownerId, HOURS, new Date().toISOString())
    .run();
  const id = Number(meta.last_row_id);
  const service = await product(id, 'trades_services', 'Plumber call-out', { rate: 2500, unit: 'hour', callOut: 1000 });
  const hire = await product(id, 'hire_item', 'Concrete mixer', { rate: 3500, unit: 'day', deposit: 5000 });
  return { id, slug, service, hire };
}

export async function userId(email: string): Promise<number> {
  return (await env.DB.prepare('select id from users where email = ?').bind(email).first<{ id: number }>())!.id;
}

export async function notificationsOf(user: number, kind?: string) {
  const { results } = await env.DB.prepare(`select * from notifications where user_id = ? ${kind ? 'and kind = ?' : ''} order by id`)
    .bind(...(kind ? [user, kind] : [user]))
    .all<{ id: number; kind: string; title: string; body: string; link: string | null }>();
  return results;
}

export const availability = (slug: string, params = '') => call('GET', `/bookings/availability?slug=${slug}${params}`);
export const book = (token: string | undefined, body: unknown) => call('POST', '/bookings', { token, body });
export const mine = (token: string | undefined, params = '') => call('GET', `/bookings/mine${params ? `?${params}` : ''}`, { token });
export const mineOne = (token: string | undefined, id: number | string) => call('GET', `/bookings/one?id=${id}`, { token });
export const buyerRespond = (token: string | undefined, body: unknown) => call('POST', '/bookings/respond', { token, body });
export const vendorList = (token: string | undefined, bID: number | string, params = '') =>
  call('GET', `/business/bookings?bID=${bID}${params ? `&${params}` : ''}`, { token });
export const vendorRespond = (token: string | undefined, body: unknown) => call('POST', '/business/bookings/respond', { token, body });
export const services = (token: string | undefined, bID: number | string) => call('GET', `/business/services?bID=${bID}`, { token });
