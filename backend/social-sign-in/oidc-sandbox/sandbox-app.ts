/**
 * An in-process OpenID Connect provider standing in for Google and Facebook where they are not configured
 * (schema/config/social-sign-in-config.ts): a discovery document, a JWKS, an authorize page with test people and a
 * consent button, and a token endpoint that checks the client, the redirect address and the PKCE verifier and
 * answers a real RS256-signed ID token. Mounted by the composition root (server.ts, server/services.ts) under
 * /oidc-sandbox/<provider>/ for browsers and handed to the backend as its provider fetch; it imports nothing of
 * the backend's routes, as a separate service would not. Codes live in D1 (oidc_sandbox_codes), one minute, once.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../schema/config/social-sign-in-config';
import { hashSecret, randomSecret } from '../../auth/encoding';
import { clockOf, type ClockCarrier } from '../../clock';
import { createDb } from '../../db/client';
import { signJwt } from '../jwt';
import { verifierMatches } from '../pkce';
import { oidcSandboxCodes } from '../social-tables';
import { CONSENT_CSS, renderConsentPage } from './consent-page';
import { personById, subjectOf } from './people';
import { OIDC_SANDBOX_PATH, sandboxClient } from './sandbox-clients';
import { sandboxSigningKey } from './signing-key';

export interface OidcSandboxBindings extends ClockCarrier {
  DB: D1Database;
  /** The site's origin: the only place codes are sent back to. */
  publicOrigin: string;
}

type SandboxContext = Context<{ Bindings: OidcSandboxBindings }>;

const CODE_TTL_MS = 60 * 1000;
const ID_TOKEN_TTL_S = 60 * 60;
const LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

export const oidcSandboxApp = new Hono<{ Bindings: OidcSandboxBindings }>({ strict: false }).basePath(OIDC_SANDBOX_PATH);

const providerOf = (c: SandboxContext): SocialProvider | null => {
  const p = c.req.param('provider');
  return (SOCIAL_PROVIDERS as readonly string[]).includes(p ?? '') ? (p as SocialProvider) : null;
};
const issuerOf = (c: SandboxContext, provider: SocialProvider) => `${c.env.publicOrigin}${OIDC_SANDBOX_PATH}/${provider}`;

/** The authorize request (RFC 6749 §4.1.1 with PKCE and OIDC's nonce), for this provider's sandbox client. */
const authorizeParams = (provider: SocialProvider, origin: string) =>
  z.object({
    response_type: z.literal('code', { errorMap: () => ({ message: 'response_type must be code' }) }),
    client_id: z.literal(sandboxClient(provider).clientId, { errorMap: () => ({ message: 'unknown client_id' }) }),
    redirect_uri: z
      .string()
      .url()
      .refine((u) => new URL(u).origin === origin, { message: 'redirect_uri must be on the site' }),
    scope: z.string().refine((s) => s.split(' ').includes('openid'), { message: 'scope must include openid' }),
    state: z.string().min(1).max(512),
    nonce: z.string().min(1).max(512),
    code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'code_challenge must be an S256 challenge'),
    code_challenge_method: z.literal('S256', { errorMap: () => ({ message: 'code_challenge_method must be S256' }) }),
  });

function parseAuthorize(c: SandboxContext, provider: SocialProvider, input: Record<string, unknown>) {
  const parsed = authorizeParams(provider, c.env.publicOrigin).safeParse(input);
  return parsed.success ? { ok: true as const, params: parsed.data } : { ok: false as const, error: parsed.error.issues[0].message };
}

const refusePage = (c: SandboxContext, message: string) => c.text(`OIDC sandbox: ${message}`, 400);

oidcSandboxApp.get('/sandbox.css', (c) => c.body(CONSENT_CSS, 200, { 'content-type': 'text/css; charset=utf-8' }));

oidcSandboxApp.get('/:provider/.well-known/openid-configuration', (c) => {
  const provider = providerOf(c);
  if (!provider) return c.notFound();
  const issuer = issuerOf(c, provider);
  return c.json({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    code_challenge_methods_supported: ['S256'],
  });
});

oidcSandboxApp.get('/:provider/jwks', async (c) => c.json({ keys: [(await sandboxSigningKey()).publicJwk] }));

oidcSandboxApp.get('/:provider/authorize', (c) => {
  const provider = providerOf(c);
  if (!provider) return c.notFound();
  const request = parseAuthorize(c, provider, c.req.query());
  if (!request.ok) return refusePage(c, request.error);
  return c.html(
    renderConsentPage({
      providerLabel: LABELS[provider],
      action: `${OIDC_SANDBOX_PATH}/${provider}/authorize`,
      stylesheet: `${OIDC_SANDBOX_PATH}/sandbox.css`,
      params: request.params,
    }),
  );
});

oidcSandboxApp.post('/:provider/authorize', async (c) => {
  const provider = providerOf(c);
  if (!provider) return c.notFound();
  const form = await c.req.parseBody();
  const request = parseAuthorize(c, provider, form);
  if (!request.ok) return refusePage(c, request.error);
  const { redirect_uri, state, nonce, code_challenge } = request.params;
  const back = new URL(redirect_uri);
  back.searchParams.set('state', state);
  const person = personById(String(form.person ?? ''));
  if (form.decision !== 'allow' || !person) {
    back.searchParams.set('error', 'access_denied');
    return c.redirect(back.href, 303);
  }
  const code = randomSecret();
  await createDb(c.env.DB)
    .insert(oidcSandboxCodes)
    .values({
      codeHash: await hashSecret(code),
      provider,
      person: person.id,
      clientId: request.params.client_id,
      redirectUri: redirect_uri,
      nonce,
      codeChallenge: code_challenge,
      createdAtMs: clockOf(c.env).now().getTime(),
    });
  back.searchParams.set('code', code);
  return c.redirect(back.href, 303);
});

const tokenRequest = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1).max(512),
  redirect_uri: z.string().max(500),
  client_id: z.string().max(200),
  client_secret: z.string().max(200),
  code_verifier: z.string().max(128),
});

const grantError = (c: SandboxContext, description: string, error = 'invalid_grant') => c.json({ error, error_description: description }, 400);

oidcSandboxApp.post('/:provider/token', async (c) => {
  const provider = providerOf(c);
  if (!provider) return c.notFound();
  const parsed = tokenRequest.safeParse(await c.req.parseBody());
  if (!parsed.success) return grantError(c, parsed.error.issues[0].message, 'invalid_request');
  const body = parsed.data;
  const client = sandboxClient(provider);
  if (body.client_id !== client.clientId || body.client_secret !== client.clientSecret)
    return grantError(c, 'client authentication failed', 'invalid_client');
  const nowMs = clockOf(c.env).now().getTime();
  // Used up first, so a code works once even when two exchanges race.
  const [row] = await createDb(c.env.DB)
    .update(oidcSandboxCodes)
    .set({ usedAtMs: nowMs })
    .where(
      and(
        eq(oidcSandboxCodes.codeHash, await hashSecret(body.code)),
        eq(oidcSandboxCodes.provider, provider),
        isNull(oidcSandboxCodes.usedAtMs),
        gt(oidcSandboxCodes.createdAtMs, nowMs - CODE_TTL_MS),
      ),
    )
    .returning();
  if (!row) return grantError(c, 'the code is unknown, expired or already used');
  if (row.clientId !== body.client_id || row.redirectUri !== body.redirect_uri)
    return grantError(c, 'redirect_uri does not match the authorize request');
  if (!(await verifierMatches(body.code_verifier, row.codeChallenge))) return grantError(c, 'code_verifier does not match the code_challenge (PKCE)');
  const person = personById(row.person);
  if (!person) return grantError(c, 'unknown test person');
  const iat = Math.floor(nowMs / 1000);
  const idToken = await signJwt(
    {
      iss: issuerOf(c, provider),
      sub: subjectOf(provider, person),
      aud: client.clientId,
      iat,
      exp: iat + ID_TOKEN_TTL_S,
      nonce: row.nonce,
      email: person.email,
      email_verified: person.emailVerified,
      name: person.name,
      given_name: person.givenName,
      family_name: person.familyName,
    },
    await sandboxSigningKey(),
  );
  return c.json({ access_token: randomSecret(), token_type: 'Bearer', expires_in: ID_TOKEN_TTL_S, id_token: idToken });
});
