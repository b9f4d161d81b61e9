/**
 * The free trial and the custom package request (issue #11 item 5): a trial once for accounts with canTrial,
 * activating like a paid package (spec §4); expiry; the custom request mailed to sales (POST /notifications).
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { me } from '../../schema/rest/auth';
import { call, clearRateLimits, loginToken, SEEDED } from './support/accounts';
import { subscriptionsOf, userRow } from './support/payments-flow';
import { expectNewestKeyed } from './support/notification-keys';

beforeEach(clearRateLimits);

describe('POST /subscriptions/trial', () => {
  it('starts a 14-day trial of the entry package once, and clears canTrial', async () => {
    const token = await loginToken(SEEDED.newVendor.email, SEEDED.newVendor.password);
    const first = await call('POST', '/subscriptions/trial', { token, body: {} });
    expect(first.status).toBe(200);
    expect(first.json.data.subscription).toMatchObject({ status: 'active', packageId: 1 });
    const days = (Date.parse(first.json.data.subscription.endsAt) - Date.parse(first.json.data.subscription.startedAt)) / 86_400_000;
    expect(days).toBe(14);
    const session = me.data.parse((await call('GET', '/me', { token })).json.data);
    expect(session.package?.slug).toBe('starter');
    expect(session.permissions).toEqual(['perm_create_products', 'perm_manage_orders']);
    expect(session.canTrial).toBe(false);

    const again = await call('POST', '/subscriptions/trial', { token, body: {} });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Your free trial has already been used');
    const user = await userRow(SEEDED.newVendor.email);
    expect(await subscriptionsOf(user!.id)).toHaveLength(1);
    const told = await expectNewestKeyed(user!.id, 'subscription_trial', 'trialStarted');
    expect(told.title).toBe('Your 14-day Starter trial has started');
  });

  it('concurrent trial requests start one trial', async () => {
    const token = await loginToken(SEEDED.newVendor.email, SEEDED.newVendor.password);
    const user = await userRow(SEEDED.newVendor.email);
    await env.DB.prepare('update users set can_trial = 1 where id = ?').bind(user!.id).run();
    await env.DB.prepare('delete from user_subscriptions where user_id = ?').bind(user!.id).run();
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/subscriptions/trial', { token, body: {} })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await subscriptionsOf(user!.id)).toHaveLength(1);
  });

  it('an account without canTrial cannot start one', async () => {
    const token = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    const { status, json } = await call('POST', '/subscriptions/trial', { token, body: {} });
    expect(status).toBe(409);
    expect(json.message).toBe('Your free trial has already been used');
  });

  it('the trial is of the entry package unless the package says it offers one (no 14 days of Enterprise)', async () => {
    const token = await loginToken(SEEDED.newVendor.email, SEEDED.newVendor.password);
    const user = await userRow(SEEDED.newVendor.email);
    const fresh = () =>
      env.DB.batch([
        env.DB.prepare('update users set can_trial = 1 where id = ?').bind(user!.id),
        env.DB.prepare('delete from user_subscriptions where user_id = ?').bind(user!.id),
      ]);
    await fresh();
    const top = await env.DB.prepare('select id, slug from subscription_packages order by price_cents desc limit 1').first<{
      id: number;
      slug: string;
    }>();
    expect(top!.slug).not.toBe('starter');
    const refused = await call('POST', '/subscriptions/trial', { token, body: { packageId: top!.id } });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('This package has no free trial');
    expect(await subscriptionsOf(user!.id)).toHaveLength(0);
    expect(me.data.parse((await call('GET', '/me', { token })).json.data).canTrial).toBe(true);

    await env.DB.prepare('update subscription_packages set offers_trial = 1 where id = ?').bind(top!.id).run();
    try {
      const offered = await call('POST', '/subscriptions/trial', { token, body: { packageId: top!.id } });
      expect(offered.status).toBe(200);
      expect(offered.json.data.subscription).toMatchObject({ status: 'active', packageId: top!.id });
    } finally {
      await env.DB.prepare('update subscription_packages set offers_trial = 0 where id = ?').bind(top!.id).run();
    }
  });

  it('a subscription past its end is no longer active: no package, no permissions', async () => {
    const token = await loginToken(SEEDED.newVendor.email, SEEDED.newVendor.password);
    const user = await userRow(SEEDED.newVendor.email);
    await env.DB.prepare("update user_subscriptions set ends_at = '2026-01-01T00:00:00.000Z' where user_id = ?").bind(user!.id).run();
    const session = me.data.parse((await call('GET', '/me', { token })).json.data);
    expect(session.subscription).toBeNull();
    expect(session.permissions).toEqual([]);
  });
});

describe('POST /notifications (custom package request)', () => {
  it('e-mails the merged fields to sales and notifies the requester', async () => {
    const token = await loginToken(SEEDED.vendor.email, SEEDED.vendor.password);
    const body = {
      name: 'Tendai Moyo',
      email: 'tendai@example.co.zw',
      phone: '0772146318',
      company: 'Moyo Retail',
      businesses: 12,
      products: 5000,
      message: 'Twelve branches and staff accounts',
    };
    const { status, json } = await call('POST', '/notifications', { token, body });
    expect(status).toBe(200);
    expect(json.data).toEqual({ received: true, message: 'Thank you: our sales team will contact you within one working day.' });
    const mail = await env.DB.prepare("select * from outbox where kind = 'custom_package_request' order by id desc").first<{
      to_email: string;
      body: string;
    }>();
    expect(mail!.to_email).toBe('sales@musika.co.zw');
    expect(mail!.body).toContain('Moyo Retail');
    expect(mail!.body).toContain('+263772146318');
    expect(mail!.body).toContain('Products: 5000');
    await expectNewestKeyed((await userRow(SEEDED.vendor.email))!.id, 'custom_package_request', 'customPackage');
  });

  it('needs a login and a message', async () => {
    expect((await call('POST', '/notifications', { body: { name: 'A', email: 'a@b.co', message: 'x' } })).status).toBe(401);
    const token = await loginToken(SEEDED.vendor.email, SEEDED.vendor.password);
    const { status, json } = await call('POST', '/notifications', { token, body: { name: 'A', email: 'a@b.co', message: '' } });
    expect(status).toBe(400);
    expect(json.message).toBe('message: Tell us what you need');
  });
});
