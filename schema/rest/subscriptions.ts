/**
 * ezw/v1 subscriptions (spec §7; issue #11 item 5): buying a package through the payments core, the free trial
 * and the custom (enterprise) package request. The package list itself is `auth.subscriptionPackages`.
 *
 * POST /subscriptions/subscribe {packageId, paymentMethod, mobileMoneyNo, total, months} (spec field names).
 * - `total` is in US dollars (what a person reads on the page, e.g. 45 or 45.00), and must equal the package's
 *   price × the number of its billing periods in `months`; anything else is refused, so a stale or tampered
 *   page can never buy at the wrong price. No discount for longer terms: the price is per month whatever the
 *   term (SUBSCRIPTION_TERMS), which keeps the check exact and the receipts simple.
 * - `mobileMoneyNo` is required for the express methods (ecocash, onemoney, innbucks); ignored for web.
 * - `requestKey` (Musika, optional): a key the page issues once per form; the same key answers the same
 *   payment (a double submit or a retried request never starts a second one).
 * Answers the pending subscription and its payment; on failure 'Subscription failed' (gateway default).
 *
 * POST /subscriptions/trial {packageId?} (Musika): accounts with canTrial start a free trial (TRIAL_DAYS of the
 * entry package unless another is named), once; it clears canTrial.
 *
 * POST /notifications (spec: "custom package request, merged fields"): the request form's fields merged into one
 * body; the sales team is e-mailed and the requester notified.
 */
import { z } from 'zod';
import { defineCall, noInput } from './call';
import { PAYMENT_METHODS, paymentView } from './payments';
import { apiPhone } from './phone';

/** Terms a package can be bought for, in months. */
export const SUBSCRIPTION_TERMS = [1, 3, 6, 12] as const;
export const TRIAL_DAYS = 14;
/** The package a trial gives when none is named: the cheapest (Starter). */
export const TRIAL_PACKAGE_SLUG = 'starter';

export const SUBSCRIPTION_MESSAGES = {
  failed: 'Subscription failed',
  totalMismatch: 'The total does not match the package price for this term. Reload the page and try again.',
  termNotAllowed: `Choose a term of ${SUBSCRIPTION_TERMS.join(', ')} months`,
  unknownPackage: 'This package does not exist',
  phoneRequired: 'Enter the mobile money number to pay from',
  trialUsed: 'Your free trial has already been used',
  noTrial: 'This package has no free trial',
  requestReceived: 'Thank you: our sales team will contact you within one working day.',
} as const;

const id = (label: string) =>
  z.coerce
    .number({ invalid_type_error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} is required`)
    .max(2_147_483_647);

/** Dollars with at most two decimals, as a number or text ('45', '45.00'). */
export const dollars = (label: string) =>
  z.coerce
    .number({ invalid_type_error: `${label} must be an amount in US dollars` })
    .finite()
    .nonnegative(`${label} must be an amount in US dollars`)
    .max(1_000_000, `${label} is too large`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${label} has at most two decimals`)
    .transform((v) => Math.round(v * 100));

export const requestKey = z
  .string()
  .trim()
  .regex(/^[\w-]{8,64}$/, 'requestKey must be 8 to 64 letters, digits or dashes');

/** How a payer pays (subscriptions and ads top-ups alike): the method, the number for express methods, the currency. */
export const payerFields = {
  paymentMethod: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}` }) }),
  mobileMoneyNo: z.string().trim().max(30).optional().nullable(),
  currency: z.enum(['USD', 'ZWG']).default('USD'),
  requestKey: requestKey.optional(),
};

/** Express methods (ecocash, onemoney, innbucks) need a Zimbabwean number to send the approval to; web does not. */
export function requireMobileMoneyNo(v: { paymentMethod: string; mobileMoneyNo?: string | null }, ctx: z.RefinementCtx): void {
  if (v.paymentMethod === 'web') return;
  if (!v.mobileMoneyNo) ctx.addIssue({ code: 'custom', path: ['mobileMoneyNo'], message: SUBSCRIPTION_MESSAGES.phoneRequired });
  else if (!apiPhone.safeParse(v.mobileMoneyNo).success)
    ctx.addIssue({ code: 'custom', path: ['mobileMoneyNo'], message: 'Enter a Zimbabwean number: +263 followed by 9 digits' });
}

export const subscribeBody = z
  .object({
    packageId: id('packageId'),
    /** US dollars; the backend compares it in cents (the output is cents). */
    total: dollars('total'),
    months: z.coerce
      .number()
      .int()
      .refine((m) => (SUBSCRIPTION_TERMS as readonly number[]).includes(m), SUBSCRIPTION_MESSAGES.termNotAllowed),
    ...payerFields,
  })
  .superRefine(requireMobileMoneyNo);

export const userSubscription = z.object({
  id: z.number().int(),
  packageId: z.number().int(),
  status: z.enum(['active', 'pending', 'expired', 'cancelled']),
  startedAt: z.string(),
  /** A pending one holds the term it buys (ends − starts); activation moves both (see effects/subscription.ts). */
  endsAt: z.string(),
});
export type RestUserSubscription = z.infer<typeof userSubscription>;

export const subscribe = defineCall({
  name: 'subscribe',
  method: 'POST',
  path: '/subscriptions/subscribe',
  query: noInput,
  body: subscribeBody,
  data: z.object({ subscription: userSubscription, payment: paymentView }),
});

export const startTrial = defineCall({
  name: 'startTrial',
  method: 'POST',
  path: '/subscriptions/trial',
  query: noInput,
  body: z.object({ packageId: id('packageId').optional() }),
  data: z.object({ subscription: userSubscription }),
});

export const customPackageRequestBody = z.object({
  type: z.literal('custom_package_request').default('custom_package_request'),
  name: z.string().trim().min(1, 'Name is required').max(100),
  email: z.string().trim().toLowerCase().min(1, 'Email is required').email('Email is invalid').max(254),
  phone: z
    .union([z.literal(''), apiPhone])
    .optional()
    .nullable()
    .transform((v) => v || null),
  company: z
    .string()
    .trim()
    .max(100)
    .optional()
    .nullable()
    .transform((v) => v || null),
  businesses: z.coerce.number().int().min(1).max(1000).optional().nullable(),
  products: z.coerce.number().int().min(1).max(1_000_000).optional().nullable(),
  message: z.string().trim().min(1, 'Tell us what you need').max(2000),
});

export const customPackageRequest = defineCall({
  name: 'customPackageRequest',
  method: 'POST',
  path: '/notifications',
  query: noInput,
  body: customPackageRequestBody,
  data: z.object({ received: z.literal(true), message: z.string() }),
});
