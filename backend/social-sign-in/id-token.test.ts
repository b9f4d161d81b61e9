/**
 * ID token verification, rule by rule (OpenID Connect Core §3.1.3.7): each test signs a token with a real RS256
 * key (WebCrypto, as the sandbox does) that breaks one rule, and expects that rule's message.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_MESSAGES } from '../../schema/rest/social-sign-in';
import { LEEWAY_SECONDS, verifyIdToken, type Expected } from './id-token';
import { generateSigningKey, signJwt, type SigningKey } from './jwt';

const NOW = new Date('2026-11-27T09:00:00Z');
const NOW_S = NOW.getTime() / 1000;
const ISSUER = 'https://accounts.google.com';
const CLIENT = 'musika-client-id';
const NONCE = 'nonce-of-this-attempt';

let key: SigningKey;
let stranger: SigningKey;

beforeAll(async () => {
  [key, stranger] = await Promise.all([generateSigningKey(), generateSigningKey()]);
});

const claims = (over: Record<string, unknown> = {}) => ({
  iss: ISSUER,
  sub: '1234567890',
  aud: CLIENT,
  iat: NOW_S - 10,
  exp: NOW_S + 3600,
  nonce: NONCE,
  email: 'farai@example.com',
  email_verified: true,
  ...over,
});

const expected = (over: Partial<Expected> = {}): Expected => ({
  issuers: [ISSUER],
  audience: CLIENT,
  nonce: NONCE,
  now: NOW,
  keys: async (kid) => [key.publicJwk].filter((k) => kid === undefined || k.kid === kid),
  ...over,
});

describe('verifyIdToken', () => {
  it('accepts a token signed by the provider for this client and attempt, and answers its claims', async () => {
    const verified = await verifyIdToken(await signJwt(claims(), key), expected());
    expect(verified).toMatchObject({ sub: '1234567890', email: 'farai@example.com', email_verified: true });
  });

  it('refuses a forged signature: a token signed by another key under the provider key id', async () => {
    const forged = await signJwt(claims(), { ...stranger, kid: key.kid });
    await expect(verifyIdToken(forged, expected())).rejects.toThrow(SOCIAL_MESSAGES.signature);
  });

  it('refuses a forged signature: claims changed after signing', async () => {
    const [header, , signature] = (await signJwt(claims(), key)).split('.');
    const tampered = btoa(JSON.stringify(claims({ sub: 'someone-else' })))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    await expect(verifyIdToken(`${header}.${tampered}.${signature}`, expected())).rejects.toThrow(SOCIAL_MESSAGES.signature);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const part = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '');
    await expect(verifyIdToken(`${part({ alg: 'none' })}.${part(claims())}.`, expected())).rejects.toThrow(SOCIAL_MESSAGES.signature);
  });

  it('refuses a wrong aud: a token issued for another client', async () => {
    await expect(verifyIdToken(await signJwt(claims({ aud: 'another-site' }), key), expected())).rejects.toThrow(SOCIAL_MESSAGES.audience);
  });

  it('refuses a wrong aud: several audiences whose authorised party is another client', async () => {
    const token = await signJwt(claims({ aud: [CLIENT, 'another-site'], azp: 'another-site' }), key);
    await expect(verifyIdToken(token, expected())).rejects.toThrow(SOCIAL_MESSAGES.audience);
  });

  it('refuses a wrong iss: a token from another issuer, even signed with a trusted key', async () => {
    await expect(verifyIdToken(await signJwt(claims({ iss: 'https://evil.example' }), key), expected())).rejects.toThrow(SOCIAL_MESSAGES.issuer);
  });

  it('refuses an expired token past the leeway, and accepts one within it', async () => {
    const expired = await signJwt(claims({ exp: NOW_S - LEEWAY_SECONDS - 1 }), key);
    await expect(verifyIdToken(expired, expected())).rejects.toThrow(SOCIAL_MESSAGES.expired);
    const justExpired = await signJwt(claims({ exp: NOW_S - LEEWAY_SECONDS + 5 }), key);
    await expect(verifyIdToken(justExpired, expected())).resolves.toMatchObject({ sub: '1234567890' });
  });

  it('refuses a token issued in the future beyond the leeway (the injected clock decides)', async () => {
    const early = await signJwt(claims({ iat: NOW_S + LEEWAY_SECONDS + 30 }), key);
    await expect(verifyIdToken(early, expected())).rejects.toThrow(SOCIAL_MESSAGES.notYetValid);
    await expect(verifyIdToken(early, expected({ now: new Date(NOW.getTime() + 60_000) }))).resolves.toBeTruthy();
  });

  it("refuses a nonce mismatch: a token carrying another attempt's nonce, or none", async () => {
    await expect(verifyIdToken(await signJwt(claims({ nonce: 'an-older-attempt' }), key), expected())).rejects.toThrow(SOCIAL_MESSAGES.nonce);
    await expect(verifyIdToken(await signJwt(claims({ nonce: undefined }), key), expected())).rejects.toThrow(SOCIAL_MESSAGES.nonce);
  });

  it('refuses text that is not a JWT', async () => {
    await expect(verifyIdToken('not-a-token', expected())).rejects.toThrow(SOCIAL_MESSAGES.malformed);
  });
});
