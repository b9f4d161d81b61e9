/**
 * Helpers for the offer and buyer-request tests: logins as the seeded people plus freshly registered buyers,
 * products picked from the seeded D1 by owner, offer calls, and notifications read straight from D1.
 */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { offerView, type RestOfferView } from '../../../schema/rest/offers';
import { call, loginToken, registerAndConfirm, SEEDED, type CallResult } from './accounts';

/** Ids the seed gives the log-in accounts (scripts/seed/accounts.mjs). */
export const BUYER_ID = 19;
export const VENDOR_ID = 20;

export const buyerToken = () => loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
export const vendorToken = () => loginToken(SEEDED.vendor.email, SEEDED.vendor.password);
/** A vendor with a package and no business (scripts/seed/accounts.mjs). */
export const subscribedToken = () => loginToken(SEEDED.subscribed.email, SEEDED.subscribed.password);

let registered = 0;
/** Registers a new buyer (phone 2637…) and answers their token and id. */
export async function newBuyer(firstName = 'Farai'): Promise<{ token: string; id: number; phone: string }> {
  registered += 1;
  const phone = `26371${String(4_000_000 + registered * 7919 + Math.floor(Math.random() * 1000)).padStart(7, '0')}`;
  const email = `${firstName.toLowerCase()}.${Date.now()}.${registered}@example.co.zw`;
  const body = { email, password: 'Pass#word2026', whatsAppNumber: phone, firstName, lastName: 'Test', accountType: 'buyer' };
  // A registration finishes with its e-mailed link (POST /register alone logs nobody in).
  const session = await registerAndConfirm(body, `203.0.113.${registered % 250}`);
  return { token: session.token, id: session.userId, phone };
}

export interface SeededProduct {
  id: number;
  business_id: number;
  name: string;
  price_cents: number;
  owner_id: number;
  kind: string;
}

/** Published, non-auction products; `owner` = the business owner's user id, `not` excludes ids. */
export async function productsOf(
  where: { owner?: number; notOwner?: number; kind?: string; auction?: boolean },
  limit = 5,
): Promise<SeededProduct[]> {
  const conds = ["p.status = 'publish'", "b.status = 'publish'"];
  const binds: unknown[] = [];
  if (where.owner !== undefined) {
    conds.push('b.owner_id = ?');
    binds.push(where.owner);
  }
  if (where.notOwner !== undefined) {
    conds.push('b.owner_id <> ?');
    binds.push(where.notOwner);
  }
  if (where.kind) {
    conds.push('p.kind = ?');
    binds.push(where.kind);
  }
  conds.push(where.auction ? "p.kind in ('auction', 'auction_real_estate')" : "p.kind not in ('auction', 'auction_real_estate')");
  // Products the seed already has offers on are left out, so a test's offer is never a duplicate.
  conds.push('not exists (select 1 from offers o where o.product_id = p.id)');
  const { results } = await env.DB.prepare(
    `select p.id, p.business_id, p.name, p.price_cents, b.owner_id, p.kind from products p join businesses b on b.id = p.business_id
     where ${conds.join(' and ')} order by p.id limit ?`,
  )
    .bind(...binds, limit)
    .all<SeededProduct>();
  if (results.length === 0) throw new Error(`no product for ${JSON.stringify(where)}`);
  return results;
}

/** POST /offers; on 201 the answer is checked against the contract. */
export async function makeOffer(token: string | undefined, offer: Record<string, unknown>): Promise<CallResult & { view?: RestOfferView }> {
  const result = await call('POST', '/offers', { token, body: { offer } });
  return { ...result, view: result.status === 201 ? offerView.parse(result.json.data) : undefined };
}

/** POST /offers/response; on 200 the answer is checked against the contract. */
export async function respond(token: string, body: Record<string, unknown>): Promise<CallResult & { view?: RestOfferView }> {
  const result = await call('POST', '/offers/response', { token, body });
  return { ...result, view: result.status === 200 ? offerView.parse(result.json.data) : undefined };
}

export async function getOffer(token: string | undefined, offerId: number | string) {
  const result = await call('GET', `/offer?offerId=${encodeURIComponent(String(offerId))}`, { token });
  return { ...result, view: result.status === 200 ? offerView.parse(result.json.data) : undefined };
}

/** An offer that must be created: fails the test with the server's message otherwise. */
export async function offerOk(token: string, offer: Record<string, unknown>): Promise<RestOfferView> {
  const result = await makeOffer(token, offer);
  if (result.status !== 201) throw new Error(`POST /offers answered ${result.status}: ${result.json.message}`);
  return result.view!;
}

export async function moveOk(token: string, body: Record<string, unknown>): Promise<RestOfferView> {
  const result = await respond(token, body);
  if (result.status !== 200) throw new Error(`POST /offers/response answered ${result.status}: ${result.json.message}`);
  return result.view!;
}

export interface NotificationRow {
  id: number;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

export async function notificationsFor(userId: number, kind?: string): Promise<NotificationRow[]> {
  const { results } = await env.DB.prepare(
    `select id, user_id, kind, title, body, link from notifications where user_id = ? ${kind ? 'and kind = ?' : ''} order by id`,
  )
    .bind(...(kind ? [userId, kind] : [userId]))
    .all<NotificationRow>();
  return results;
}

export async function offerRow(id: number) {
  return env.DB.prepare('select * from offers where id = ?')
    .bind(id)
    .first<{ status: string; amount_cents: number; last_actor: string; expires_at: string; updated_at: string }>();
}

/** An answer must never leak internals: no SQL, no stack, no driver names. */
export function expectCleanFailure(result: CallResult, status: number) {
  expect(result.status).toBe(status);
  expect(result.json.success).toBe(false);
  expect(typeof result.json.message).toBe('string');
  expect(result.json.message).not.toMatch(/sqlite|SQL|select |insert |D1_|stack|at \w+ \(|TypeError|ReferenceError/i);
}
