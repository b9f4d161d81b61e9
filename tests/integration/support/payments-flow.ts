/**
 * Helpers for tests that pay through the sandbox: settle a pending payment by asking for its status (the
 * status call polls Paynow, here the sandbox, at most every few seconds — so the last poll is backdated rather
 * than waited for — and the sandbox pays a test number after its delay, 5 s at the Worker's scale of 1, so the
 * sandbox transaction is backdated too: waiting would make the test depend on how fast the machine polls), and
 * read rows straight from D1.
 */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { call } from './accounts';

/** Asks GET /payments/status until the payment leaves pending (or `tries` run out); answers the last view. */
export async function settleByPolling(token: string, reference: string, tries = 40): Promise<any> {
  let last: any = null;
  for (let i = 0; i < tries; i++) {
    // The sandbox's delays are scaled down in tests; the poll throttle is not, so lift it.
    await env.DB.prepare("update payments set updated_at = '2000-01-01T00:00:00.000Z' where reference = ? and status = 'pending'")
      .bind(reference)
      .run();
    await env.DB.prepare('update paynow_sandbox_transactions set created_at_ms = created_at_ms - delay_ms where reference = ? and delay_ms > 0')
      .bind(reference)
      .run();
    const { status, json } = await call('GET', `/payments/status?reference=${reference}`, { token });
    expect(status).toBe(200);
    last = json.data.payment;
    if (last.status !== 'pending') return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  return last;
}

export async function userRow(email: string) {
  return env.DB.prepare('select id, roles, can_trial from users where email = ?')
    .bind(email)
    .first<{ id: number; roles: string; can_trial: number }>();
}

export async function subscriptionsOf(userId: number) {
  const { results } = await env.DB.prepare('select * from user_subscriptions where user_id = ? order by id')
    .bind(userId)
    .all<{ id: number; package_id: number; status: string; started_at: string; ends_at: string }>();
  return results;
}

export async function notificationsOf(userId: number, kind: string) {
  const { results } = await env.DB.prepare('select * from notifications where user_id = ? and kind = ?').bind(userId, kind).all();
  return results;
}
