/** The scheduled reconcile settles a payment whose result callback was lost, by polling Paynow. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { reconcilePayments } from '../../backend/payments/reconcile';
import type { Env } from '../../server/env';
import { servicesFor } from '../../server/services';
import { describe, expect, it } from 'vitest';
import { events, LOST, paymentRow, settlements, start } from './support/payments';

/** Moves a payment and its sandbox transaction `ms` into the past, as if that much time had gone by. */
async function age(reference: string, ms: number): Promise<void> {
  const then = new Date(Date.now() - ms).toISOString();
  await env.DB.batch([
    env.DB.prepare('update payments set created_at = ?, updated_at = ? where reference = ?').bind(then, then, reference),
    env.DB.prepare('update paynow_sandbox_transactions set created_at_ms = created_at_ms - ? where reference = ?').bind(ms, reference),
  ]);
}

/** What server.ts `scheduled` runs on each Cron Trigger. */
async function cron() {
  const ctx = createExecutionContext();
  const result = await reconcilePayments(servicesFor(env as unknown as Env, ctx).backendEnv, new Date());
  await waitOnExecutionContext(ctx);
  return result;
}

describe('reconcile', () => {
  it('the cron settles a payment whose callback was lost', async () => {
    // The sandbox sends no callback: it is lost.
    const { view } = await start({ phone: '0771111111' }, LOST);
    expect((await paymentRow(view.reference)).status).toBe('pending');
    await age(view.reference, 2 * 60_000);
    const result = await cron();
    expect(result).toMatchObject({ polled: 1, settled: 1 });
    expect((await paymentRow(view.reference)).status).toBe('paid');
    expect(await settlements(view.reference)).toBe(1);
    expect((await events(view.reference)).at(-1)).toMatchObject({ source: 'reconcile', provider_status: 'Paid', status: 'paid' });
  });

  it('a payment Paynow still calls pending stays pending, and a young one is not polled', async () => {
    const { view: young } = await start({ method: 'web', phone: null });
    const { view: waiting } = await start({ method: 'web', phone: null });
    await age(waiting.reference, 2 * 60_000);
    await cron();
    expect((await paymentRow(waiting.reference)).status).toBe('pending');
    expect((await events(waiting.reference)).at(-1)).toMatchObject({ source: 'reconcile', provider_status: 'Created' });
    expect((await events(young.reference)).map((e) => e.source)).toEqual(['initiate']);
  });

  it('a payment Paynow still calls pending after a day is failed', async () => {
    const { view } = await start({ method: 'web', phone: null });
    await age(view.reference, 25 * 60 * 60_000);
    await cron();
    expect((await paymentRow(view.reference)).status).toBe('failed');
    expect((await events(view.reference)).at(-1)).toMatchObject({ source: 'reconcile', provider_status: 'Expired', status: 'failed' });
  });
});
