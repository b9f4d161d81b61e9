/** startPayment against the Paynow sandbox: each test number's outcome, web payments, idempotency, ZWG. */
import { env } from 'cloudflare:test';
import { SELF } from './support/worker';
import { describe, expect, it } from 'vitest';
import { events, paymentRow, settlements, start } from './support/payments';

describe('Paynow sandbox test numbers', () => {
  it('0771111111 is paid after the delay, through the result callback', async () => {
    const { view, settled } = await start({ phone: '0771111111' });
    expect(view).toMatchObject({
      status: 'pending',
      method: 'ecocash',
      currency: 'USD',
      amountCents: 2500,
      phoneMasked: '+263 77*****11',
      redirectUrl: null,
    });
    expect(view.instructions).toBeTruthy();
    expect(view.reference).toMatch(/^MSK-PAY-[0-9A-Z]{10}$/);
    await settled;
    const row = await paymentRow(view.reference);
    expect(row.status).toBe('paid');
    expect(row.settled_at).not.toBeNull();
    expect(await settlements(view.reference)).toBe(1);
    expect((await events(view.reference)).map((e) => [e.source, e.provider_status, e.status])).toEqual([
      ['initiate', 'Ok', 'pending'],
      ['callback', 'Paid', 'paid'],
    ]);
  });

  it('0772222222 is paid after the longer delay', async () => {
    const { view, settled } = await start({ phone: '+263 772 222 222', method: 'onemoney' });
    expect((await paymentRow(view.reference)).status).toBe('pending');
    await settled;
    expect((await paymentRow(view.reference)).status).toBe('paid');
  });

  it('0773333333 is cancelled after the delay', async () => {
    const { view, settled } = await start({ phone: '0773333333' });
    await settled;
    expect((await paymentRow(view.reference)).status).toBe('cancelled');
    expect(await settlements(view.reference)).toBe(1);
  });

  it('0774444444 has insufficient balance: failed at once with Payment failed, never the upstream text', async () => {
    const { view } = await start({ phone: '0774444444' });
    expect(view.status).toBe('failed');
    expect(view.message).toBe('Payment failed');
    expect(JSON.stringify(view)).not.toContain('Insufficient');
    expect(await settlements(view.reference)).toBe(1);
    expect(await events(view.reference)).toMatchObject([{ source: 'initiate', provider_status: 'Error', status: 'failed' }]);
  });
});

describe('web payments', () => {
  it('the Paynow page pays and returns the payer to the return URL', async () => {
    const { view } = await start({ method: 'web', phone: null, returnPath: '/checkout/payment/abc' });
    expect(view.status).toBe('pending');
    expect(view.redirectUrl).toMatch(/\/paynow-sandbox\/Payment\/ConfirmPayment\//);
    const path = new URL(view.redirectUrl!).pathname;
    const page = await SELF.fetch(`http://musika.test${path}`);
    const html = await page.text();
    expect(html).toContain('25.00');
    expect(html).toContain(view.reference);
    expect(html).toContain('<link rel="icon" href="/favicon.svg"');
    const paid = await SELF.fetch(`http://musika.test${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://musika.test', host: 'musika.test' },
      body: 'action=pay',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/checkout\/payment\/abc$/);
    await expect.poll(async () => (await paymentRow(view.reference)).status, { timeout: 10_000 }).toBe('paid');
  });

  it('the Cancel button cancels', async () => {
    const { view } = await start({ method: 'web', phone: null });
    const path = new URL(view.redirectUrl!).pathname;
    await SELF.fetch(`http://musika.test${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://musika.test', host: 'musika.test' },
      body: 'action=cancel',
    });
    await expect.poll(async () => (await paymentRow(view.reference)).status, { timeout: 10_000 }).toBe('cancelled');
  });
});

describe('starting a payment', () => {
  it('the same idempotency key answers the same payment and asks Paynow once', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const same = { idempotencyKey: key, purposeRef: key, method: 'web' as const, phone: null };
    const first = await start(same);
    const again = await Promise.all([1, 2, 3].map(() => start(same)));
    for (const { view } of again) expect(view.reference).toBe(first.view.reference);
    const row = await env.DB.prepare('select count(*) as n from paynow_sandbox_transactions where reference = ?')
      .bind(first.view.reference)
      .first<{ n: number }>();
    expect(row?.n).toBe(1);
  });

  it('a key reused for another payment is refused', async () => {
    const key = `test:${crypto.randomUUID()}`;
    await start({ idempotencyKey: key, purposeRef: key, method: 'web', phone: null });
    await expect(start({ idempotencyKey: key, purposeRef: `${key}-other`, method: 'web', phone: null })).rejects.toThrow(/409/);
  });

  it('an express method needs a Zimbabwean phone number', async () => {
    await expect(start({ phone: null })).rejects.toThrow(/400/);
    await expect(start({ phone: '12345' })).rejects.toThrow(/400/);
  });

  it('a ZWG payment is converted at the current rate and keeps it', async () => {
    const rate = await env.DB.prepare(
      "select rate_micros from exchange_rates where currency = 'ZWG' order by effective_date desc, id desc limit 1",
    ).first<{ rate_micros: number }>();
    expect(rate).not.toBeNull();
    const { view, settled } = await start({ currency: 'ZWG', usdCents: 1000 });
    expect(view.currency).toBe('ZWG');
    expect(view.usdCents).toBe(1000);
    expect(view.rateMicros).toBe(rate!.rate_micros);
    expect(view.amountCents).toBe(Math.round((1000 * rate!.rate_micros) / 1_000_000));
    await settled;
    expect((await paymentRow(view.reference)).status).toBe('paid');
  });
});
