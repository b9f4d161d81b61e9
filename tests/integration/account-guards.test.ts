/** Guards (spec §6) and the session cookie, end to end through the Worker's pages. */
import { SELF } from './support/worker';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { loginAs, visit } from './support/session';

// Every login here comes from the same (absent) IP; the rate limit is tested in auth-rate-limits.test.ts.
beforeEach(clearRateLimits);

describe('session cookie', () => {
  it('login stores the token in an HttpOnly, SameSite=Lax cookie and returns to the origin', async () => {
    const { response } = await loginAs('buyer', '/account/billing-details');
    expect(response.headers.get('location')).toBe('/account/billing-details');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('musika_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=\d+/i);
  });

  it('refuses to redirect to another site after login', async () => {
    const { response } = await loginAs('buyer', 'https://evil.example/phish');
    expect(response.headers.get('location')).toBe('/account');
  });

  it('a token the API no longer accepts logs the visitor out', async () => {
    const jar = { musika_session: btoa(JSON.stringify('not-a-real-token')) };
    const response = await visit('/', jar);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('musika_session=;') && /Max-Age=0/i.test(c))).toBe(true);
  });

  it('logout clears the token and the active business', async () => {
    const { jar } = await loginAs('vendor');
    await visit('/dashboard/', jar);
    expect(jar.musika_business).toBeDefined();
    const response = await visit('/logout/', jar, { method: 'POST' });
    expect(response.status).toBe(302);
    expect(jar.musika_session).toBeUndefined();
    expect(jar.musika_business).toBeUndefined();
    expect((await visit('/account', jar)).headers.get('location')).toBe('/login/?redirectTo=%2Faccount');
  });
});

describe('cookie-token check (spec §1)', () => {
  it("a logged-out visit picks up the API's own login cookie once", async () => {
    const api = await SELF.fetch('http://musika.test/wp-json/ezw/v1/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'buyer@musika.co.zw', password: 'Buyer#2026!' }),
    });
    const apiCookie = api.headers
      .getSetCookie()
      .find((c) => c.startsWith('ezw_session='))!
      .split(';')[0];
    const jar: Record<string, string> = { ezw_session: apiCookie.slice('ezw_session='.length) };
    const first = await visit('/', jar);
    expect(first.status).toBe(200);
    expect(jar.musika_session).toBeDefined();
    expect(jar.musika_ck).toBeDefined();
    expect((await visit('/account', jar)).status).toBe(200);
  });

  it('asks only once per visit, and not at all without an API cookie', async () => {
    const jar: Record<string, string> = { ezw_session: 'expired-or-unknown' };
    const first = await visit('/', jar);
    expect(first.headers.getSetCookie().some((c) => c.startsWith('musika_ck='))).toBe(true);
    expect(jar.musika_session).toBeUndefined();
    const second = await visit('/', jar);
    expect(second.headers.getSetCookie()).toEqual([]);
    const anonymous = await visit('/', {});
    expect(anonymous.headers.getSetCookie()).toEqual([]);
  });
});

describe('guards (spec §6)', () => {
  it('account routes send a logged-out visitor to login with the origin kept', async () => {
    const response = await visit('/account/billing-details?tab=1', {});
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login/?redirectTo=%2Faccount%2Fbilling-details%3Ftab%3D1');
  });

  it('account routes not built yet are guarded too', async () => {
    const path = '/account/add-new-product/promotion';
    expect((await visit(path, {})).headers.get('location')).toBe(`/login/?redirectTo=${encodeURIComponent(path)}`);
    const { jar } = await loginAs('buyer');
    expect((await visit(path, jar)).status).toBe(404);
  });

  it('dashboard routes send a logged-in non-vendor to the account page', async () => {
    const { jar } = await loginAs('buyer');
    const response = await visit('/dashboard/', jar);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account');
  });

  it('a vendor without an active business gets the first of their businesses', async () => {
    const { jar } = await loginAs('vendor');
    const first = await visit('/dashboard/orders/', jar);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/dashboard/orders/');
    expect(jar.musika_business).toBeDefined();
    // With the business active the guard lets them through.
    expect((await visit('/dashboard/orders/', jar)).status).toBe(200);
  });

  it('a vendor with no business but a subscription goes to the create-business page', async () => {
    const { jar } = await loginAs('subscribedVendor');
    expect((await visit('/dashboard/', jar)).headers.get('location')).toBe('/dashboard/settings/create-business');
  });

  it('a vendor with no business and no subscription goes to the account-subscriptions page', async () => {
    const { jar } = await loginAs('newVendor');
    expect((await visit('/dashboard/', jar)).headers.get('location')).toBe('/account/subscriptions');
  });
});

describe('account pages', () => {
  it('shows the account overview, settings, billing details and subscriptions to the user', async () => {
    const { jar } = await loginAs('vendor');
    for (const [path, text] of [
      ['/account', 'Your businesses'],
      ['/account/settings', 'Change password'],
      ['/account/billing-details', 'Save billing details'],
      ['/account/subscriptions', 'Enterprise'],
    ]) {
      const response = await visit(path, jar);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(text);
    }
  });

  it('saves billing details with the phone helper applied', async () => {
    const { jar } = await loginAs('buyer');
    const body = new URLSearchParams({
      company: '',
      address1: '12 Samora Machel Ave',
      address2: '',
      suburb: 'Avondale',
      city: 'Harare',
      province: '',
      phone: '0771234567',
    });
    const saved = await visit('/account/billing-details', jar, { method: 'POST', body });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('Billing details saved.');
    const page = await (await visit('/account/billing-details', jar)).text();
    expect(page).toContain('12 Samora Machel Ave');
    expect(page).toContain('value="771234567"');
  });

  it('registration checks that the passwords match', async () => {
    const body = new URLSearchParams({
      accountType: 'BUYER',
      firstName: 'Tatenda',
      lastName: 'Moyo',
      email: 'tatenda.moyo@example.co.zw',
      whatsAppNumber: '0772000111',
      password: 'Harare#2026',
      passwordConfirmation: 'Harare#2027',
    });
    const response = await visit('/register/', {}, { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Passwords do not match');
  });
});
