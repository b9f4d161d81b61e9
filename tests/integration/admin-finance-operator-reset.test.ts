/**
 * An admin resets another operator's authenticator (issue 29; /admin/operators/): the secret and recovery codes are
 * removed, the operator's open logins lose the code step (no operator call opens until they enrol again), one audit
 * entry; a repeat changes nothing and says so; two admins at once → one reset recorded; resetting yourself and
 * every role but admin are refused.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OPERATOR_RESET_MESSAGES } from '../../schema/rest/operator-reset';
import { OPERATOR_MESSAGES } from '../../schema/rest/operators';
import { call, clearRateLimits } from './support/accounts';
import { OPERATOR_IDS, operatorLogin, type OperatorLogin, SEEDED_SECRET } from './support/operators';

const as = (op: OperatorLogin) => ({ token: op.token, now: op.now });
const reset = (op: OperatorLogin, id: number | string) => call('POST', `/admin/operators/${id}/totp/reset`, as(op));
const count = (sql: string, id: number | string) => env.DB.prepare(sql).bind(id).first<number>('n');
const resetAudits = (id: number) =>
  count("select count(*) as n from operator_audit_log where action = 'operator.totp_reset' and object_id = ?", String(id));

beforeEach(clearRateLimits);
afterEach(async () => {
  // The seeded authenticator back (scripts/seed/operators.mjs), so later logins in this file pass the code step.
  await env.DB.prepare(
    `insert into operator_totp (user_id, secret, confirmed_at, last_step, created_at)
     select id, ?, '2026-01-02T07:00:00.000Z', null, '2026-01-02T07:00:00.000Z' from users where id in (40, 41, 42, 43, 44)
     on conflict (user_id) do nothing`,
  )
    .bind(SEEDED_SECRET)
    .run();
});

describe('resetting another operator’s authenticator', () => {
  it('removes the secret and recovery codes, sends their open login back to enrolment, and is audited once', async () => {
    const moderator = await operatorLogin('moderator');
    const id = OPERATOR_IDS.moderator;
    await env.DB.prepare("insert into operator_recovery_codes (user_id, code_hash, created_at) values (?, 'digest', '2026-01-02T07:00:00.000Z')")
      .bind(id)
      .run();
    expect((await call('GET', '/admin/reports', as(moderator))).status).toBe(200);

    const admin = await operatorLogin('admin');
    const done = await reset(admin, id);
    expect(done.status, done.json.message).toBe(200);
    expect(done.json.data).toEqual({
      operator: { id, name: expect.any(String), email: 'moderator@musika.co.zw', roles: ['moderator'], authenticator: 'none' },
      changed: true,
    });
    expect(await count('select count(*) as n from operator_totp where user_id = ?', id)).toBe(0);
    expect(await count('select count(*) as n from operator_recovery_codes where user_id = ?', id)).toBe(0);
    // The moderator's login, which had passed the code step, opens nothing until a new app is set up.
    const refused = await call('GET', '/admin/reports', as(moderator));
    expect([refused.status, refused.json.message]).toEqual([403, OPERATOR_MESSAGES.secondFactorNeeded]);
    expect((await call('GET', '/auth/second-factor', as(moderator))).json.data.state).toBe('enrol');
    const audit = await env.DB.prepare(
      "select operator_id, before_json, after_json from operator_audit_log where action = 'operator.totp_reset' and object_id = ?",
    )
      .bind(String(id))
      .all();
    expect(audit.results).toEqual([
      {
        operator_id: OPERATOR_IDS.admin,
        before_json: JSON.stringify({ authenticator: 'enrolled' }),
        after_json: JSON.stringify({ authenticator: 'none' }),
      },
    ]);

    const again = await reset(admin, id);
    expect([again.status, again.json.data.changed, again.json.data.operator.authenticator]).toEqual([200, false, 'none']);
    expect(await resetAudits(id)).toBe(1);
  });

  it('two admins at once: one reset recorded, the other changed nothing', async () => {
    const [first, second] = [await operatorLogin('admin', '198.51.100.41'), await operatorLogin('admin', '198.51.100.42')];
    const id = OPERATOR_IDS.editor;
    const both = await Promise.all([reset(first, id), reset(second, id)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.json.data.changed).sort()).toEqual([false, true]);
    expect(await resetAudits(id)).toBe(1);
  });

  it('refuses yourself, unknown ids and every role but admin', async () => {
    const admin = await operatorLogin('admin');
    const self = await reset(admin, OPERATOR_IDS.admin);
    expect([self.status, self.json.message]).toEqual([400, OPERATOR_RESET_MESSAGES.resetSelf]);
    expect(await count('select count(*) as n from operator_totp where user_id = ?', OPERATOR_IDS.admin)).toBe(1);
    for (const id of [999_999, 'x1']) expect((await reset(admin, id)).json.message).toBe(OPERATOR_RESET_MESSAGES.operatorNotFound);
    // An account that is not an operator is not found here, whatever its id.
    const buyerId = Number(await env.DB.prepare("select id from users where email = 'buyer@musika.co.zw'").first('id'));
    expect((await reset(admin, buyerId)).status).toBe(404);
    const finance = await operatorLogin('finance');
    expect((await reset(finance, OPERATOR_IDS.support)).status).toBe(403);
    expect((await call('GET', '/admin/operators', as(finance))).status).toBe(403);
    expect(await count('select count(*) as n from operator_totp where user_id = ?', OPERATOR_IDS.support)).toBe(1);
  });
});

describe('the operators list', () => {
  it('lists every operator with their roles and authenticator, searchable by name or e-mail', async () => {
    const admin = await operatorLogin('admin');
    const list = (q = '') => call('GET', `/admin/operators?${q}`, as(admin));
    const all = await list();
    expect(all.status, all.json.message).toBe(200);
    expect(all.json.data.pageInfo.total).toBe(5);
    expect(all.json.data.load.map((o: { email: string }) => o.email).sort()).toEqual(
      ['admin', 'editor', 'finance', 'moderator', 'support'].map((r) => `${r}@musika.co.zw`),
    );
    expect(all.json.data.load.every((o: { authenticator: string }) => o.authenticator === 'enrolled')).toBe(true);
    const found = await list('search=financ');
    expect(found.json.data.load).toEqual([expect.objectContaining({ id: OPERATOR_IDS.finance, roles: ['finance'] })]);
    expect((await list('search=100%25')).json.data.pageInfo.total).toBe(0);
  });
});
