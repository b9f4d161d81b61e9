/**
 * Helpers for the auction tests: an auction of the demo vendor's business 4 written straight into D1, bidders
 * with bearer tokens made without a password login (PBKDF2 is slow, and 20 bidders are needed), and bids.
 */
import { env } from 'cloudflare:test';
import { createDb } from '../../../backend/db/client';
import { insertToken, newToken } from '../../../backend/auth/tokens';
import { call } from './accounts';

/** Seeded: a Mutasa Auctioneers (business 8) vehicle auction opening at $28,000; the buyer is user 19. */
export const SEEDED_AUCTION = 209;
export const BUYER_ID = 19;
export const VENDOR_ID = 20;
export const ENTERPRISE_ID = 23;

let nextUser = 9000;
let nextProduct = 90_000;

export async function tokenFor(userId: number): Promise<string> {
  const now = new Date();
  const issued = await newToken(now);
  await insertToken(createDb(env.DB), userId, issued, now);
  return issued.token;
}

/** A buyer account with a WhatsApp number (or none) and its token. */
export async function newBidder(phone: string | null = '263771234567'): Promise<{ id: number; token: string }> {
  const id = ++nextUser;
  await env.DB.prepare(
    `insert into users (id, email, username, first_name, last_name, display_name, whatsapp_number, roles, created_at)
     values (?1, ?2, ?3, 'Test', 'Bidder', ?4, ?5, '["buyer"]', '2026-11-01T00:00:00.000Z')`,
  )
    .bind(id, `bidder${id}@example.com`, `bidder${id}`, `Test Bidder ${id}`, phone)
    .run();
  return { id, token: await tokenFor(id) };
}

export interface AuctionFields {
  businessId?: number;
  startCents?: number;
  reserveCents?: number | null;
  endsInMs?: number;
  status?: 'approved' | 'rejected' | null;
}

/** An auction product (kind 'auction', stock 1) ending `endsInMs` from now. */
export async function insertAuction(fields: AuctionFields = {}): Promise<{ id: number; slug: string }> {
  const id = ++nextProduct;
  const slug = `test-auction-lot-${id}`;
  const start = fields.startCents ?? 10_000;
  await env.DB.prepare(
    `insert into products (id, slug, business_id, category_id, kind, status, name, price_cents, stock_quantity, city, lat, lng,
       auction_start_cents, auction_reserve_cents, auction_ends_at, auction_status, created_at)
     values (?1, ?2, ?3, 78, 'auction', 'publish', ?4, ?5, 1, 'Harare', -17.83, 31.05, ?5, ?6, ?7, ?8, '2026-11-01T00:00:00.000Z')`,
  )
    .bind(
      id,
      slug,
      fields.businessId ?? 4,
      `Test Auction Lot ${id}`,
      start,
      fields.reserveCents ?? null,
      new Date(Date.now() + (fields.endsInMs ?? 3_600_000)).toISOString(),
      fields.status ?? null,
    )
    .run();
  return { id, slug };
}

export const bid = (productId: number | string, amountCents: unknown, token?: string) =>
  call('POST', `/products/${productId}/bids`, { body: { amountCents }, token });
export const lot = (productId: number | string, token?: string) => call('GET', `/products/${productId}/bids`, { token });

/** Moves an auction's end (e.g. into the past, so it has ended). */
export async function setEnd(productId: number, endsAt: Date): Promise<void> {
  await env.DB.prepare('update products set auction_ends_at = ?1 where id = ?2').bind(endsAt.toISOString(), productId).run();
}

export async function notificationsOf(userId: number, kind: string): Promise<{ title: string; body: string; link: string | null }[]> {
  const { results } = await env.DB.prepare('select title, body, link from notifications where user_id = ?1 and kind = ?2 order by id')
    .bind(userId, kind)
    .all();
  return results as { title: string; body: string; link: string | null }[];
}
