/**
 * The ads token secret (issue #27; docs/decisions/012-ads.md "Invalid traffic"): the HMAC key that signs each
 * served ad's token and keys the per-address hash of the 24-hour caps. A Worker secret on a deployment
 * (`wrangler secret put AD_TOKEN_SECRET`); on a loopback origin (`npm start`, the tests) a fixed development
 * value is used when it is unset, so nobody has to configure anything to run the site locally. A public origin
 * without it never uses that value (anyone could read it here and mint billable tokens): no token is issued, so
 * no ad event is billed — ads run free, which costs vendors nothing — and each token request logs why. It does
 * not fail the whole site's configuration: the rest of the shop has nothing to do with it.
 */
import { z } from 'zod';
import { isLoopbackOrigin } from './loopback';

/** Only ever used where PUBLIC_ORIGIN is a loopback address. */
export const DEV_AD_TOKEN_SECRET = 'musika-development-ad-token-secret-not-for-production';

export const adConfigFields = z.object({
  AD_TOKEN_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters (e.g. `openssl rand -base64 32`)' }),
});

/** The secret in force: the configured one, the development value on a loopback origin, else null (nothing billable). */
export function adTokenSecret(config: { AD_TOKEN_SECRET?: string; PUBLIC_ORIGIN: string }): string | null {
  return config.AD_TOKEN_SECRET ?? (isLoopbackOrigin(config.PUBLIC_ORIGIN) ? DEV_AD_TOKEN_SECRET : null);
}
