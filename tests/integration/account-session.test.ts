/** GET /me: the session of spec §3 for each seeded account — businesses, subscription, permissions, limits. */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, me, type RestSession } from '../../schema/rest/auth';
import { call, clearRateLimits, loginToken, SEEDED } from './support/accounts';

beforeEach(clearRateLimits);

async function sessionOf(account: { email: string; password: string }): Promise<RestSession> {
  const token = await loginToken(account.email, account.password);
  const { status, json } = await call('GET', '/me', { token });
  expect(status).toBe(200);
  return me.data.parse(json.data);
}

describe('GET /me', () => {
  it('needs a bearer token: 401 "not logged in" without one', async () => {
    const { status, json } = await call('GET', '/me');
    expect(status).toBe(401);
    expect(json.message).toBe(AUTH_MESSAGES.notLoggedIn);
  });

  it("gives the seeded vendor the Business package's capabilities as perm_… permissions and its limits", async () => {
    const session = await sessionOf(SEEDED.vendor);
    expect(session.roles).toEqual(['buyer', 'vendor']);
    expect(session.permissions).toEqual(['perm_create_products', 'perm_manage_orders', 'perm_run_ads', 'perm_receive_offers']);
    expect(session.limits).toEqual({ products: 200, businesses: 2, ads: 10 });
    expect(session.package).toMatchObject({ slug: 'business', name: 'Business', priceCents: 1500, months: 1 });
    expect(session.subscription).toMatchObject({ status: 'active', packageId: session.package!.id });
    expect(session.subscription!.endsAt.startsWith('2027-12-31')).toBe(true);
    expect(session.canTrial).toBe(false);
  });

  it('lists the businesses the vendor owns with categories and ads balance in cents, and counts their products', async () => {
    const session = await sessionOf(SEEDED.vendor);
    expect(session.businessCount).toBe(2);
    expect(session.businesses.map((b) => b.slug).sort()).toEqual(['borrowdale-digital', 'eastlea-fashion-house']);
    for (const b of session.businesses) {
      expect(b.categories.length).toBeGreaterThan(0);
      expect(Number.isInteger(b.adsBalance)).toBe(true);
    }
    const ids = session.businesses.map((b) => b.bID);
    const { n } = (await env.DB.prepare(`select count(*) n from products where status = 'publish' and business_id in (${ids.join(',')})`).first<{
      n: number;
    }>())!;
    expect(n).toBeGreaterThan(0);
    expect(session.productCount).toBe(n);
    // The living demo seeds Borrowdale Digital's ads (scripts/seed/living-activity.mjs).
    const ads = (await env.DB.prepare(`select count(*) n from ads where business_id in (${ids.join(',')})`).first<{ n: number }>())!;
    expect(ads.n).toBeGreaterThan(0);
    expect(session.adsCount).toBe(ads.n);
  });

  it('gives a buyer no businesses, no subscription, no permissions and empty limits', async () => {
    const session = await sessionOf(SEEDED.buyer);
    expect(session).toMatchObject({
      roles: ['buyer'],
      businesses: [],
      businessCount: 0,
      productCount: 0,
      subscription: null,
      package: null,
      permissions: [],
      limits: {},
      canTrial: false,
      displayName: 'Chiedza Mavhunga',
    });
    expect(session.user.whatsAppNumber).toMatch(/^2637\d{8}$/);
    expect(Number.isNaN(Date.parse(session.userCreatedDate))).toBe(false);
  });

  it('lets a new vendor without a subscription start a trial (canTrial true)', async () => {
    const session = await sessionOf(SEEDED.newVendor);
    expect(session).toMatchObject({ roles: ['buyer', 'vendor'], canTrial: true, subscription: null, businesses: [], permissions: [] });
  });

  it('gives a subscribed vendor without a business the Starter permissions and limits', async () => {
    const session = await sessionOf(SEEDED.subscribed);
    expect(session.businesses).toEqual([]);
    expect(session.package?.slug).toBe('starter');
    expect(session.permissions).toEqual(['perm_create_products', 'perm_manage_orders']);
    expect(session.limits).toEqual({ products: 25, businesses: 1, ads: 0 });
    expect(session.canTrial).toBe(false);
  });

  it('ignores a subscription that has ended or is not active', async () => {
    const vendorId = (await env.DB.prepare('select id from users where email = ?').bind(SEEDED.vendor.email).first<number>('id'))!;
    await env.DB.prepare("update user_subscriptions set ends_at = '2026-01-01T00:00:00.000Z' where user_id = ?").bind(vendorId).run();
    const ended = await sessionOf(SEEDED.vendor);
    expect(ended).toMatchObject({ subscription: null, package: null, permissions: [], limits: {} });

    await env.DB.prepare("update user_subscriptions set ends_at = '2099-01-01T00:00:00.000Z', status = 'cancelled' where user_id = ?")
      .bind(vendorId)
      .run();
    expect((await sessionOf(SEEDED.vendor)).subscription).toBeNull();
    await env.DB.prepare("update user_subscriptions set ends_at = '2027-12-31T23:59:59.000Z', status = 'active' where user_id = ?")
      .bind(vendorId)
      .run();
  });
});
