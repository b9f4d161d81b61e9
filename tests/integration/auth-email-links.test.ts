/**
 * Links in e-mails are absolute, built from the configured public origin (PUBLIC_ORIGIN), so they open from a
 * mail client; never from the request's Host, which any caller can set. Each kind of e-mail the API sends is
 * checked as a mail client would see it: the link parses with no base URL and leads to the right page.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits, outboxFor, SEEDED, type OutboxKind } from './support/accounts';
import { backendCall } from './support/backend-call';

beforeEach(async () => {
  await clearRateLimits();
  await env.DB.batch([env.DB.prepare('delete from login_backoff'), env.DB.prepare('delete from outbox')]);
});

// A public origin runs on the Paynow sandbox only when it says it is a demo (schema/config/paynow-config.ts).
const PUBLIC = { PUBLIC_ORIGIN: 'https://musika.co.zw', PAYNOW_SANDBOX_ON_PUBLIC_SITE: 'true' };

/** The links of the newest e-mail of that kind to that address, parsed without a base (throws if relative). */
async function linksOf(email: string, kind: OutboxKind): Promise<URL[]> {
  const mail = (await outboxFor(email, kind)).at(-1);
  if (!mail) throw new Error(`no ${kind} e-mail to ${email}`);
  return (mail.body.match(/\S+:\/\/\S+|\/(?:login|password-reset)\/\S*/g) ?? []).map((link) => new URL(link));
}

const send = (path: string, body: unknown, headers: Record<string, string> = {}) => backendCall('POST', path, { body, vars: PUBLIC, headers });

describe('links in e-mails', () => {
  it('makes the password reset link absolute, on the configured origin', async () => {
    await send('/auth/reset', { email: SEEDED.buyer.email });
    const [link] = await linksOf(SEEDED.buyer.email, 'password_reset');
    expect(link.origin).toBe('https://musika.co.zw');
    expect(link.pathname).toBe('/password-reset/');
    expect(link.searchParams.get('login')).toBe(SEEDED.buyer.email);
    expect(link.searchParams.get('key')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('makes the login link absolute, on the configured origin', async () => {
    await send('/auth/token', { email: SEEDED.vendor.email });
    const [link] = await linksOf(SEEDED.vendor.email, 'login_link');
    expect(link.href).toMatch(/^https:\/\/musika\.co\.zw\/login\/\?email=vendor@musika\.co\.zw&key=[A-Za-z0-9_-]{43}$/);
  });

  it('makes the registration, account-exists and unlock links absolute too', async () => {
    const registration = { password: 'Mbare#Musika26', whatsAppNumber: '263771234567', firstName: 'Rudo', lastName: 'Moyo', accountType: 'buyer' };
    await send('/register', { ...registration, email: 'rudo.links@example.co.zw' });
    await send('/register', { ...registration, email: SEEDED.subscribed.email });
    for (let i = 0; i < 5; i++) await send('/auth/token', { username: SEEDED.newVendor.email, password: 'wrong-password' });
    const links = [
      ...(await linksOf('rudo.links@example.co.zw', 'confirm_registration')),
      ...(await linksOf(SEEDED.subscribed.email, 'account_exists')),
      ...(await linksOf(SEEDED.newVendor.email, 'account_unlock')),
    ];
    expect(links.map((l) => l.pathname)).toEqual(['/login/', '/login/', '/password-reset/', '/login/']);
    for (const link of links) expect(link.origin).toBe('https://musika.co.zw');
  });

  it("never takes the origin from the request's Host or Origin headers", async () => {
    await send(
      '/auth/reset',
      { email: SEEDED.buyer.email },
      { host: 'evil.example', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    );
    const [link] = await linksOf(SEEDED.buyer.email, 'password_reset');
    expect(link.origin).toBe('https://musika.co.zw');
  });

  it("uses wrangler.toml's local origin when nothing else is configured", async () => {
    await backendCall('POST', '/auth/reset', { body: { email: SEEDED.buyer.email } });
    const [link] = await linksOf(SEEDED.buyer.email, 'password_reset');
    expect(link.origin).toBe((env as unknown as Record<string, string>).PUBLIC_ORIGIN);
  });
});
