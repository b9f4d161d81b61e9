/**
 * Social sign-in against the real Worker, its D1 and the in-process OIDC sandbox (issue 32 §6): new buyers, the
 * refusals the flow itself makes (state, replayed nonce, unverified e-mail, PKCE), linking with the password, and
 * the sign-in methods of account settings. The ID token rules (signature, iss, aud, exp, nonce) are unit tests
 * (backend/social-sign-in/id-token.test.ts).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { authResult } from '../../schema/rest/auth';
import { SOCIAL_MESSAGES } from '../../schema/rest/social-sign-in';
import { call, clearRateLimits, SEEDED } from './support/accounts';
import { gql, page } from './support/http';
import { consent, finish, link, signIn, start } from './support/social-sign-in';
import { SELF } from './support/worker';
import worker from '../../server';
import type { Env } from '../../server/env';

beforeEach(clearRateLimits);

const userByEmail = (email: string) =>
  env.DB.prepare('select id, roles, password_hash from users where email = ?')
    .bind(email)
    .first<{ id: number; roles: string; password_hash: string }>();

describe('signing in through the OIDC sandbox', () => {
  it('makes a buyer account with a verified e-mail for a new person, and signs the same person in to it again', async () => {
    const first = await signIn('google', 'new-buyer');
    expect(first.status).toBe(200);
    const session = authResult.parse(first.json.data);
    expect(session.user).toMatchObject({ email: 'farai.gumbo@example.com', firstName: 'Farai', lastName: 'Gumbo' });
    expect(session.roles).toEqual(['buyer']);
    expect((await userByEmail('farai.gumbo@example.com'))?.password_hash).toBe('');
    const again = await signIn('google', 'new-buyer');
    expect(authResult.parse(again.json.data).userId).toBe(session.userId);
  });

  it('refuses an unverified e-mail, and makes no account', async () => {
    const { status, json } = await signIn('google', 'unverified');
    expect(status).toBe(403);
    expect(json.message).toBe(SOCIAL_MESSAGES.unverifiedEmail);
    expect(await userByEmail('tapiwa.unverified@example.com')).toBeNull();
  });

  it('refuses a replayed nonce: the same answer finished a second time', async () => {
    const first = await signIn('facebook', 'new-buyer');
    expect(first.status).toBe(200);
    const replay = await finish('facebook', first.state, first.code);
    expect(replay.status).toBe(403);
    expect(replay.json.message).toBe(SOCIAL_MESSAGES.replayed);
  });

  it('refuses a mismatched state: one this site never issued, or one of another provider', async () => {
    const { authorizeUrl, state } = await start('google');
    const code = await consent(authorizeUrl, 'new-buyer');
    const unknown = await finish('google', 'a-state-nobody-issued-aaaaaaaaaaaaaaaaaaaaaa', code);
    expect(unknown.status).toBe(403);
    expect(unknown.json.message).toBe(SOCIAL_MESSAGES.state);
    const otherProvider = await finish('facebook', state, code);
    expect(otherProvider.json.message).toBe(SOCIAL_MESSAGES.state);
  });

  it('refuses a code whose PKCE verifier does not match (the sandbox token endpoint checks it)', async () => {
    const { authorizeUrl } = await start('google');
    const code = await consent(authorizeUrl, 'new-buyer');
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://127.0.0.1:8787/login/with/google/callback/',
      client_id: 'musika-sandbox-google',
      client_secret: 'musika-sandbox-google-secret',
      code_verifier: 'x'.repeat(43),
    });
    const answer = await SELF.fetch('http://127.0.0.1:8787/oidc-sandbox/google/token', { method: 'POST', body: form });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.stringContaining('PKCE') });
  });

  it('refuses a callback address on another site', async () => {
    const { status, json } = await call('POST', '/auth/social/start', { body: { provider: 'google', redirectUri: 'https://evil.example/cb' } });
    expect(status).toBe(400);
    expect(json.message).toBe(SOCIAL_MESSAGES.badRedirect);
  });
});

describe('linking an existing account', () => {
  it('requires the password when the account has one, once, and then signs in directly', async () => {
    const first = await signIn('google', 'seeded-buyer');
    expect(first.status).toBe(200);
    const { linkRequired } = first.json.data;
    expect(linkRequired).toMatchObject({ provider: 'google', email: SEEDED.buyer.email });
    const wrong = await link(linkRequired.linkKey, 'not-the-password');
    expect(wrong.status).toBe(403);
    expect(wrong.json.message).toBe(SOCIAL_MESSAGES.wrongPassword);
    const right = await link(linkRequired.linkKey, SEEDED.buyer.password);
    expect(right.status).toBe(200);
    expect(authResult.parse(right.json.data).user.email).toBe(SEEDED.buyer.email);
    const reused = await link(linkRequired.linkKey, SEEDED.buyer.password);
    expect(reused.json.message).toBe(SOCIAL_MESSAGES.linkExpired);
    const later = await signIn('google', 'seeded-buyer');
    expect(authResult.parse(later.json.data).user.email).toBe(SEEDED.buyer.email);
  });
});

describe('sign-in methods in account settings', () => {
  it('refuses unlinking the last sign-in method (no password, one provider), and allows it with another left', async () => {
    const made = await signIn('google', 'new-buyer');
    const token = authResult.parse(made.json.data).token;
    const unlinkGoogle = () => call('POST', '/me/sign-in-methods/unlink', { body: { provider: 'google' }, token });
    await env.DB.prepare("delete from social_identities where provider = 'facebook'").run();
    const refused = await unlinkGoogle();
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(SOCIAL_MESSAGES.lastMethod);
    // The same verified address through Facebook: the account has no password, so it is linked at once.
    expect((await signIn('facebook', 'new-buyer')).status).toBe(200);
    const removed = await unlinkGoogle();
    expect(removed.status).toBe(200);
    expect(removed.json.data).toMatchObject({ hasPassword: false, providers: [{ provider: 'facebook', email: 'farai.gumbo@example.com' }] });
  });

  it('answers the viewer its sign-in methods and the unlink refusal through GraphQL', async () => {
    const made = await signIn('google', 'new-buyer');
    const auth = { authorization: `Bearer ${authResult.parse(made.json.data).token}` };
    await env.DB.prepare("delete from social_identities where provider = 'facebook'").run();
    const read = await gql('{ viewer { signInMethods { hasPassword providers { provider email } } } }', {}, auth);
    expect(read.data.viewer.signInMethods).toEqual({ hasPassword: false, providers: [{ provider: 'GOOGLE', email: 'farai.gumbo@example.com' }] });
    const unlink = await gql(
      'mutation($input: UnlinkSocialProviderInput!) { unlinkSocialProvider(input: $input) { signInMethods { hasPassword } userErrors { message } } }',
      { input: { provider: 'GOOGLE' } },
      auth,
    );
    expect(unlink.data.unlinkSocialProvider).toEqual({ signInMethods: null, userErrors: [{ message: SOCIAL_MESSAGES.lastMethod }] });
  });
});

describe('the sign-in pages', () => {
  it('offer "Continue with Google" and "Continue with Facebook" as plain links on /login/ and /register/', async () => {
    for (const path of ['/login/', '/register/']) {
      const { html } = await page(path);
      expect(html).toContain('href="/login/with/google/"');
      expect(html).toContain('Continue with Facebook');
    }
  });

  it('refuse a callback whose state this browser did not save, before the code is used', async () => {
    const { status, html } = await page('/login/with/google/callback/?state=forged&code=anything');
    expect(status).toBe(403);
    expect(html).toContain('state mismatch');
  });
});

/** The Worker as a public deployment would run it (an https PUBLIC_ORIGIN), with `vars` on top. */
async function onPublicSite(path: string, vars: Record<string, string> = {}) {
  const publicEnv = { ...env, PUBLIC_ORIGIN: 'https://musika.example', PAYNOW_SANDBOX_ON_PUBLIC_SITE: 'true', ...vars } as unknown as Env;
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://musika.example${path}`, { headers: { host: 'musika.example' } }), publicEnv, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, text: await response.text() };
}

describe('the OIDC sandbox on a public origin', () => {
  it('is refused (no endpoints, no buttons) unless OIDC_SANDBOX=demo enables it for a demo', async () => {
    expect((await onPublicSite('/oidc-sandbox/google/jwks')).status).toBe(404);
    expect((await onPublicSite('/login/')).text).not.toContain('Continue with Google');
    const demo = await onPublicSite('/oidc-sandbox/google/.well-known/openid-configuration', { OIDC_SANDBOX: 'demo' });
    expect(demo.status).toBe(200);
    expect(JSON.parse(demo.text)).toMatchObject({ issuer: 'https://musika.example/oidc-sandbox/google', code_challenge_methods_supported: ['S256'] });
    expect((await onPublicSite('/login/', { OIDC_SANDBOX: 'demo' })).text).toContain('Continue with Google');
  });
});
