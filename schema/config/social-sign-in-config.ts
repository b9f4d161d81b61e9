/**
 * Social sign-in (issue 32 §6; docs/decisions/025-social-sign-in.md), part of the Worker configuration
 * (worker-config.ts). Each provider is switched on by its client id (a var) and its secret (`wrangler secret put`):
 *
 *   GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET     Google's OpenID Connect (accounts.google.com)
 *   FACEBOOK_APP_ID / FACEBOOK_APP_SECRET       Facebook Login's OIDC code flow with PKCE (www.facebook.com)
 *   OIDC_SANDBOX                                "demo" runs the in-process OIDC sandbox on a public origin too
 *
 * A provider without an id uses the in-process OIDC sandbox (backend/social-sign-in/oidc-sandbox) on a loopback
 * origin (`npm start`, the tests), the way Paynow's sandbox is chosen. On a public origin it is switched off (no
 * button) unless OIDC_SANDBOX="demo" says on purpose that anyone may sign in as the sandbox's test people.
 */
import { z } from 'zod';
import { isLoopbackOrigin } from './loopback';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

export const socialConfigFields = z.object({
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  FACEBOOK_APP_ID: optionalText.refine((v) => v === undefined || /^\d{5,20}$/.test(v), { message: 'must be the app id (digits)' }),
  FACEBOOK_APP_SECRET: optionalText,
  OIDC_SANDBOX: z
    .enum(['demo', ''], { errorMap: () => ({ message: 'must be "demo" or empty' }) })
    .optional()
    .transform((v) => v === 'demo'),
});

type SocialConfig = z.infer<typeof socialConfigFields> & { PUBLIC_ORIGIN: string };

const CREDENTIALS = {
  google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  facebook: ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
} as const satisfies Record<SocialProvider, readonly [keyof SocialConfig, keyof SocialConfig]>;

/** A client id without its secret would fail only when someone signs in: say so at start-up instead. */
export function requireSocialSecrets(config: SocialConfig, ctx: z.RefinementCtx): void {
  for (const [id, secret] of Object.values(CREDENTIALS)) {
    if (config[id] && !config[secret])
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [secret], message: `must be set (wrangler secret put ${secret}) when ${id} is set` });
  }
}

/** How a provider signs people in here: the real one, the in-process sandbox, or not at all. */
export type ProviderMode = { kind: 'real'; clientId: string; clientSecret: string } | { kind: 'sandbox' } | { kind: 'off' };

export function providerMode(config: SocialConfig, provider: SocialProvider): ProviderMode {
  const [id, secret] = CREDENTIALS[provider];
  const clientId = config[id];
  const clientSecret = config[secret];
  if (typeof clientId === 'string' && typeof clientSecret === 'string') return { kind: 'real', clientId, clientSecret };
  return isLoopbackOrigin(config.PUBLIC_ORIGIN) || config.OIDC_SANDBOX ? { kind: 'sandbox' } : { kind: 'off' };
}

/** Whether the sandbox serves at all: some provider uses it. */
export const sandboxInUse = (config: SocialConfig): boolean => SOCIAL_PROVIDERS.some((p) => providerMode(config, p).kind === 'sandbox');

/** The providers with a button on the login, register and popup forms. */
export const enabledProviders = (config: SocialConfig): SocialProvider[] => SOCIAL_PROVIDERS.filter((p) => providerMode(config, p).kind !== 'off');
