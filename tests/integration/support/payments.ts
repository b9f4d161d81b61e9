/**
 * Payment test helpers: start a payment through the real startPayment against the in-process Paynow sandbox
 * (delays scaled by 0.01 unless a test says otherwise), read payments and their history from D1, and sign
 * status messages with the sandbox's USD integration key, as Paynow (or a forger who knows it) would.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { SELF, settleWithTest } from './worker';
import { Hono } from 'hono';
import { createBackend } from '../../../backend/app';
import { createDb } from '../../../backend/db/client';
import { HttpError } from '../../../backend/http';
import { signFields, type PaynowFields } from '../../../backend/payments/paynow/hash';
import { encodeFields } from '../../../backend/payments/paynow/messages';
import { SANDBOX_INTEGRATIONS } from '../../../backend/payments/sandbox/integrations';
import { startPayment, type PaymentRequest } from '../../../backend/payments/start-payment';
import type { PaymentView } from '../../../schema/rest/payments';
import type { Env } from '../../../server/env';
import { servicesFor } from '../../../server/services';
import { API } from './http';

export const FAST = { PAYNOW_SANDBOX_DELAY_SCALE: '0.01' };
/** As FAST, but the sandbox sends no result callbacks: every one is "lost". */
export const LOST = { ...FAST, PAYNOW_SANDBOX_DROP_CALLBACKS: 'true' };

const harness = new Hono<{ Bindings: { DB: D1Database } }>()
  .post('/start', async (c) => {
    const req = (await c.req.json()) as PaymentRequest;
    return c.json(await startPayment(c, createDb(c.env.DB), req));
  })
  // As the backend answers them (backend/app.ts): the status and message the caller would see.
  .onError((error, c) => (error instanceof HttpError ? c.text(error.message, error.status) : c.text('error', 500)));

let counter = 0;
export function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  counter += 1;
  return {
    purpose: 'order',
    purposeRef: `test-checkout-${counter}`,
    userId: 19,
    businessId: null,
    usdCents: 2500,
    currency: 'USD',
    method: 'ecocash',
    phone: '0771111111',
    email: 'buyer@musika.co.zw',
    idempotencyKey: `test:${crypto.randomUUID()}`,
    description: 'Musika test payment',
    returnPath: '/checkout/payment/test',
    ...overrides,
  };
}

/**
 * Starts a payment. `settled` resolves once the sandbox's delayed work of that request (the result callback)
 * has run, as the Worker's ctx.waitUntil would let it; the test waits for it at its end anyway (settleWithTest).
 */
export async function start(overrides: Partial<PaymentRequest> = {}, vars: Record<string, string> = FAST) {
  const ctx = createExecutionContext();
  settleWithTest(ctx);
  const response = await harness.fetch(
    new Request('http://harness.test/start', { method: 'POST', body: JSON.stringify(paymentRequest(overrides)) }),
    servicesFor({ ...env, ...vars } as unknown as Env, ctx).backendEnv,
    ctx,
  );
  if (response.status !== 200) throw new Error(`startPayment answered ${response.status}: ${await response.text()}`);
  const view = (await response.json()) as PaymentView;
  return { view, settled: waitOnExecutionContext(ctx) };
}

export interface PaymentRowView {
  id: number;
  reference: string;
  status: string;
  amount_cents: number;
  poll_url: string | null;
  provider_reference: string | null;
  settled_at: string | null;
}

export async function paymentRow(reference: string): Promise<PaymentRowView> {
  const row = await env.DB.prepare('select * from payments where reference = ?').bind(reference).first<PaymentRowView>();
  if (!row) throw new Error(`no payment ${reference}`);
  return row;
}

export async function events(reference: string): Promise<{ source: string; provider_status: string; status: string }[]> {
  const { results } = await env.DB.prepare(
    'select e.source, e.provider_status, e.status from payment_events e join payments p on p.id = e.payment_id where p.reference = ? order by e.id',
  )
    .bind(reference)
    .all<{ source: string; provider_status: string; status: string }>();
  return results;
}

export async function settlements(reference: string): Promise<number> {
  const row = await env.DB.prepare('select count(*) as n from payment_settlements s join payments p on p.id = s.payment_id where p.reference = ?')
    .bind(reference)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** A status message as Paynow posts it to the result URL, signed with `key` (the sandbox USD key by default). */
export async function statusMessage(fields: PaynowFields, key: string = SANDBOX_INTEGRATIONS.USD.key): Promise<string> {
  return encodeFields(await signFields(fields, key));
}

export async function postResult(body: string): Promise<number> {
  const response = await SELF.fetch(`${API}/payments/paynow/result`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

const backend = createBackend();

/**
 * Posts to the result URL of the embedded backend in-process (what server.ts hands /wp-json/ezw/v1 to), for the
 * 1,000-way replay: through SELF every request also pays server.ts's edge-cache generation read, which under
 * that much concurrency in local workerd takes minutes, not seconds, and tests nothing about payments.
 */
export async function postResultInProcess(body: string): Promise<number> {
  const ctx = createExecutionContext();
  const response = await backend.fetch(
    new Request(`${API}/payments/paynow/result`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }),
    env,
    ctx,
  );
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response.status;
}
