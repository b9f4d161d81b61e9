/**
 * ezw/v1 billing (Musika; issue #11 item 5 "billing details"): every payment the caller made, newest first, and
 * the receipt of one. Bearer only; someone else's payment answers 404 like an unknown one (references are
 * never confirmed).
 *
 * A receipt names the seller: Musika itself for subscriptions (MUSIKA_SELLER), the funded business for an ads
 * top-up (the vendor's own business, credited on Musika), the store(s) of the checkout for an order.
 */
import { z } from 'zod';
import { defineCall, queryInt } from './call';
import { paymentReference, paymentView } from './payments';
import { pageInfo } from './shared';

/** Musika's own company details, as the seller of subscriptions (printed on their receipts). */
export const MUSIKA_SELLER = {
  name: 'Musika Marketplace (Private) Limited',
  address: ['3rd Floor, Sam Levy Office Park', 'Borrowdale Road, Borrowdale', 'Harare, Zimbabwe'],
  phone: '+263 242 850 123',
  email: 'billing@musika.co.zw',
  taxNumber: 'BP 200 123 456',
} as const;

export const receiptParty = z.object({
  name: z.string(),
  address: z.array(z.string()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  taxNumber: z.string().nullable(),
});
export type RestReceiptParty = z.infer<typeof receiptParty>;

export const billingPayment = paymentView.extend({
  /** What was paid for, e.g. 'Business package, 3 months' or 'Ads top-up: Borrowdale Digital'. */
  description: z.string(),
});
export type RestBillingPayment = z.infer<typeof billingPayment>;

export const billingPayments = defineCall({
  name: 'billingPayments',
  method: 'GET',
  path: '/billing/payments',
  query: z.object({ page: queryInt(1, 10_000).default(1), per_page: queryInt(1, 100).default(20) }),
  body: z.object({}).strip(),
  data: z.object({ load: z.array(billingPayment), pageInfo }),
});

export const receipt = z.object({
  payment: billingPayment,
  seller: receiptParty,
  buyer: receiptParty,
});
export type RestReceipt = z.infer<typeof receipt>;

export const billingReceipt = defineCall({
  name: 'billingReceipt',
  method: 'GET',
  path: '/billing/receipt',
  query: z.object({ reference: paymentReference }),
  body: z.object({}).strip(),
  data: z.object({ receipt }),
  unwrap: 'receipt',
});
