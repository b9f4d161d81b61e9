/** POST /profile, GET /subscriptions/packages and the newsletter sign-up (POST /subscribe). */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, subscribeNewsletter, subscriptionPackages, updateProfile } from '../../schema/rest/auth';
import { call, clearRateLimits, loginToken, SEEDED, TEN_KB } from './support/accounts';

beforeEach(clearRateLimits);

const BILLING = {
  company: 'Gumbo Traders',
  address1: '22 Josiah Chinamano Avenue',
  address2: null,
  suburb: 'Milton Park',
  city: 'Harare',
  province: 'Harare Metropolitan',
  phone: '263712345678',
};

describe('POST /profile', () => {
  it('needs a bearer token', async () => {
    const { status, json } = await call('POST', '/profile', { body: { firstName: 'Rudo' } });
    expect(status).toBe(401);
    expect(json.message).toBe(AUTH_MESSAGES.notLoggedIn);
  });

  it('updates only the given fields and answers the whole profile', async () => {
    const token = await loginToken(SEEDED.newVendor.email, SEEDED.newVendor.password);
    const { status, json } = await call('POST', '/profile', {
      token,
      body: { displayName: 'Nyaradzo C.', whatsAppNumber: '263789876543', billing: BILLING },
    });
    expect(status).toBe(200);
    const profile = updateProfile.data.parse(json.data);
    expect(profile).toMatchObject({
      email: SEEDED.newVendor.email,
      firstName: 'Nyaradzo',
      lastName: 'Chirwa',
      displayName: 'Nyaradzo C.',
      whatsAppNumber: '263789876543',
      billing: BILLING,
    });
    const session = await call('GET', '/me', { token });
    expect(session.json.data.displayName).toBe('Nyaradzo C.');
    expect(session.json.data.user.billing).toEqual(BILLING);
  });

  it('fills billing defaults (nulls) for optional billing fields left out', async () => {
    const token = await loginToken(SEEDED.subscribed.email, SEEDED.subscribed.password);
    const { json } = await call('POST', '/profile', { token, body: { billing: { address1: '5 Main Street', city: 'Gweru' } } });
    expect(json.data.billing).toEqual({
      company: null,
      address1: '5 Main Street',
      address2: null,
      suburb: null,
      city: 'Gweru',
      province: null,
      phone: null,
    });
  });

  it('answers an empty update with the unchanged profile', async () => {
    const token = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    const { status, json } = await call('POST', '/profile', { token, body: {} });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ email: SEEDED.buyer.email, displayName: 'Chiedza Mavhunga' });
    expect(json.data.billing).toMatchObject({ city: 'Harare' });
  });

  it('validates phone numbers as 263 followed by 9 digits after the phone helper, for WhatsApp and billing', async () => {
    const token = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    const cases: [unknown, string][] = [
      [{ whatsAppNumber: '077212345' }, 'whatsAppNumber: Enter a Zimbabwean number: +263 followed by 9 digits'],
      [{ whatsAppNumber: '+27821234567' }, 'whatsAppNumber: Enter a Zimbabwean number: +263 followed by 9 digits'],
      [{ billing: { ...BILLING, phone: '263 77 212 34567' } }, 'billing.phone: Enter a Zimbabwean number: +263 followed by 9 digits'],
    ];
    for (const [body, message] of cases) {
      const { status, json } = await call('POST', '/profile', { token, body });
      expect(status).toBe(400);
      expect(json.message).toBe(message);
    }
    const unchanged = await call('GET', '/me', { token });
    expect(unchanged.json.data.user.whatsAppNumber).toBe('263772146318');
  });

  it('phone helper: 0…, +263… and 263… are the same number, stored as 263 and 9 digits (spec §5)', async () => {
    const token = await loginToken(SEEDED.newVendor.email, SEEDED.newVendor.password);
    for (const typed of ['0772123456', '+263772123456', '263 77 212 3456']) {
      const { status, json } = await call('POST', '/profile', { token, body: { whatsAppNumber: typed, billing: { ...BILLING, phone: typed } } });
      expect(status, typed).toBe(200);
      expect(json.data.whatsAppNumber).toBe('263772123456');
      expect(json.data.billing.phone).toBe('263772123456');
    }
  });

  it('answers 10 KB fields, blank names and malformed JSON with 400 and a clear message', async () => {
    const token = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    const cases: [unknown, string | RegExp][] = [
      [{ firstName: TEN_KB }, 'firstName: First name is too long'],
      [{ displayName: '  ' }, 'displayName: Display name is required'],
      [{ billing: { ...BILLING, address1: TEN_KB } }, /^billing\.address1: /],
      [{ billing: { ...BILLING, city: '' } }, 'billing.city: City is required'],
      ['{"firstName": ', 'The request body is not valid JSON'],
    ];
    for (const [body, message] of cases) {
      const { status, json } = await call('POST', '/profile', { token, body });
      expect(status).toBe(400);
      expect(json.message).toMatch(message);
    }
  });
});

describe('GET /subscriptions/packages', () => {
  it('lists the three packages cheapest first with capabilities and limits', async () => {
    const { status, json } = await call('GET', '/subscriptions/packages');
    expect(status).toBe(200);
    const { load } = subscriptionPackages.data.parse(json.data);
    expect(load.map((p) => [p.slug, p.priceCents, p.months])).toEqual([
      ['starter', 500, 1],
      ['business', 1500, 1],
      ['enterprise', 4000, 1],
    ]);
    expect(load[2].capabilities).toEqual(['create_products', 'manage_orders', 'run_ads', 'receive_offers', 'bulk_upload', 'staff']);
    expect(load[2].limits).toEqual({ products: -1, businesses: 5, ads: 50 });
    expect(load[0].limits).toEqual({ products: 25, businesses: 1, ads: 0 });
  });
});

describe('POST /subscribe (newsletter)', () => {
  it('signs an address up once however often, and in whatever case, it is sent', async () => {
    for (const email of ['rutendo@example.co.zw', 'Rutendo@Example.co.zw', ' rutendo@example.co.zw ']) {
      const { status, json } = await call('POST', '/subscribe', { body: { email } });
      expect(status).toBe(200);
      expect(subscribeNewsletter.data.parse(json.data)).toEqual({ subscribed: true });
    }
    const { n } = (await env.DB.prepare("select count(*) n from newsletter_subscribers where email = 'rutendo@example.co.zw'").first<{
      n: number;
    }>())!;
    expect(n).toBe(1);
  });

  it('refuses an invalid or over-long address with 400', async () => {
    for (const [email, message] of [
      ['not-an-email', 'email: Email is invalid'],
      [`${TEN_KB}@example.co.zw`, 'email: Email is too long'],
    ]) {
      const { status, json } = await call('POST', '/subscribe', { body: { email } });
      expect(status).toBe(400);
      expect(json.message).toBe(message);
    }
  });
});
