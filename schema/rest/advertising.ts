/**
 * ezw/v1 ads account (spec §7 "Business and ads"; issue #11 item 6): a business's prepaid ads balance and its
 * top-up through the payments core. Both need a bearer token of someone who runs the business
 * (401 / 404 'Business not found' / 403).
 *
 * GET /advertising/balance?bID — the balance in USD cents and the business's latest top-ups. Without bID: the
 * caller's first business (the one the dashboard would pick). Default failure: 'Error requesting balance'.
 *
 * POST /advertising/prepayment {bID, amount, paymentMethod, mobileMoneyNo, requestKey?} — `amount` in US
 * dollars (as `total` of a subscription), from ADS_TOPUP_MIN_CENTS to ADS_TOPUP_MAX_CENTS; answers the pending
 * payment. Paid → the balance grows by the payment's USD value, exactly once (effects/ads.ts). Default failure:
 * 'Error funding account'.
 */
import { z } from 'zod';
import { defineCall, noInput } from './call';
import { inboxBusinessId } from './notifications';
import { PAYMENT_METHODS, PAYMENT_STATUSES, paymentView } from './payments';
import { dollars, payerFields, requireMobileMoneyNo } from './subscriptions';

export const ADS_TOPUP_MIN_CENTS = 100;
export const ADS_TOPUP_MAX_CENTS = 100_000;

export const ADS_MESSAGES = {
  fundFailed: 'Error funding account',
  balanceFailed: 'Error requesting balance',
  amountRange: `Fund between $${ADS_TOPUP_MIN_CENTS / 100} and $${(ADS_TOPUP_MAX_CENTS / 100).toLocaleString('en-US')}`,
} as const;

export const adsTopUp = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  usdCents: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  createdAt: z.string(),
});

export const adsBalanceView = z.object({
  bID: z.number().int(),
  name: z.string(),
  balanceCents: z.number().int(),
  currency: z.literal('USD'),
  /** Newest first, at most 10. */
  topUps: z.array(adsTopUp),
});
export type RestAdsBalance = z.infer<typeof adsBalanceView>;

export const adsBalance = defineCall({
  name: 'adsBalance',
  method: 'GET',
  path: '/advertising/balance',
  query: z.object({ bID: inboxBusinessId.optional() }),
  body: noInput,
  data: z.object({ balance: adsBalanceView }),
  unwrap: 'balance',
});

export const fundAdsAccount = defineCall({
  name: 'fundAdsAccount',
  method: 'POST',
  path: '/advertising/prepayment',
  query: noInput,
  body: z
    .object({
      bID: inboxBusinessId,
      amount: dollars('amount').refine((c) => c >= ADS_TOPUP_MIN_CENTS && c <= ADS_TOPUP_MAX_CENTS, ADS_MESSAGES.amountRange),
      ...payerFields,
    })
    .superRefine(requireMobileMoneyNo),
  data: z.object({ payment: paymentView }),
  unwrap: 'payment',
});
