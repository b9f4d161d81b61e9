/**
 * Helpers for the cart, wishlist, order, review and notification tests: logins as the seeded buyer and vendor,
 * fresh buyers, checkout bodies, and reads straight from D1 for facts the API does not show.
 */
import { env } from 'cloudflare:test';
import { call, loginToken, registerAndConfirm, SEEDED } from './accounts';

/** Products of the seed the tests lean on (scripts/seed/products.mjs). */
export const P = {
  /** JBL Flip 6, Borrowdale Digital (the demo vendor's), $120, 49 in stock; in the buyer's completed order. */
  jbl: 48,
  /** iPhone 13, Borrowdale Digital, $520, 1 in stock. */
  iphone: 40,
  /** Ammonium Nitrate 50kg, Midlands Agri Supplies (another vendor), $40, 97 in stock. */
  fertiliser: 104,
  /** Men's Denim Jacket, Eastlea Fashion House (the demo vendor's), four size variations. */
  jacket: 153,
  /** An auction lot: never in a cart or an order. */
  auctionStand: 226,
} as const;

export const buyerToken = () => loginToken(SEEDED.buyer.username, SEEDED.buyer.password);
export const vendorToken = () => loginToken(SEEDED.vendor.username, SEEDED.vendor.password);

let serial = 0;
/** A new buyer account (registered through the API) and its token. */
export async function newBuyer(): Promise<{ token: string; userId: number; email: string }> {
  serial += 1;
  const email = `rumbidzai.test${serial}.${Date.now()}@example.co.zw`;
  const body = { email, password: 'Mbare#Musika26', whatsAppNumber: '263771234567', firstName: 'Rumbidzai', lastName: 'Test', accountType: 'buyer' };
  // A registration finishes with its e-mailed link (POST /register alone logs nobody in).
  const session = await registerAndConfirm(body, `203.0.113.${serial % 250}`);
  return { token: session.token, userId: session.userId, email };
}

export async function businessId(slug: string): Promise<number> {
  const row = await env.DB.prepare('select id from businesses where slug = ?').bind(slug).first<{ id: number }>();
  if (!row) throw new Error(`no business ${slug}`);
  return row.id;
}

export async function variationsOf(productId: number) {
  const { results } = await env.DB.prepare('select id, name, price_cents, stock_quantity from product_variations where product_id = ? order by id')
    .bind(productId)
    .all<{ id: number; name: string; price_cents: number; stock_quantity: number | null }>();
  return results;
}

export async function product(productId: number) {
  return (await env.DB.prepare('select * from products where id = ?').bind(productId).first<Record<string, any>>())!;
}

/** A published, non-auction product that does not track stock, or null. */
export async function untrackedProduct(): Promise<number | null> {
  const row = await env.DB.prepare(
    `select p.id from products p where p.stock_quantity is null and p.status = 'publish' and p.kind not like 'auction%'
     and not exists (select 1 from product_variations v where v.product_id = p.id) order by p.id limit 1`,
  ).first<{ id: number }>();
  return row?.id ?? null;
}

let keySerial = 0;
/** A client idempotency key (16–100 characters). */
export function idemKey(): string {
  keySerial += 1;
  return `test-key-${keySerial.toString().padStart(4, '0')}-${crypto.randomUUID()}`;
}

/** A valid checkout body with any field overridden. */
export function checkout(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: idemKey(),
    contact: { name: 'Chiedza Mavhunga', phone: '263772146318', email: 'buyer@musika.co.zw' },
    fulfilment: 'delivery',
    deliveryAddress: { address1: '14 Fife Avenue', suburb: 'Avenues', city: 'Harare' },
    notes: '',
    paymentMethod: 'cash_on_delivery',
    items: [{ product: P.jbl, variation: 0, quantity: 1 }],
    ...overrides,
  };
}

export const placeOrder = (body: unknown, token?: string) => call('POST', '/orders/create', { body, token });

export async function countRows(table: string, where = '1=1', ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`select count(*) n from ${table} where ${where}`)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Writes an offer straight into D1 (accepted, for 2 units of the fertiliser at $31.50, by the seeded buyer
 * unless `fields` say otherwise), skipping the negotiation the offer tests cover.
 */
export async function insertOffer(fields: Partial<Record<string, unknown>> = {}): Promise<{ uuid: string; id: number }> {
  const offer = {
    uuid: crypto.randomUUID(),
    product_id: P.fertiliser,
    variation_id: 0,
    business_id: await businessId('midlands-agri-supplies'),
    buyer_id: 19,
    buyer_name: 'Chiedza Mavhunga',
    buyer_phone: '263772146318',
    quantity: 2,
    amount_cents: 3150,
    status: 'accepted',
    last_actor: 'seller',
    expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    created_at: '2026-06-01T00:00:00.000Z',
    updated_at: '2026-06-01T00:00:00.000Z',
    ...fields,
  };
  const cols = Object.keys(offer);
  await env.DB.prepare(`insert into offers (${cols.join(', ')}) values (${cols.map(() => '?').join(', ')})`)
    .bind(...Object.values(offer))
    .run();
  const row = await env.DB.prepare('select id from offers where uuid = ?').bind(offer.uuid).first<{ id: number }>();
  return { uuid: offer.uuid, id: row!.id };
}
