/**
 * Paying a checkout now (issue #11): one Paynow payment for all the orders of a checkout (one per store), through
 * the payments core. Checkout starts the first; POST /orders/pay starts another after one failed or was cancelled.
 *
 * The orders turn paid only through the payment's settlement (a verified callback or poll answer, see
 * ../payments/effects/order.ts), never here. Keys: `order:<checkoutId>:<client key>`, so a double submit or a
 * retried request answers the same payment, and a new try (a new client key) makes a new payment.
 */
import type { Context } from 'hono';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as contract from '../../schema/rest/orders';
import { normalizePhone, ORDER_MESSAGES, type CreateOrderBody, type RestOrder } from '../../schema/rest/orders';
import type { PaymentMethod, PaymentView } from '../../schema/rest/payments';
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';
import { loadOrders } from './orders-queries';
import { HttpError, mount, type BackendApp } from '../http';
import { startPayment } from '../payments/start-payment';
import { optionalUser } from '../auth/optional-user';
import { clockNow } from '../clock';

/** Paynow's authemail when the buyer gave none (express payments need one). */
export const FALLBACK_PAYER_EMAIL = 'payments@musika.co.zw';
/** An earlier payment still waiting this long blocks a new try (the phone prompt may still be open). */
export const PENDING_BLOCKS_RETRY_MS = 2 * 60_000;

export const isPayNow = (method: string): method is PaymentMethod => method !== 'cash_on_delivery';
export const paymentKey = (checkoutId: string, clientKey: string) => `order:${checkoutId}:${clientKey}`;

/** How the store's "new order" notification names the payment. */
export const PAYMENT_WORDS: Record<string, string> = {
  cash_on_delivery: 'cash on delivery',
  ecocash: 'EcoCash (awaiting payment)',
  onemoney: 'OneMoney (awaiting payment)',
  innbucks: 'InnBucks (awaiting payment)',
  web: 'Paynow (awaiting payment)',
};

/** A checkout's answer with its payment: pay-now orders get theirs started (or, on a replay, the same one again). */
export async function withPayment<A extends { orders: RestOrder[] }>(
  c: Context,
  db: Db,
  answer: A,
  body: CreateOrderBody,
): Promise<A & { payment: PaymentView | null }> {
  const method = answer.orders[0].paymentMethod;
  if (!isPayNow(method)) return { ...answer, payment: null };
  const payment = await startCheckoutPayment(c, db, {
    orders: answer.orders,
    method,
    mobileMoneyNo: body.mobileMoneyNo ?? null,
    currency: body.currency,
    clientKey: body.idempotencyKey,
  });
  return { ...answer, payment };
}

export interface CheckoutPaymentInput {
  orders: readonly RestOrder[];
  method: PaymentMethod;
  mobileMoneyNo: string | null;
  currency: 'USD' | 'ZWG';
  clientKey: string;
}

/** Starts (or, for a key seen before, answers again) the one payment for the checkout's orders. */
export async function startCheckoutPayment(c: Context, db: Db, input: CheckoutPaymentInput): Promise<PaymentView> {
  const first = input.orders[0];
  const numbers = input.orders.map((o) => o.number).join(', ');
  const view = await startPayment(c, db, {
    purpose: 'order',
    purposeRef: first.checkoutId,
    userId: first.userId,
    businessId: null,
    usdCents: input.orders.reduce((n, o) => n + o.totalCents, 0),
    currency: input.currency,
    method: input.method,
    phone: input.method === 'web' ? null : input.mobileMoneyNo,
    email: first.customer.email ?? FALLBACK_PAYER_EMAIL,
    idempotencyKey: paymentKey(first.checkoutId, input.clientKey),
    description: `Musika order${input.orders.length > 1 ? 's' : ''} ${numbers}`.slice(0, 200),
    // The payments core puts the new payment's reference in place of {reference}.
    returnPath: '/checkout/payment/{reference}',
  });
  // A payment refused at once (Paynow's "Error", e.g. insufficient balance) leaves the orders waiting for a new try.
  if (view.status === 'failed' || view.status === 'cancelled') await markTryFailed(db, first.checkoutId);
  return view;
}

/** Orders still 'pending' payment with no payment of theirs waiting become 'failed' (idempotent, guarded in SQL). */
async function markTryFailed(db: Db, checkoutId: string) {
  await db
    .update(orders)
    .set({ paymentStatus: 'failed', updatedAt: new Date().toISOString() })
    .where(
      and(
        eq(orders.checkoutId, checkoutId),
        eq(orders.paymentStatus, 'pending'),
        sql`not exists (select 1 from ${payments} where ${payments.purpose} = 'order' and ${payments.purposeRef} = ${checkoutId} and ${payments.status} = 'pending')`,
      ),
    );
}

/** The checkout's orders if the caller is their buyer (the bearer's, or a guest checkout's contact phone); else 404. */
async function buyersCheckout(c: Context, db: Db, checkoutId: string, phone: string | undefined): Promise<RestOrder[]> {
  const owner = await optionalUser(c, db, clockNow(c));
  const found = await loadOrders(db, { where: eq(orders.checkoutId, checkoutId), limit: 100 });
  const first = found[0];
  const mine =
    first && (first.userId !== null ? owner?.userId === first.userId : phone !== undefined && normalizePhone(phone) === first.customer.phone);
  // Someone else's checkout answers like an unknown one, so checkout ids are never confirmed.
  if (!mine) throw new HttpError(404, ORDER_MESSAGES.checkoutNotFound);
  return found.sort((a, b) => a.id - b.id);
}

/** Why a new payment may not start now, or null when it may. */
async function refusal(db: Db, found: readonly RestOrder[]): Promise<string | null> {
  if (found.some((o) => o.paymentStatus === 'paid')) return ORDER_MESSAGES.alreadyPaid;
  if (found.some((o) => !isPayNow(o.paymentMethod) || o.status !== 'pending')) return ORDER_MESSAGES.notAwaitingPayment;
  const since = new Date(Date.now() - PENDING_BLOCKS_RETRY_MS).toISOString();
  const waiting = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.purpose, 'order'),
        eq(payments.purposeRef, found[0].checkoutId),
        eq(payments.status, 'pending'),
        sql`${payments.createdAt} > ${since}`,
      ),
    )
    .limit(1);
  return waiting.length > 0 ? ORDER_MESSAGES.paymentInProgress : null;
}

export function registerPayCheckoutRoute(app: BackendApp): void {
  mount(app, contract.payCheckout, async ({ db, body, c }) => {
    const found = await buyersCheckout(c, db, body.checkoutId, body.phone);
    const input = {
      orders: found,
      method: body.paymentMethod,
      mobileMoneyNo: body.mobileMoneyNo ?? null,
      currency: body.currency,
      clientKey: body.idempotencyKey,
    };
    // The same try again (double submit, retried request): the same payment, whatever happened since.
    const seen = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.idempotencyKey, paymentKey(body.checkoutId, body.idempotencyKey)))
      .limit(1);
    if (seen.length > 0) return { payment: await startCheckoutPayment(c, db, input) };

    const refused = await refusal(db, found);
    if (refused) throw new HttpError(409, refused);
    // The orders wait for this payment now, paid the way the buyer chose this time.
    await db
      .update(orders)
      .set({ paymentStatus: 'pending', paymentMethod: body.paymentMethod, updatedAt: new Date().toISOString() })
      .where(and(eq(orders.checkoutId, body.checkoutId), inArray(orders.paymentStatus, ['failed', 'pending'])));
    return { payment: await startCheckoutPayment(c, db, input) };
  });
}
