/**
 * Paynow's result URL: only a message with a valid hash, our reference and our amount changes anything, and
 * 1,000 concurrent copies of one valid callback settle the payment (and apply its effect) exactly once.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SANDBOX_INTEGRATIONS } from '../../backend/payments/sandbox/integrations';
import { events, paymentRow, postResult, postResultInProcess, settlements, start, statusMessage } from './support/payments';

/** A web payment stays pending until its page is used: nothing else settles it behind the test's back. */
async function pendingWebPayment(overrides: Parameters<typeof start>[0] = {}) {
  const { view } = await start({ method: 'web', phone: null, ...overrides });
  const row = await paymentRow(view.reference);
  return { view, row };
}

const paidFields = (reference: string, amount: string, pollUrl = 'http://127.0.0.1:8787/paynow-sandbox/x') =>
  [
    ['reference', reference],
    ['paynowreference', '123456'],
    ['amount', amount],
    ['status', 'Paid'],
    ['pollurl', pollUrl],
  ] as [string, string][];

describe('forged result callbacks change nothing', () => {
  it('a callback with a bad hash is refused with 400', async () => {
    const { view } = await pendingWebPayment();
    expect(await postResult(await statusMessage(paidFields(view.reference, '25.00'), 'not-the-key'))).toBe(400);
    const unsigned = new URLSearchParams([...paidFields(view.reference, '25.00'), ['hash', 'AB'.repeat(64)]]).toString();
    expect(await postResult(unsigned)).toBe(400);
    expect(await postResult(new URLSearchParams(paidFields(view.reference, '25.00')).toString())).toBe(400);
    expect((await paymentRow(view.reference)).status).toBe('pending');
    expect(await settlements(view.reference)).toBe(0);
  });

  it('a callback for another amount is refused, even correctly signed', async () => {
    const { view } = await pendingWebPayment();
    expect(await postResult(await statusMessage(paidFields(view.reference, '0.01')))).toBe(400);
    expect((await paymentRow(view.reference)).status).toBe('pending');
    expect(await events(view.reference)).toHaveLength(1);
  });

  it('a callback for an unknown reference is refused', async () => {
    expect(await postResult(await statusMessage(paidFields('MSK-PAY-ZZZZZZZZZZ', '25.00')))).toBe(400);
    expect(await postResult('garbage')).toBe(400);
    expect(await postResult('')).toBe(400);
  });

  it('a USD payment does not accept a message signed with the ZWG key', async () => {
    const { view } = await pendingWebPayment();
    expect(await postResult(await statusMessage(paidFields(view.reference, '25.00'), SANDBOX_INTEGRATIONS.ZWG.key))).toBe(400);
    expect((await paymentRow(view.reference)).status).toBe('pending');
  });
});

describe('a valid callback', () => {
  it('1,000 concurrent replays of one valid callback give one paid payment, one settlement and one credit', async () => {
    const business = await env.DB.prepare("select id, ads_balance_cents as balance from businesses where slug = 'borrowdale-digital'").first<{
      id: number;
      balance: number;
    }>();
    const { view } = await pendingWebPayment({ purpose: 'ads', purposeRef: String(business!.id), businessId: business!.id, usdCents: 1500 });
    const body = await statusMessage(paidFields(view.reference, '15.00'));
    const statuses = await Promise.all(Array.from({ length: 1000 }, () => postResultInProcess(body)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect((await paymentRow(view.reference)).status).toBe('paid');
    expect(await settlements(view.reference)).toBe(1);
    expect((await events(view.reference)).filter((e) => e.status === 'paid')).toHaveLength(1);
    const after = await env.DB.prepare('select ads_balance_cents as balance from businesses where id = ?')
      .bind(business!.id)
      .first<{ balance: number }>();
    expect(after!.balance).toBe(business!.balance + 1500);
  });

  it('100 concurrent replays through the Worker settle once too', async () => {
    const { view } = await pendingWebPayment();
    const body = await statusMessage(paidFields(view.reference, '25.00'));
    const statuses = await Promise.all(Array.from({ length: 100 }, () => postResult(body)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await settlements(view.reference)).toBe(1);
    expect((await events(view.reference)).filter((e) => e.status === 'paid')).toHaveLength(1);
  });

  it('a later Refunded message moves a paid payment to refunded without repeating effects', async () => {
    const { view } = await pendingWebPayment();
    expect(await postResult(await statusMessage(paidFields(view.reference, '25.00')))).toBe(200);
    const refunded = paidFields(view.reference, '25.00').map(([k, v]) => [k, k === 'status' ? 'Refunded' : v] as [string, string]);
    expect(await postResult(await statusMessage(refunded))).toBe(200);
    expect((await paymentRow(view.reference)).status).toBe('refunded');
    expect(await settlements(view.reference)).toBe(1);
  });

  it('a Cancelled callback after Paid changes nothing', async () => {
    const { view } = await pendingWebPayment();
    await postResult(await statusMessage(paidFields(view.reference, '25.00')));
    const cancelled = paidFields(view.reference, '25.00').map(([k, v]) => [k, k === 'status' ? 'Cancelled' : v] as [string, string]);
    expect(await postResult(await statusMessage(cancelled))).toBe(200);
    expect((await paymentRow(view.reference)).status).toBe('paid');
  });
});
