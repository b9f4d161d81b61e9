/**
 * A payment as its payer sees it (GET /payments/status, GraphQL `payment`), refreshed through Paynow's poll URL
 * while it is pending, so a lost callback does not leave the payer waiting for the cron.
 *
 * Who may see it: the payer (bearer token of payments.user_id). A guest checkout's payment (no user) is shown to
 * whoever also gives the phone it was paid from (`phone` query parameter), or for a guest's order payment the
 * checkout's contact phone (a card payment has no phone of its own). Anyone else, or an unknown reference:
 * 404 'Payment status check failed' — the same answer, so references are never confirmed.
 */
import type { Context } from 'hono';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { PAYMENT_STATUS_FAILED, type PaymentView } from '../../schema/rest/payments';
import { normalizePhone } from '../../schema/rest/phone';
import { bearerToken, findToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';
import { HttpError } from '../http';
import type { PaymentRow } from './effects/types';
import { poll, PaynowUnavailable } from './paynow/client';
import { paynowSettingsFor, type PaynowSettings } from './paynow/settings';
import { toPaymentView } from './payment-view';
import { applyStatus, paymentByReference, type EventSource } from './settle';
import { clockNow } from '../clock';

/** A pending payment is polled at most this often, however often its page is reloaded. */
export const POLL_INTERVAL_MS = 5_000;

export async function paymentForViewer(c: Context, db: Db, reference: string): Promise<PaymentView> {
  const token = bearerToken(c);
  const phone = c.req.query('phone');
  if (!token && !phone) throw new HttpError(401, PAYMENT_STATUS_FAILED);
  const owner = token ? await findToken(db, token, clockNow(c)) : null;
  const payment = await paymentByReference(db, reference.trim().toUpperCase());
  if (!payment || !(await mayView(db, payment, owner?.userId ?? null, phone))) throw new HttpError(404, PAYMENT_STATUS_FAILED);
  const refreshed = await refreshPayment(db, paynowSettingsFor(c), payment, 'poll', clockNow(c));
  return toPaymentView(refreshed);
}

async function mayView(db: Db, payment: PaymentRow, userId: number | null, phone: string | undefined): Promise<boolean> {
  if (payment.userId !== null) return payment.userId === userId;
  if (!phone) return false;
  const given = normalizePhone(phone);
  if (payment.phone && given === payment.phone) return true;
  // A guest's card payment has no phone of its own: the checkout's contact phone identifies its payer.
  if (payment.purpose !== 'order') return false;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.checkoutId, payment.purposeRef), isNull(orders.userId), eq(orders.customerPhone, given)))
    .limit(1);
  return Boolean(order);
}

/**
 * Polls a pending payment (at most every POLL_INTERVAL_MS: the claim is a guarded update of updated_at, so
 * concurrent readers poll once) and applies what Paynow says. A poll that fails leaves the payment as it was.
 */
export async function refreshPayment(db: Db, settings: PaynowSettings, payment: PaymentRow, source: EventSource, at: Date): Promise<PaymentRow> {
  if (payment.status !== 'pending' || !payment.pollUrl) return payment;
  const claimed = await db
    .update(payments)
    .set({ updatedAt: at.toISOString() })
    .where(
      and(
        eq(payments.id, payment.id),
        eq(payments.status, 'pending'),
        lte(payments.updatedAt, new Date(at.getTime() - POLL_INTERVAL_MS).toISOString()),
      ),
    )
    .returning({ id: payments.id });
  if (claimed.length === 0) return payment;
  try {
    const message = await poll(settings, payment.currency, payment.pollUrl);
    if (message.reference !== payment.reference || message.status === null) return payment;
    if (message.status !== 'pending' && message.amountCents !== payment.amountCents) {
      console.error('Paynow poll amount differs', payment.reference);
      return payment;
    }
    await applyStatus(
      db,
      payment,
      { source, providerStatus: message.providerStatus, status: message.status, providerReference: message.paynowReference },
      at,
    );
  } catch (error) {
    if (!(error instanceof PaynowUnavailable)) throw error;
    console.error('Paynow poll failed', payment.reference, error.message);
    return payment;
  }
  return (await paymentByReference(db, payment.reference)) ?? payment;
}
