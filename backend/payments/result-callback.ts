/**
 * Paynow's result URL (POST /payments/paynow/result, form-encoded status message). Accepted only when the hash
 * is valid for the payment's currency integration, the reference is ours and the amount equals ours; anything
 * else changes nothing and is answered 400 without saying which check failed (a forger learns nothing).
 */
import type { Db } from '../db/client';
import { hasValidHash } from './paynow/hash';
import { parseFields, readStatusMessage } from './paynow/messages';
import type { PaynowSettings } from './paynow/settings';
import { applyStatus, paymentByReference } from './settle';

/** A status message is a few hundred bytes. */
export const MAX_CALLBACK_BYTES = 8 * 1024;

export type CallbackOutcome = 'accepted' | 'rejected';

export async function handleResultCallback(db: Db, settings: PaynowSettings, body: string): Promise<CallbackOutcome> {
  if (body.length > MAX_CALLBACK_BYTES) return 'rejected';
  const fields = parseFields(body);
  const message = readStatusMessage(fields);
  if (!message) return 'rejected';
  const payment = await paymentByReference(db, message.reference);
  if (!payment) return 'rejected';
  if (!(await hasValidHash(fields, settings.credentials(payment.currency).key))) return 'rejected';
  if (message.amountCents !== payment.amountCents) return 'rejected';
  // A status Paynow does not document is no news: acknowledged so Paynow stops retrying, nothing changes.
  if (message.status === null) return 'accepted';
  await applyStatus(db, payment, {
    source: 'callback',
    providerStatus: message.providerStatus,
    status: message.status,
    providerReference: message.paynowReference,
  });
  return 'accepted';
}
