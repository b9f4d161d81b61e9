/**
 * The admin overview and the audit log (issue 29): each count follows the rows, is answered from an index, and
 * the log is append-only at the database (an UPDATE or DELETE is refused by the triggers), paged and filtered.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDb } from '../../backend/db/client';
import { overviewStatements } from '../../backend/operators/overview-queries';
import { call, clearRateLimits } from './support/accounts';
import { BASE_MS, OPERATOR_IDS, operatorLogin, type OperatorLogin } from './support/operators';

let admin: OperatorLogin;
beforeAll(async () => {
  await clearRateLimits();
  admin = await operatorLogin('admin');
});

const overview = async () => (await call('GET', '/admin/overview', { token: admin.token, now: admin.now })).json.data;

describe('GET /admin/overview', () => {
  it('counts what waits and today’s activity, and moves with the rows', async () => {
    const before = await overview();
    const now = new Date(admin.now).toISOString();
    await env.DB.batch([
      env.DB.prepare("insert into feedback (request_type_id, summary, created_at) values (13, 'Slow page', ?)").bind(now),
      env.DB.prepare(
        "insert into contact_messages (name, email, topic, message, created_at) values ('Rudo', 'r@example.com', 'general', 'Hello there', ?)",
      ).bind(now),
      env.DB.prepare(
        "insert into outbox (kind, to_email, subject, body, created_at) values ('custom_package_request', 'sales@musika.co.zw', 'Custom', 'Needs', ?)",
      ).bind(now),
      env.DB.prepare("insert into product_reports (product_id, reason, created_at) values (1, 'fake', ?)").bind(now),
      env.DB.prepare('update users set created_at = ? where id = 19').bind(now),
      // A store's payout request waits for finance (the ledger's count joins the overview).
      env.DB.prepare(
        "insert into store_payouts (business_id, requested_by, amount_cents, method, phone, created_at) values (2, 20, 1500, 'ecocash', '+263771111111', ?)",
      ).bind(now),
    ]);
    const after = await overview();
    expect(after.unreadInbox.feedback).toBe(before.unreadInbox.feedback + 1);
    expect(after.unreadInbox.contact).toBe(before.unreadInbox.contact + 1);
    expect(after.unreadInbox.customPackages).toBe(before.unreadInbox.customPackages + 1);
    expect(after.unreadInbox.total).toBe(before.unreadInbox.total + 3);
    expect(after.openReports).toBe(before.openReports + 1);
    expect(after.today.signUps).toBe(before.today.signUps + 1);
    expect(after.ledger.payoutsRequested).toBe(before.ledger.payoutsRequested + 1);
    expect(after.today.day).toBe('2026-06-01');
    // Read and resolved ones no longer wait.
    await env.DB.batch([
      env.DB.prepare('update feedback set read_at = ? where read_at is null').bind(now),
      env.DB.prepare('update product_reports set resolved_at = ? where resolved_at is null').bind(now),
    ]);
    expect((await overview()).unreadInbox.feedback).toBe(0);
    expect((await overview()).openReports).toBe(0);
  });

  it('answers every count from an index (EXPLAIN QUERY PLAN)', async () => {
    const { sql: statements } = overviewStatements(new Date(BASE_MS));
    for (const [name, statement] of Object.entries(statements)) {
      const plan = (await createDb(env.DB).all(sql`explain query plan ${statement}`)) as { detail: string }[];
      const details = plan.map((r) => r.detail).join(' | ');
      expect(details, name).toMatch(/USING (COVERING )?INDEX/);
      expect(details, name).not.toMatch(/^SCAN \w+$/);
    }
  });
});

describe('the audit log', () => {
  it('is append-only: the database refuses an UPDATE and a DELETE', async () => {
    await expect(env.DB.prepare("update operator_audit_log set action = 'x'").run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare('delete from operator_audit_log').run()).rejects.toThrow(/append-only/);
  });

  it('lists newest first and filters by operator, action, object type and Harare dates; admins only', async () => {
    const finance = await operatorLogin('finance', '198.51.100.81');
    const list = async (query: string) => (await call('GET', `/admin/audit?${query}`, { token: admin.token, now: admin.now })).json;
    const all = await list('');
    expect(all.data.load.length).toBeGreaterThanOrEqual(2);
    expect(all.data.load[0].createdAt >= all.data.load.at(-1).createdAt).toBe(true);
    const byFinance = await list(`operator=${OPERATOR_IDS.finance}`);
    expect(byFinance.data.load.every((e: { operatorId: number }) => e.operatorId === OPERATOR_IDS.finance)).toBe(true);
    expect(byFinance.data.load[0]).toMatchObject({
      action: 'operator.signed_in',
      objectType: 'user',
      roles: ['finance'],
      operatorName: 'Tatenda Sibanda',
    });
    expect((await list('action=operator.signed_in&objectType=user')).data.pageInfo.total).toBe(all.data.pageInfo.total);
    expect((await list('action=payout.paid')).data.load).toEqual([]);
    expect((await list('from=2026-06-01&to=2026-06-01')).data.pageInfo.total).toBe(all.data.pageInfo.total);
    expect((await list('from=2026-06-02')).data.load).toEqual([]);
    expect((await list('per_page=1&page=2')).data.load.length).toBe(1);
    expect(all.data.operators.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining(Object.values(OPERATOR_IDS)));
    const bad = await list('from=2026-06-05&to=2026-06-01');
    expect(bad.message).toBe('from: The start date must not be after the end date');
    expect((await list("from=1' or 1=1")).message).toBe('from: Dates are written YYYY-MM-DD');
    const refused = await call('GET', '/admin/audit', { token: finance.token, now: finance.now });
    expect(refused.status).toBe(403);
  });
});
