/**
 * The payment page's read: GraphQL `payment(reference, phone)` as the visitor (session, or a guest's phone),
 * checked against the REST contract's view. Null payment: not theirs or unknown. A failing check (API or Paynow
 * unreachable) is reported as such, so the page says 'Payment status check failed' and offers to check again.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { graphqlClient } from '~/graphql/client.server';
import { CheckoutPaymentQuery } from '~/graphql/queries/orders.server';
import { paymentView } from '../../../schema/rest/payments';

export const shownPayment = paymentView.pick({
  reference: true,
  purposeRef: true,
  status: true,
  amountCents: true,
  currency: true,
  method: true,
  phoneMasked: true,
  instructions: true,
  redirectUrl: true,
});

export async function readPayment(context: AppLoadContext, request: Request, reference: string, phone: string | null) {
  const client = await graphqlClient(context, request);
  const result = await client.query(CheckoutPaymentQuery, { reference, phone });
  const parsed = shownPayment.safeParse(result.data?.payment);
  if (!parsed.success) return { payment: null, checkFailed: !!result.error || !!result.data?.payment };
  return { payment: parsed.data, checkFailed: false };
}
