/**
 * The offline queue's replay, POST /cart-sync (issue 33 §2, decision 029): a change made offline goes through the
 * same cart rules as the cart action, and the answer says what changed since the buyer's offline copy.
 */
import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { P, product } from './support/buying';

const ORIGIN = 'http://musika.test';
let stock: number | null = null;

beforeEach(async () => {
  await clearRateLimits();
});
afterEach(async () => {
  if (stock !== null) await env.DB.prepare('update products set stock_quantity = ? where id = ?').bind(stock, P.jbl).run();
  stock = null;
});

const sync = (entry: unknown, cookie = '') =>
  SELF.fetch(`${ORIGIN}/cart-sync`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(entry),
  });

describe('POST /cart-sync', () => {
  it('adds to an anonymous cart (its cookie) and names a price other than the one seen', async () => {
    const jbl = await product(P.jbl);
    const seen = Number(jbl.price_cents) - 500;
    const response = await sync({ kind: 'cart', productId: String(P.jbl), quantity: 1, slug: jbl.slug, seenPriceCents: seen });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^musika_cart=/);
    const { ok, message } = (await response.json()) as { ok: boolean; message: string };
    expect(ok).toBe(true);
    expect(message).toContain(`${jbl.name} is in your cart, but its price changed:`);
    expect(message).toContain(' when you saw it).');
  });

  it('says a product sold out since the offline copy was not added', async () => {
    const jbl = await product(P.jbl);
    stock = jbl.stock_quantity as number;
    await env.DB.prepare('update products set stock_quantity = 0 where id = ?').bind(P.jbl).run();
    const response = await sync({ kind: 'cart', productId: String(P.jbl), quantity: 1, slug: jbl.slug });
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe(`From your changes made offline: ‘${jbl.name}’ is out of stock and was removed from your cart.`);
  });

  it('keeps no favourite for a visitor who is not logged in, and says why', async () => {
    const response = await sync({ kind: 'wishlist', intent: 'add', productId: String(P.jbl) });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(/^Log in to keep favourites/);
  });

  it('refuses what it cannot read', async () => {
    const response = await sync({ kind: 'cart', productId: 'x' });
    expect(response.status).toBe(422);
  });

  it('answers in the language of the page that queued the change (its cookie), the cart’s own words too', async () => {
    const jbl = await product(P.jbl);
    stock = jbl.stock_quantity as number;
    await env.DB.prepare('update products set stock_quantity = 0 where id = ?').bind(P.jbl).run();
    const soldOut = await sync({ kind: 'cart', productId: String(P.jbl), quantity: 1, slug: jbl.slug }, 'lang=sn');
    expect(((await soldOut.json()) as { message: string }).message).toBe(
      `Kubva pashanduko dzawakaita usina indaneti: ‘${jbl.name}’ chapera uye chabviswa mutswanda rako.`,
    );
    const loggedOut = await sync({ kind: 'wishlist', intent: 'add', productId: String(P.jbl) }, 'lang=nd');
    expect(((await loggedOut.json()) as { message: string }).message).toMatch(/^Ngena ukuze ugcine okuthandayo/);
    const unreadable = await sync({ kind: 'cart', productId: 'x' }, 'lang=sn');
    expect(((await unreadable.json()) as { message: string }).message).toBe(
      'Shanduko yakachengetwa usina indaneti haina kuverengeka, saka haina kutumirwa.',
    );
  });
});
