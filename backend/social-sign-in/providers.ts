/**
 * Where each provider lives, read from the request's bindings (schema/config/social-sign-in-config.ts): Google's
 * and Facebook's OpenID Connect endpoints with the configured client id and secret, or the in-process OIDC sandbox
 * the composition root mounts and hands over as `oidcSandboxFetch` (server/services.ts). The flow code is the same
 * for all of them; only the addresses, the credentials and the fetch differ.
 *
 * Facebook: its Login dialog supports OIDC's authorization-code flow with PKCE for hand-built web flows, and the
 * token endpoint then answers an `id_token` (issuer https://www.facebook.com) beside the access token, so both
 * providers are verified the same way and the Graph API's /me is not needed (decision 025). Facebook's ID token
 * has no `email_verified`: Facebook shares only a person's confirmed address, so its `email` counts as verified.
 */
import type { Context } from 'hono';
import { readConfig } from '../../schema/config/worker-config';
import { providerMode, type SocialProvider } from '../../schema/config/social-sign-in-config';
import { OIDC_SANDBOX_PATH, sandboxClient } from './oidc-sandbox/sandbox-clients';

export type Fetcher = (request: Request) => Promise<Response>;

export interface ProviderSettings {
  provider: SocialProvider;
  label: string;
  sandbox: boolean;
  authorizeUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  /** What the ID token's `iss` may say. */
  issuers: readonly string[];
  scope: string;
  clientId: string;
  clientSecret: string;
  /** True where the provider's ID token carries no `email_verified` and shares confirmed addresses only. */
  emailVerifiedWithoutClaim: boolean;
  fetch: Fetcher;
}

/** Carried by the backend's env: the OIDC sandbox mounted in-process (server/services.ts). */
export interface OidcClientCarrier {
  oidcSandboxFetch?: Fetcher;
}

const REAL = {
  google: {
    label: 'Google',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    scope: 'openid email profile',
    emailVerifiedWithoutClaim: false,
  },
  facebook: {
    label: 'Facebook',
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    jwksUrl: 'https://www.facebook.com/.well-known/oauth/openid/jwks/',
    issuers: ['https://www.facebook.com'],
    scope: 'openid email public_profile',
    emailVerifiedWithoutClaim: true,
  },
} as const;

export const providerLabel = (provider: SocialProvider): string => REAL[provider].label;

/** The provider's settings, or null where it is switched off (a public origin without credentials or demo). */
export function providerSettings(c: Context, provider: SocialProvider): ProviderSettings | null {
  const config = readConfig((c.env ?? {}) as Record<string, unknown>);
  const mode = providerMode(config, provider);
  const real = REAL[provider];
  if (mode.kind === 'real')
    return { provider, sandbox: false, ...real, clientId: mode.clientId, clientSecret: mode.clientSecret, fetch: (request) => fetch(request) };
  const handed = (c.env as OidcClientCarrier | undefined)?.oidcSandboxFetch;
  if (mode.kind === 'off' || !handed) return null;
  const base = `${config.PUBLIC_ORIGIN}${OIDC_SANDBOX_PATH}/${provider}`;
  return {
    provider,
    label: real.label,
    sandbox: true,
    authorizeUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    jwksUrl: `${base}/jwks`,
    issuers: [base],
    scope: real.scope,
    ...sandboxClient(provider),
    emailVerifiedWithoutClaim: real.emailVerifiedWithoutClaim,
    fetch: handed,
  };
}
