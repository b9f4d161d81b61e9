/**
 * The payment page's read: GraphQL `payment(reference, phone)` as the visitor (session, or a guest's phone).
 * Null payment: not theirs or unknown. A failing check (API or Paynow unreachable) is reported as such, so the
 * page can say 'Payment status check failed' and offer to check again rather than erroring.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { graphqlClient } from '~/graphql/client.server';
import { CheckoutPaymentQuery } from '~/graphql/queries/orders.server';
import type { PaymentShown } from './payment-status-view';

export type ReadPayment = PaymentShown & { purposeRef: string };

export async function readPayment(context: AppLoadContext, request: Request, reference: string, phone: string | null) {
  const client = await graphqlClient(context, request);
  const result = await client.query(CheckoutPaymentQuery, { reference, phone }).toPromise();
  const payment = result.data?.payment ?? null;
  if (!payment) return { payment: null, checkFailed: !!result.error };
  return { payment: payment as ReadPayment, checkFailed: false };
}
