/**
 * The Paynow sandbox is no open redirect (issue 27 §6): the attack as the probe ran it — a web payment initiated
 * straight at the sandbox with returnurl=https://evil.example/phish, then cancelled — and a javascript: URL.
 * Only http(s) URLs on PUBLIC_ORIGIN are taken; anything else is refused as Paynow refuses a bad field.
 */
import { env } from 'cloudflare:test';
import { SELF } from './support/worker';
import { describe, expect, it } from 'vitest';
import { signFields } from '../../backend/payments/paynow/hash';
import { encodeFields, field, parseFields } from '../../backend/payments/paynow/messages';
import { SANDBOX_INTEGRATIONS, SANDBOX_PATH } from '../../backend/payments/sandbox/integrations';

const ORIGIN = 'http://127.0.0.1:8787'; // wrangler.toml PUBLIC_ORIGIN
const { id, key } = SANDBOX_INTEGRATIONS.USD;

async function initiate(returnUrl: string, resultUrl = `${ORIGIN}/wp-json/ezw/v1/payments/paynow/result`) {
  const fields = await signFields(
    [
      ['id', id],
      ['reference', `MSK-PROBE-${crypto.randomUUID().slice(0, 8)}`],
      ['amount', '5.00'],
      ['additionalinfo', 'probe'],
      ['returnurl', returnUrl],
      ['resulturl', resultUrl],
      ['status', 'Message'],
    ],
    key,
  );
  const answer = await SELF.fetch(`http://musika.test${SANDBOX_PATH}/interface/initiatetransaction`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: encodeFields(fields),
  });
  return parseFields(await answer.text());
}

const sandboxRows = () => env.DB.prepare('select count(*) as n from paynow_sandbox_transactions').first<number>('n');

describe('the Paynow sandbox takes return and result URLs on the public origin only', () => {
  it('refuses a return URL on another site, as Paynow refuses a bad field, and stores nothing', async () => {
    const before = await sandboxRows();
    const reply = await initiate('https://evil.example/phish');
    expect(field(reply, 'status')).toBe('Error');
    expect(field(reply, 'error')).toBe('Invalid return url.');
    expect(field(reply, 'browserurl')).toBeUndefined();
    expect(await sandboxRows()).toBe(before);
  });

  it('refuses a javascript: return URL and a result URL on another site', async () => {
    expect(field(await initiate('javascript:alert(document.cookie)'), 'error')).toBe('Invalid return url.');
    expect(field(await initiate(`${ORIGIN}/checkout/payment/x`, 'https://evil.example/collect'), 'error')).toBe('Invalid result url.');
    expect(field(await initiate(`${ORIGIN}.evil.example/phish`), 'error')).toBe('Invalid return url.');
  });

  it('a cancelled payment with a return URL on the site redirects there', async () => {
    const reply = await initiate(`${ORIGIN}/checkout/payment/abc`);
    expect(field(reply, 'status')).toBe('Ok');
    const path = new URL(field(reply, 'browserurl')!).pathname;
    const cancelled = await SELF.fetch(`http://musika.test${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
    });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${ORIGIN}/checkout/payment/abc`);
  });

  it('a stored row from before the rule neither redirects off the site nor renders a javascript: link', async () => {
    const reply = await initiate(`${ORIGIN}/checkout/payment/old`);
    const guid = new URL(field(reply, 'browserurl')!).pathname.split('/').pop()!;
    await env.DB.prepare('update paynow_sandbox_transactions set return_url = ? where guid = ?').bind('javascript:alert(1)', guid).run();
    const path = `${SANDBOX_PATH}/Payment/ConfirmPayment/${guid}`;
    const cancelled = await SELF.fetch(`http://musika.test${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.headers.get('location')).toBeNull();
    const page = await (await SELF.fetch(`http://musika.test${path}`)).text();
    expect(page).toContain('This payment is cancelled.');
    expect(page).not.toContain('javascript:');
  });
});
