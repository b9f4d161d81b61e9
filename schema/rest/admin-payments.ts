/**
 * Finance's payments and refunds (issue 29). Finance (and admin), /admin/payments…; who may call what is
 * ADMIN_ROUTE_ROLES in backend/payments/admin-payments-routes.ts.
 *   GET  /admin/payments?status&method&search&page → every payment, newest first; search is an exact payment
 *        reference, order number or payer e-mail (each answered from an index).
 *   GET  /admin/payments/{id}                     → the payment, its events, what it paid for and its refund.
 *   POST /admin/payments/{id}/refund {reference, reason} → a paid payment is refunded in full. Our Paynow
 *        integration has no refund call, so the money goes back outside Musika and this records it with its
 *        reference; what the payment bought is undone once. Not paid, or already refunded → 409.
 * Amounts are cents of the payment's currency (usdCents: what it stands for in US dollars).
 */
import { z } from 'zod';
import { adminPaging, adminSearch, idParam, operatorText } from './admin-lists';
import { defineCall, noInput } from './call';
import { PAYMENT_CURRENCIES, PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATUSES } from './payments';
import { pageInfo } from './shared';

export const ADMIN_PAYMENT_MESSAGES = {
  notFound: 'Payment not found',
  reference: "Enter the refund transfer's reference (3 to 80 characters)",
  reason: 'Say why, in 5 to 500 characters: the buyer and the store read it',
  notPaid: (status: string) => `Only a paid payment can be refunded; this one is ${status}`,
  alreadyRefunded: 'This payment was already refunded; nothing was changed',
  fetch: 'Error fetching payments',
  refund: 'Error refunding payment',
} as const;

export const adminPaymentRow = z.object({
  id: z.number().int(),
  reference: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  amountCents: z.number().int(),
  currency: z.enum(PAYMENT_CURRENCIES),
  usdCents: z.number().int(),
  payerEmail: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type RestAdminPaymentRow = z.infer<typeof adminPaymentRow>;

export const adminPaymentDetail = adminPaymentRow.extend({
  providerReference: z.string().nullable(),
  events: z.array(z.object({ source: z.string(), providerStatus: z.string(), status: z.string(), message: z.string(), receivedAt: z.string() })),
  orders: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      status: z.string(),
      paymentStatus: z.string(),
      totalCents: z.number().int(),
      businessName: z.string(),
    }),
  ),
  subscription: z.object({ id: z.number().int(), packageName: z.string(), status: z.string(), startedAt: z.string(), endsAt: z.string() }).nullable(),
  ads: z.object({ businessId: z.number().int(), businessName: z.string(), balanceCents: z.number().int() }).nullable(),
  refund: z
    .object({
      reference: z.string(),
      reason: z.string(),
      amountCents: z.number().int(),
      currency: z.string(),
      adsTakenBackCents: z.number().int().nullable(),
      operatorEmail: z.string(),
      refundedAt: z.string(),
    })
    .nullable(),
});
export type RestAdminPayment = z.infer<typeof adminPaymentDetail>;

export const paymentIdParam = idParam(ADMIN_PAYMENT_MESSAGES.notFound);

export const listAdminPayments = defineCall({
  name: 'listAdminPayments',
  method: 'GET',
  path: '/admin/payments',
  query: z.object({
    status: z.enum(PAYMENT_STATUSES).optional(),
    method: z.enum(PAYMENT_METHODS).optional(),
    search: adminSearch,
    ...adminPaging,
  }),
  body: noInput,
  data: z.object({ load: z.array(adminPaymentRow), pageInfo }),
});

export const getAdminPayment = defineCall({
  name: 'getAdminPayment',
  method: 'GET',
  path: '/admin/payments/:id',
  query: noInput,
  body: noInput,
  data: z.object({ payment: adminPaymentDetail }),
});

export const refundPayment = defineCall({
  name: 'refundPayment',
  method: 'POST',
  path: '/admin/payments/:id/refund',
  query: noInput,
  body: z.object({ reference: operatorText(3, 80, ADMIN_PAYMENT_MESSAGES.reference), reason: operatorText(5, 500, ADMIN_PAYMENT_MESSAGES.reason) }),
  data: z.object({ payment: adminPaymentDetail }),
});
