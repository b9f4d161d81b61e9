/**
 * The sandbox's "answer on the phone" (POST /paynow-sandbox/phone/answer?reference=): the e2e journeys' way to
 * settle an express payment when they choose, instead of racing the scripted delay. The sandbox is called as the
 * composition root mounts it, with its own bindings: a pinned clock and a merchant that records the callbacks.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sandboxApp } from '../../backend/payments/sandbox/app';
import type { SandboxBindings } from '../../backend/payments/sandbox/sandbox-env';
import { fixedClock } from '../../backend/clock';
import { API_BASE_PATH } from '../../backend/http';

/** Paynow's messages are form-encoded: read the bytes (workerd warns on .text() of a non-text type). */
const bodyText = async (message: Request | Response) => new TextDecoder().decode(await message.arrayBuffer());

const T = Date.parse('2026-11-25T22:10:00.000Z');
const ORIGIN = 'http://musika.test';

function sandbox(nowMs: number) {
  const delivered: string[] = [];
  const bindings: SandboxBindings = {
    DB: env.DB,
    clock: fixedClock(nowMs),
    sandbox: { publicOrigin: ORIGIN, delayScale: 1000, dropCallbacks: false },
    deliver: async (request) => {
      delivered.push(await bodyText(request));
      return new Response('OK');
    },
  };
  const call = (path: string, method = 'GET') => sandboxApp.fetch(new Request(`${ORIGIN}/paynow-sandbox${path}`, { method }), bindings);
  return { delivered, call };
}

async function insert(reference: string, method: string, outcome: string | null) {
  await env.DB.prepare(
    `insert into paynow_sandbox_transactions (guid, paynow_reference, integration_id, reference, amount, method, phone, return_url, result_url, outcome, delay_ms, created_at_ms)
     values (?, 123456, '21345', ?, '25.00', ?, '0772222222', ?, ?, ?, 30000000, ?)`,
  )
    .bind(
      crypto.randomUUID(),
      reference,
      method,
      `${ORIGIN}/checkout/payment/${reference}`,
      `${ORIGIN}${API_BASE_PATH}/payments/paynow/result`,
      outcome,
      T,
    )
    .run();
  return (await env.DB.prepare('select guid from paynow_sandbox_transactions where reference = ?').bind(reference).first<{ guid: string }>())!.guid;
}

const statusIn = async (response: Response) => new URLSearchParams(await bodyText(response)).get('status');

describe('the payer answers an express prompt in the sandbox', () => {
  it('settles it at once with its scripted outcome and sends the result callback, once', async () => {
    const guid = await insert('MSK-PAY-ANSWER0001', 'ecocash', 'Paid');
    const later = sandbox(T + 1_000);
    expect(await statusIn(await later.call(`/Interface/CheckPayment/?guid=${guid}`))).toBe('Sent');

    const answered = await later.call('/phone/answer?reference=MSK-PAY-ANSWER0001', 'POST');
    expect(await answered.json()).toEqual({ answered: true, outcome: 'Paid' });
    expect(later.delivered).toHaveLength(1);
    expect(new URLSearchParams(later.delivered[0]).get('status')).toBe('Paid');
    expect(await statusIn(await later.call(`/Interface/CheckPayment/?guid=${guid}`))).toBe('Paid');

    const again = await later.call('/phone/answer?reference=MSK-PAY-ANSWER0001', 'POST');
    expect(await again.json()).toEqual({ answered: false, outcome: 'Paid' });
    expect(later.delivered).toHaveLength(1);
  });

  it('a cancelling number answers Cancelled', async () => {
    await insert('MSK-PAY-ANSWER0002', 'onemoney', 'Cancelled');
    const later = sandbox(T + 5_000);
    expect(await (await later.call('/phone/answer?reference=MSK-PAY-ANSWER0002', 'POST')).json()).toEqual({ answered: true, outcome: 'Cancelled' });
    expect(new URLSearchParams(later.delivered[0]).get('status')).toBe('Cancelled');
  });

  it('answers 404 for an unknown reference and for a web payment (its page decides)', async () => {
    await insert('MSK-PAY-ANSWER0003', 'web', null);
    const later = sandbox(T + 1_000);
    expect((await later.call('/phone/answer?reference=MSK-PAY-NOSUCH0000', 'POST')).status).toBe(404);
    expect((await later.call('/phone/answer?reference=MSK-PAY-ANSWER0003', 'POST')).status).toBe(404);
    expect(later.delivered).toEqual([]);
  });
});
