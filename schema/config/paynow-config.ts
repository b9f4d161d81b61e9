/**
 * Paynow settings (issue #11), part of the Worker configuration (worker-config.ts). One integration per
 * currency: Paynow gives a merchant a separate integration id and key for USD and for ZWG (ZiG) payments.
 *
 *   PAYNOW_BASE                   empty: the in-process Paynow sandbox (backend/payments/sandbox), with its fixed
 *                                 ids and keys below, so hashes are computed and checked for real;
 *                                 https://www.paynow.co.zw: the real Paynow.
 *   PAYNOW_USD_INTEGRATION_ID     secrets (`npx wrangler secret put …`), required when PAYNOW_BASE is set
 *   PAYNOW_USD_INTEGRATION_KEY
 *   PAYNOW_ZWG_INTEGRATION_ID
 *   PAYNOW_ZWG_INTEGRATION_KEY
 *   PAYNOW_SANDBOX_DELAY_SCALE    sandbox only: multiplies the test numbers' delays (integration tests 0.01; e2e
 *                                 1000, so prompts wait for the journey to answer them); default 1.
 *   PAYNOW_SANDBOX_ON_PUBLIC_SITE "true" lets a site with a public PUBLIC_ORIGIN run on the sandbox (a demo): its
 *                                 test numbers pay for anything, so a public site must say so on purpose.
 *   PAYNOW_SANDBOX_DROP_CALLBACKS sandbox only: "true" sends no result callbacks, as if every one were lost (to
 *                                 watch the status poll and the reconcile cron do their work).
 */
import { z } from 'zod';
import { isLoopbackOrigin } from './loopback';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

export const paynowConfigFields = z.object({
  PAYNOW_BASE: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : undefined))
    .refine((v) => v === undefined || /^https:\/\/[^\s/]+$/.test(v) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(v), {
      message: 'must be an https origin such as https://www.paynow.co.zw, or empty for the sandbox',
    }),
  PAYNOW_USD_INTEGRATION_ID: optionalText,
  PAYNOW_USD_INTEGRATION_KEY: optionalText,
  PAYNOW_ZWG_INTEGRATION_ID: optionalText,
  PAYNOW_ZWG_INTEGRATION_KEY: optionalText,
  PAYNOW_SANDBOX_DELAY_SCALE: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : 1))
    .refine((v) => Number.isFinite(v) && v >= 0 && v <= 1000, { message: 'must be a number from 0 to 1000' }),
  PAYNOW_SANDBOX_ON_PUBLIC_SITE: z
    .enum(['true', 'false', ''], { errorMap: () => ({ message: 'must be "true" or "false"' }) })
    .optional()
    .transform((v) => v === 'true'),
  PAYNOW_SANDBOX_DROP_CALLBACKS: z
    .enum(['true', 'false', ''], { errorMap: () => ({ message: 'must be "true" or "false"' }) })
    .optional()
    .transform((v) => v === 'true'),
});

const SECRETS = ['PAYNOW_USD_INTEGRATION_ID', 'PAYNOW_USD_INTEGRATION_KEY', 'PAYNOW_ZWG_INTEGRATION_ID', 'PAYNOW_ZWG_INTEGRATION_KEY'] as const;

/** Against the real Paynow every id and key must be set: a half-configured currency would fail only at payment time. */
export function requirePaynowSecrets(config: z.infer<typeof paynowConfigFields> & { PUBLIC_ORIGIN: string }, ctx: z.RefinementCtx): void {
  if (!config.PAYNOW_BASE) {
    // The sandbox pays with test numbers: on a public site that would be free orders, ads credit and packages.
    if (!isLoopbackOrigin(config.PUBLIC_ORIGIN) && !config.PAYNOW_SANDBOX_ON_PUBLIC_SITE) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['PAYNOW_BASE'],
        message:
          'must be https://www.paynow.co.zw on a public site (the sandbox pays with test numbers); for a demo set PAYNOW_SANDBOX_ON_PUBLIC_SITE="true"',
      });
    }
    return;
  }
  for (const name of SECRETS) {
    if (!config[name])
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: 'must be set (wrangler secret put) when PAYNOW_BASE is set' });
  }
}
