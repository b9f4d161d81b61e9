/**
 * Payment calls (issue #11): the payer's status check, and Paynow's result URL. Starting a payment belongs to
 * each purpose's own call (checkout, subscribe, fund account), which calls backend/payments/start-payment.ts.
 */
import * as contract from '../../schema/rest/payments';
import { HttpError, mount, type BackendApp } from '../http';
import { paymentForViewer } from './payment-status';
import { handleResultCallback, MAX_CALLBACK_BYTES } from './result-callback';
import { paynowSettingsFor, RESULT_PATH } from './paynow/settings';
import { createDb } from '../db/client';
import { formBodyText } from './form-body';

export function registerPaymentRoutes(app: BackendApp): void {
  mount(app, contract.paymentStatus, async ({ db, query, c }) => {
    try {
      return { payment: await paymentForViewer(c, db, query.reference) };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      console.error('payment status check failed', error);
      throw new HttpError(404, contract.PAYMENT_STATUS_FAILED);
    }
  });

  // Paynow posts form fields, not JSON, and reads only the HTTP status: not a `mount`ed REST call.
  app.post(RESULT_PATH, async (c) => {
    if (Number(c.req.header('content-length') ?? 0) > MAX_CALLBACK_BYTES) return c.text('Bad request', 400);
    const body = await formBodyText(c.req.raw, MAX_CALLBACK_BYTES);
    if (body === null) return c.text('Bad request', 400);
    const outcome = await handleResultCallback(createDb(c.env.DB), paynowSettingsFor(c), body);
    return outcome === 'accepted' ? c.text('OK', 200) : c.text('Bad request', 400);
  });
}
