/**
 * Buying an accepted offer at the agreed price through the pages: from the WhatsApp/SMS link (phone, no login)
 * and from the account inbox; and who may open what.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { insertOffer } from './support/buying';
import { page } from './support/http';
import { loginAs, visit } from './support/session';

const GUEST_PHONE = '263771999888';
const guestOffer = () => insertOffer({ buyer_id: null, buyer_phone: GUEST_PHONE, buyer_name: 'Guest Buyer' });
/** React marks text boundaries with empty comments in server HTML; read the text as a person would. */
const text = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '');
const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

beforeEach(clearRateLimits);

describe('offer link page', () => {
  it('asks for the phone first and is never kept by a shared cache', async () => {
    const { uuid } = await guestOffer();
    const res = await page(`/offer/${uuid}`);
    expect(res.status).toBe(200);
    expect(res.html).toContain('Open your offer');
    expect(res.html).not.toContain('Agreed at');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a wrong phone gets "Failed to fetch offer" and nothing of the offer', async () => {
    const { uuid } = await guestOffer();
    const jar: Record<string, string> = {};
    const res = await visit(`/offer/${uuid}`, jar, form({ phone: '771000000' }));
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Failed to fetch offer');
    expect(html).not.toContain('Guest Buyer');
    expect(jar.musika_offer_link).toBeUndefined();
  });

  it('the right phone (typed the local way) opens it, and the phone is remembered for this offer only', async () => {
    const { uuid } = await guestOffer();
    const other = await guestOffer();
    const jar: Record<string, string> = {};
    const posted = await visit(`/offer/${uuid}`, jar, form({ phone: '0771 999 888' }));
    expect(posted.status).toBe(302);
    expect(posted.headers.get('location')).toBe(`/offer/${uuid}`);
    expect(posted.headers.get('set-cookie')).toMatch(/musika_offer_link=.*HttpOnly/i);
    const shown = await visit(`/offer/${uuid}`, jar);
    const html = await text(shown);
    expect(html).toContain('Agreed at $31.50 each');
    expect(html).toContain(`/checkout?offerLink=${uuid}`);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect(await (await visit(`/offer/${other.uuid}`, jar)).text()).toContain('Open your offer');
  });

  it('a malformed uuid is not found', async () => {
    expect((await page('/offer/%3Cscript%3E')).status).toBe(404);
  });
});

describe('buying an accepted offer at the agreed price', () => {
  it('a guest buys from the link: checkout shows the agreed price and the order is priced by the offer', async () => {
    const { uuid, id } = await guestOffer();
    const jar: Record<string, string> = {};
    expect((await visit(`/checkout?offerLink=${uuid}`, jar)).headers.get('location')).toBe(`/offer/${uuid}`);
    await visit(`/offer/${uuid}`, jar, form({ phone: '771999888' }));
    const checkout = await text(await visit(`/checkout?offerLink=${uuid}`, jar));
    expect(checkout).toContain('the price you agreed');
    expect(checkout).toContain('$63.00');
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(checkout)![1];
    const placed = await visit(
      '/checkout',
      jar,
      form({ idempotencyKey: key, offerLink: uuid, name: 'Guest Buyer', phone: '771999888', fulfilment: 'COLLECTION' }),
    );
    expect(placed.status).toBe(302);
    expect(placed.headers.get('location')).toMatch(/^\/thank-you/);
    const item = await env.DB.prepare('select unit_price_cents as unit, quantity from order_items where offer_id = ?')
      .bind(id)
      .first<{ unit: number; quantity: number }>();
    expect(item).toEqual({ unit: 3150, quantity: 2 });
    // Bought: the link page says so and checkout for it leads back there.
    expect(await text(await visit(`/offer/${uuid}`, jar))).toContain('Bought at $31.50 each');
    expect((await visit(`/checkout?offerLink=${uuid}`, jar)).headers.get('location')).toBe(`/offer/${uuid}`);
  });

  it('a buyer buys from the inbox, and nobody else can open checkout for that offer', async () => {
    const { id } = await insertOffer();
    const { jar } = await loginAs('buyer');
    const checkout = await text(await visit(`/checkout?offer=${id}`, jar));
    expect(checkout).toContain('Buy at the agreed price');
    expect(checkout).toContain('$63.00');
    const vendor = await loginAs('vendor');
    expect((await visit(`/checkout?offer=${id}`, vendor.jar)).status).toBe(404);
  });

  it('an offer that is not accepted cannot be checked out: back to the offer', async () => {
    const { id } = await insertOffer({ status: 'pending', last_actor: 'buyer' });
    const { jar } = await loginAs('buyer');
    expect((await visit(`/checkout?offer=${id}`, jar)).headers.get('location')).toBe(`/account/inbox/offers/${id}`);
  });
});
