/**
 * The scheduled reconcile (Workers Cron Trigger, every minute; server.ts `scheduled`): payments still pending a
 * minute after they started are polled, so a callback Paynow never delivered (or we never received) still
 * settles the payment. Bounded per run; the oldest go first and are polled again on the next run if Paynow
 * still says pending. A payment that never got a poll URL (its start crashed midway) is failed after a while:
 * there is nothing to ask Paynow about; one Paynow still calls pending after a day (a web page never used) too.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import { createDb, type Db } from '../db/client';
import { payments } from '../db/schema';
import { paynowSettings, type PaynowSettings } from './paynow/settings';
import { refreshPayment } from './payment-status';
import { applyStatus, stalePending } from './settle';

/** A callback normally arrives within seconds; after this the cron asks Paynow itself. */
export const RECONCILE_AFTER_MS = 60_000;
/** Payments polled per run: each is one subrequest to Paynow, and a run must stay well inside its limits. */
export const RECONCILE_BATCH = 25;
/** A pending payment without a poll URL this old is given up (failed). */
export const ABANDON_AFTER_MS = 15 * 60_000;
/** Paynow lets an unfinished transaction lapse well within a day: one still pending after that is failed. */
export const EXPIRE_AFTER_MS = 24 * 60 * 60_000;

export interface ReconcileResult {
  polled: number;
  settled: number;
  abandoned: number;
}

/** `env` as the composition root hands it (server/services.ts), so a sandbox deployment polls the sandbox. */
export async function reconcilePayments(env: { DB: D1Database }, now: Date): Promise<ReconcileResult> {
  return reconcileWith(createDb(env.DB), paynowSettings(env), now);
}

export async function reconcileWith(db: Db, settings: PaynowSettings, now: Date = new Date()): Promise<ReconcileResult> {
  const result: ReconcileResult = { polled: 0, settled: 0, abandoned: 0 };
  const before = new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString();
  const expireBefore = new Date(now.getTime() - EXPIRE_AFTER_MS).toISOString();
  for (const payment of await stalePending(db, before, RECONCILE_BATCH)) {
    result.polled += 1;
    try {
      const after = await refreshPayment(db, settings, payment, 'reconcile', now);
      if (after.status !== 'pending') result.settled += 1;
      else if (after.createdAt < expireBefore) {
        await applyStatus(db, after, { source: 'reconcile', providerStatus: 'Expired', status: 'failed', note: 'pending for a day' }, now);
      }
    } catch (error) {
      // One payment's trouble must not stop the others.
      console.error('reconcile failed for', payment.reference, error);
    }
  }
  const abandonBefore = new Date(now.getTime() - ABANDON_AFTER_MS).toISOString();
  const orphans = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), isNull(payments.pollUrl), lt(payments.createdAt, abandonBefore)))
    .limit(RECONCILE_BATCH);
  for (const payment of orphans) {
    const outcome = await applyStatus(db, payment, { source: 'reconcile', providerStatus: 'Abandoned', status: 'failed', note: 'no poll URL' }, now);
    if (outcome === 'settled') result.abandoned += 1;
  }
  return result;
}
