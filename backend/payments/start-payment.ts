/**
 * Starting a payment (issue #11): the one entry every purpose (checkout, subscription, ads top-up) calls.
 *
 *   - Idempotent on idempotencyKey: the same key answers the same payment, and Paynow is asked only once.
 *   - ZWG: the USD amount is converted at the rate in force (backend/money/rates.ts); the payment keeps the
 *     rate it used, so a later rate change never rewrites what somebody paid.
 *   - Paynow answering "Error" (or not answering) settles the payment as failed, 'Payment failed' for the payer
 *     (never the upstream text), through the same settle step as any other outcome.
 */
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { PAYMENT_FAILED, type PaymentView } from '../../schema/rest/payments';
import { normalizePhone, PHONE_MESSAGE, ZIM_PHONE } from '../../schema/rest/phone';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { HttpError } from '../http';
import { currentRate, RateUnavailableError, toZwgCents } from '../money/rates';
import { initiate, PaynowUnavailable } from './paynow/client';
import { paynowSettingsFor } from './paynow/settings';
import type { PaymentRow } from './effects/types';
import { toPaymentView } from './payment-view';
import { newPaymentReference } from './reference';
import { applyStatus } from './settle';
import { clockNow } from '../clock';

export interface PaymentRequest {
  purpose: 'order' | 'subscription' | 'ads';
  /** checkoutId | user_subscriptions.id | businesses.id (as text). */
  purposeRef: string;
  /** The payer; null for a guest checkout. */
  userId: number | null;
  /** ads: the business funded. */
  businessId: number | null;
  /** What is owed, USD cents. */
  usdCents: number;
  /** ZWG: converted with currentRate(db) from backend/money/rates.ts. */
  currency: 'USD' | 'ZWG';
  method: 'ecocash' | 'onemoney' | 'innbucks' | 'web';
  /** The mobile-money number for express methods (required for them), any form people type. */
  phone: string | null;
  /** Paynow's authemail. */
  email: string;
  /** Scoped by the caller, e.g. `order:${checkoutId}:${clientKey}`. */
  idempotencyKey: string;
  /** e.g. 'Musika order MSK-10042'. */
  description: string;
  /** Site path Paynow's web page returns to, e.g. '/checkout/payment/MSK-PAY-…'. */
  returnPath: string;
}

/** Paynow refuses amounts above what mobile money carries; no purpose of ours comes near this. */
const MAX_CENTS = 100_000_000_000;

function returnPath(path: string, reference: string): string {
  const filled = path.replace('{reference}', encodeURIComponent(reference));
  return filled.startsWith('/') ? filled : `/${filled}`;
}

function expressPhone(req: PaymentRequest): string | null {
  if (req.method === 'web') return null;
  const phone = normalizePhone(req.phone ?? '');
  if (!ZIM_PHONE.test(phone)) throw new HttpError(400, PHONE_MESSAGE);
  return phone;
}

async function amountOf(db: Db, req: PaymentRequest, now: Date): Promise<{ amountCents: number; rateMicros: number | null }> {
  if (req.currency === 'USD') return { amountCents: req.usdCents, rateMicros: null };
  try {
    const { rateMicros } = await currentRate(db, 'ZWG', now);
    return { amountCents: toZwgCents(req.usdCents, rateMicros), rateMicros };
  } catch (error) {
    if (error instanceof RateUnavailableError) throw new HttpError(409, PAYMENT_FAILED);
    throw error;
  }
}

/** A key reused for something else is a caller's bug: refuse it rather than answer another payment. */
function sameRequest(existing: PaymentRow, req: PaymentRequest): PaymentView {
  const same =
    existing.purpose === req.purpose &&
    existing.purposeRef === req.purposeRef &&
    existing.userId === req.userId &&
    existing.usdCents === req.usdCents;
  if (!same) throw new HttpError(409, PAYMENT_FAILED);
  return toPaymentView(existing);
}

async function byKey(db: Db, idempotencyKey: string) {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey)).limit(1);
  return row ?? null;
}

export async function startPayment(c: Context, db: Db, req: PaymentRequest): Promise<PaymentView> {
  if (!Number.isSafeInteger(req.usdCents) || req.usdCents <= 0 || req.usdCents > MAX_CENTS) throw new HttpError(400, PAYMENT_FAILED);
  if (!req.idempotencyKey || req.idempotencyKey.length > 200) throw new HttpError(400, PAYMENT_FAILED);
  const existing = await byKey(db, req.idempotencyKey);
  if (existing) return sameRequest(existing, req);

  const phone = expressPhone(req);
  const at = clockNow(c);
  const now = at.toISOString();
  const { amountCents, rateMicros } = await amountOf(db, req, at);
  const reference = newPaymentReference();
  const [created] = await db
    .insert(payments)
    .values({
      reference,
      purpose: req.purpose,
      purposeRef: req.purposeRef,
      userId: req.userId,
      businessId: req.businessId,
      amountCents,
      currency: req.currency,
      usdCents: req.usdCents,
      rateMicros,
      method: req.method,
      phone,
      status: 'pending',
      idempotencyKey: req.idempotencyKey,
      createdAt: now,
      updatedAt: now,
    })
    // Two submits racing with one key: the loser answers the winner's payment and asks Paynow nothing.
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  if (!created) return sameRequest((await byKey(db, req.idempotencyKey))!, req);

  const settings = paynowSettingsFor(c);
  let payment = created;
  try {
    const answer = await initiate(settings, {
      reference,
      amountCents,
      currency: req.currency,
      description: req.description.slice(0, 200),
      email: req.email,
      // The caller cannot know the reference before it exists: '{reference}' in the path stands for it.
      returnUrl: `${settings.origin}${returnPath(req.returnPath, reference)}`,
      method: req.method,
      phone,
    });
    if (answer.ok) {
      const [updated] = await db
        .update(payments)
        .set({
          pollUrl: answer.pollUrl,
          redirectUrl: answer.browserUrl,
          providerReference: answer.paynowReference,
          instructions: answer.instructions?.slice(0, 500) ?? null,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(payments.id, created.id))
        .returning();
      payment = updated ?? created;
      await applyStatus(db, payment, { source: 'initiate', providerStatus: 'Ok', status: 'pending', providerReference: answer.paynowReference });
    } else {
      await applyStatus(db, payment, { source: 'initiate', providerStatus: 'Error', status: 'failed', note: answer.error });
    }
  } catch (error) {
    if (!(error instanceof PaynowUnavailable)) throw error;
    console.error('Paynow initiate failed', reference, error.message);
    await applyStatus(db, payment, { source: 'initiate', providerStatus: 'Unavailable', status: 'failed', note: error.message });
  }
  const [stored] = await db.select().from(payments).where(eq(payments.id, created.id));
  return toPaymentView(stored ?? payment);
}
