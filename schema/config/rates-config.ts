/**
 * Exchange-rate settings (issue #11), part of the Worker configuration (worker-config.ts).
 *
 *   ZWG_RATE              optional, ZWG per USD as a decimal ("26.95"). When set, the backend records it once as
 *                         a dated rate (source 'config', from today in Harare) the first time that value is
 *                         seen; changing it records the new value. Unset: the stored rates alone apply.
 *   EXCHANGE_RATE_TOKEN   secret (`npx wrangler secret put EXCHANGE_RATE_TOKEN`), at least 32 characters: the
 *                         bearer allowed to PUT /exchange-rates. Unset: that call is disabled.
 */
import { z } from 'zod';
import { parseRateMicros, RATE_OUT_OF_BOUNDS } from '../rest/exchange-rates';

export const rateConfigFields = z.object({
  ZWG_RATE: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || parseRateMicros(v) !== null, {
      message: `${RATE_OUT_OF_BOUNDS.replace(/^rate: /, '')}, or empty`,
    }),
  EXCHANGE_RATE_TOKEN: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || (v.length >= 32 && v.length <= 512 && !/\s/.test(v)), {
      message: 'must be 32 to 512 characters without spaces (a long random secret), or empty',
    }),
});
