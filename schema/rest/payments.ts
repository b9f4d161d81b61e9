/**
 * ezw/v1 payments (issue #11): one payment through Paynow (or its in-process sandbox) for an order checkout, a
 * subscription or an ads top-up. Starting a payment belongs to the purpose's own call (checkout, subscribe, fund
 * account), which answers a `paymentView`; this file holds the shared view and the calls about a payment itself.
 *
 * Statuses: pending (Paynow Created/Sent, or no answer yet), then one final: paid (Paid, Awaiting Delivery,
 * Delivered), cancelled, failed, disputed, refunded. `message` is safe to show the payer: it never carries an
 * upstream body.
 *
 * GET /payments/status?reference=…: the payer only (bearer). A guest order payment (no user) is answered to whoever
 * also sends `phone` equal to the payment's phone. Everyone else: 404 'Payment status check failed' (the same as
 * an unknown reference, so references are never confirmed). A pending payment is refreshed through Paynow's poll
 * URL first (at most every few seconds).
 *
 * POST /payments/paynow/result: Paynow's result URL (form-encoded, hash-verified, amount-checked). Not a client
 * call, so it is mounted by hand (backend/payments/payments-routes.ts) rather than described here.
 */
import { z } from 'zod';
import { defineCall } from './call';

export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'failed', 'disputed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_PURPOSES = ['order', 'subscription', 'ads'] as const;
export const PAYMENT_CURRENCIES = ['USD', 'ZWG'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];
/** ecocash, onemoney, innbucks: Paynow express (approve on the phone); web: Paynow's own page (cards etc.). */
export const PAYMENT_METHODS = ['ecocash', 'onemoney', 'innbucks', 'web'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const EXPRESS_METHODS = ['ecocash', 'onemoney', 'innbucks'] as const satisfies readonly PaymentMethod[];

/** The message of spec §8 for a payment that could not be started or ended unpaid. */
export const PAYMENT_FAILED = 'Payment failed';
export const PAYMENT_STATUS_FAILED = 'Payment status check failed';

/** A payment reference as we issue them: MSK-PAY- then 10 characters of Crockford base32. */
export const PAYMENT_REFERENCE = /^MSK-PAY-[0-9A-HJKMNP-TV-Z]{10}$/;
export const paymentReference = z.string().trim().toUpperCase().regex(PAYMENT_REFERENCE, PAYMENT_STATUS_FAILED);

export const paymentView = z.object({
  reference: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  purposeRef: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** In `currency`'s cents. */
  amountCents: z.number().int(),
  currency: z.enum(PAYMENT_CURRENCIES),
  /** The USD cents it stands for (equal to amountCents for USD). */
  usdCents: z.number().int(),
  /** ZWG per USD in millionths for a ZWG payment; null for USD. */
  rateMicros: z.number().int().nullable(),
  method: z.enum(PAYMENT_METHODS),
  /** e.g. '+263 77*****11'; null for web payments. */
  phoneMasked: z.string().nullable(),
  /** What to do next on the phone (or InnBucks' code); null when there is nothing to say. */
  instructions: z.string().nullable(),
  /** Paynow's page for a web payment while it is pending; null otherwise. */
  redirectUrl: z.string().nullable(),
  /** A short, safe sentence for the payer about the current status. */
  message: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentView>;

export const paymentStatus = defineCall({
  name: 'paymentStatus',
  method: 'GET',
  path: '/payments/status',
  query: z.object({
    reference: paymentReference,
    /** Guest order payments only: the phone the order was placed with, in any form people type. */
    phone: z.string().trim().max(30).optional(),
  }),
  body: z.object({}).strip(),
  data: z.object({ payment: paymentView }),
  unwrap: 'payment',
});
