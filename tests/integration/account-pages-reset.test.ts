/** Password reset and login links through the app's pages: request, the e-mailed link, a new password. */
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits, keyFromOutbox, SEEDED } from './support/accounts';
import { visit } from './support/session';

beforeEach(clearRateLimits);

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('password reset pages', () => {
  it('answers the same whether or not the account exists', async () => {
    const known = await visit('/password-reset/', {}, { method: 'POST', body: form({ intent: 'request', email: SEEDED.buyer.email }) });
    const unknown = await visit('/password-reset/', {}, { method: 'POST', body: form({ intent: 'request', email: 'nobody@example.co.zw' }) });
    const message = 'If an account exists for this email, we have sent a password reset link to it.';
    expect(await known.text()).toContain(message);
    expect(await unknown.text()).toContain(message);
  });

  it('sets a new password from the e-mailed link, once', async () => {
    await visit('/password-reset/', {}, { method: 'POST', body: form({ intent: 'request', email: SEEDED.buyer.email }) });
    const key = await keyFromOutbox(SEEDED.buyer.email, 'password_reset');
    const link = `/password-reset/?login=${encodeURIComponent(SEEDED.buyer.email)}&key=${encodeURIComponent(key)}`;
    expect(await (await visit(link, {})).text()).toContain('Choose a new password');

    const mismatch = await visit(
      link,
      {},
      {
        method: 'POST',
        body: form({ intent: 'set', login: SEEDED.buyer.email, key, password: 'Kopje#Harare1', passwordConfirmation: 'Kopje#Harare2' }),
      },
    );
    expect(await mismatch.text()).toContain('Passwords do not match');

    const done = await visit(
      link,
      {},
      {
        method: 'POST',
        body: form({ intent: 'set', login: SEEDED.buyer.email, key, password: 'Kopje#Harare1', passwordConfirmation: 'Kopje#Harare1' }),
      },
    );
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/login/?notice=reset');

    const login = await visit(
      '/login/',
      {},
      {
        method: 'POST',
        body: form({ intent: 'password', username: SEEDED.buyer.email, password: 'Kopje#Harare1' }),
      },
    );
    expect(login.status).toBe(302);
    // The key was used: the link now says so.
    expect(await (await visit(link, {})).text()).toContain('This password reset link is invalid or has expired.');
  });
});

describe('login link', () => {
  it('logs in from the e-mailed one-time link', async () => {
    const asked = await visit('/login/', {}, { method: 'POST', body: form({ intent: 'link', email: SEEDED.vendor.email }) });
    expect(await asked.text()).toContain('we have sent a login link');
    const key = await keyFromOutbox(SEEDED.vendor.email, 'login_link');
    const jar: Record<string, string> = {};
    const opened = await visit(`/login/?email=${encodeURIComponent(SEEDED.vendor.email)}&key=${encodeURIComponent(key)}`, jar);
    expect(opened.status).toBe(302);
    expect(jar.musika_session).toBeDefined();
    // The seeded vendor runs stores: a login that asked for no page lands on the dashboard (issue 31).
    expect(opened.headers.get('location')).toBe('/dashboard/');
  });
});
