/**
 * Helpers for the vendor inbox and customers tests: the seeded vendor's two businesses (A: Borrowdale Digital,
 * B: Eastlea Fashion House), the enterprise vendor's business, an offer made by a fresh buyer, and the inbox
 * REST calls.
 */
import { env } from 'cloudflare:test';
import { call } from './accounts';
import { P, businessId } from './buying';
import { makeOffer, newBuyer } from './offers';

export { P };
export const ENTERPRISE_EMAIL = 'enterprise@musika.co.zw';

export async function businesses() {
  const a = await businessId('borrowdale-digital');
  const b = await businessId('eastlea-fashion-house');
  const e = await env.DB.prepare('select id from businesses where owner_id = 23 order by id limit 1').first<{ id: number }>();
  // A published business with products whose owner has no login (the seed's other vendors).
  const f = await env.DB.prepare(
    "select b.id from businesses b where b.owner_id < 19 and b.status = 'publish' and exists (select 1 from products p where p.business_id = b.id and p.status = 'publish' and p.kind not in ('auction', 'auction_real_estate')) order by b.id limit 1",
  ).first<{ id: number }>();
  return { a, b, enterprise: e!.id, foreign: f!.id };
}

/** A published product of a business that is not an auction (auctions take bids, not offers). */
export async function productOf(bID: number): Promise<{ id: number; name: string; price_cents: number }> {
  const row = await env.DB.prepare(
    `select id, name, price_cents from products p where business_id = ? and status = 'publish'
       and kind not in ('auction', 'auction_real_estate')
     order by id limit 1`,
  )
    .bind(bID)
    .first<{ id: number; name: string; price_cents: number }>();
  if (!row) throw new Error(`no product in business ${bID}`);
  return row;
}

/** A fresh buyer offers on a product of `bID`; answers the offer id and the buyer. */
export async function offerOn(bID: number, amount = 1000) {
  const buyer = await newBuyer('Nyasha');
  const product = await productOf(bID);
  const made = await makeOffer(buyer.token, { productId: product.id, amount, message: 'Cash today' });
  if (!made.view) throw new Error(`offer failed: ${made.status} ${JSON.stringify(made.json)}`);
  return { offerId: made.view.offer.id, buyer, product };
}

const qs = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter((e): e is [string, string | number] => e[1] !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const inboxCount = (token: string | undefined, bID?: number | string) => call('GET', `/notifications/count?${qs({ bID })}`, { token });
export const inboxList = (token: string | undefined, params: Record<string, string | number | undefined>) =>
  call('GET', `/notifications/platform/conversations?${qs(params)}`, { token });
export const inboxThreads = (token: string | undefined, params: Record<string, string | number | undefined>) =>
  call('GET', `/notifications/platform/threads?${qs(params)}`, { token });
export const markRead = (token: string | undefined, body: unknown) => call('POST', '/notifications/platform/read', { token, body });
export const customers = (token: string | undefined, params: Record<string, string | number | undefined>) =>
  call('GET', `/business/customers?${qs(params)}`, { token });

/** Every notification of the two seeded vendors goes, so each test counts only its own. */
export async function clearVendorNotifications() {
  await env.DB.prepare('delete from notifications where user_id in (20, 23)').run();
}
