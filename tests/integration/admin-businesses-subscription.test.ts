/**
 * Finance changing or extending a store owner's package (issue 29), by the activation rules of spec §4: an
 * extension moves the active package's end; another package replaces the active one from now and keeps its end
 * (the old row expired, exactly one active); an owner without a package gets one for the days given. The owner is
 * told, the change is audited, a form sent twice (or after another operator's change) answers 409 with nothing
 * written, and two operators at once → one outcome. Also the GraphQL mutation's user errors.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, clearRateLimits } from './support/accounts';
import { P } from './support/buying';
import { gql } from './support/http';
import { operatorLogin, type OperatorLogin } from './support/operators';
import { expectNewestKeyed } from './support/notification-keys';

interface Sub {
  id: number;
  package_id: number;
  status: string;
  started_at: string;
  ends_at: string;
}
let storeId: number;
let ownerId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  const row = (await env.DB.prepare('select b.id, b.owner_id from products p join businesses b on b.id = p.business_id where p.id = ?')
    .bind(P.fertiliser)
    .first<{ id: number; owner_id: number }>())!;
  [storeId, ownerId] = [row.id, row.owner_id];
});
beforeEach(clearRateLimits);

const change = (op: OperatorLogin, body: unknown, id: number | string = storeId) =>
  call('POST', `/admin/businesses/${id}/subscription`, { token: op.token, now: op.now, body });
const subs = () =>
  env.DB.prepare('select id, package_id, status, started_at, ends_at from user_subscriptions where user_id = ? order by id')
    .bind(ownerId)
    .all<Sub>()
    .then((r) => r.results);
const active = async () => (await subs()).filter((s) => s.status === 'active');
const audits = (action: string) =>
  env.DB.prepare('select count(*) as n from operator_audit_log where action = ? and object_id = ?')
    .bind(action, String(storeId))
    .first('n')
    .then(Number);
const told = () =>
  env.DB.prepare("select body from notifications where user_id = ? and kind = 'subscription_changed' order by id desc")
    .bind(ownerId)
    .all<{ body: string }>()
    .then((r) => r.results);

describe('changing and extending a package', () => {
  it('an owner without a package gets one for the days given, from now; then an extension moves its end', async () => {
    const finance = await operatorLogin('finance');
    // The store's owner starts without any active package.
    await env.DB.prepare("update user_subscriptions set status = 'expired' where user_id = ?").bind(ownerId).run();
    const needsDays = await change(finance, { packageId: 1 });
    expect([needsDays.status, needsDays.json.message]).toEqual([
      400,
      'extendDays: The owner has no active package: give the number of days it should run',
    ]);

    const given = await change(finance, { packageId: 1, extendDays: 30, expectedEndsAt: null });
    expect(given.status, given.json.message).toBe(200);
    const [first] = await active();
    expect(first).toMatchObject({
      package_id: 1,
      started_at: new Date(finance.now).toISOString(),
      ends_at: new Date(finance.now + 30 * DAY).toISOString(),
    });
    expect(given.json.data.business.subscription).toMatchObject({ packageId: 1, active: true, endsAt: first.ends_at });
    await expectNewestKeyed(ownerId, 'subscription_changed', 'packageSet');
    expect(await env.DB.prepare('select can_trial from users where id = ?').bind(ownerId).first('can_trial')).toBe(0);

    const extended = await change(finance, { extendDays: 10, expectedEndsAt: first.ends_at });
    expect(extended.status, extended.json.message).toBe(200);
    expect(await active()).toEqual([{ ...first, ends_at: new Date(finance.now + 40 * DAY).toISOString() }]);
    expect((await told())[0].body).toContain('10 more days');
    await expectNewestKeyed(ownerId, 'subscription_changed', 'packageExtended');
    expect(await audits('subscription.extended')).toBe(1);

    // The same form again: what it saw has changed, so nothing does.
    const twice = await change(finance, { extendDays: 10, expectedEndsAt: first.ends_at });
    expect([twice.status, twice.json.message]).toEqual([
      409,
      'The package changed since this page was loaded; nothing changed. Reload and try again',
    ]);
    expect((await active())[0].ends_at).toBe(new Date(finance.now + 40 * DAY).toISOString());
    expect(await audits('subscription.extended')).toBe(1);
  });

  it('another package replaces the active one from now and keeps its end; the same package again changes nothing', async () => {
    const finance = await operatorLogin('finance');
    const [before] = await active();
    const same = await change(finance, { packageId: before.package_id });
    expect([same.status, same.json.message]).toEqual([409, 'The owner already has this package; nothing changed']);

    const seen = (await told()).length;
    const upgraded = await change(finance, { packageId: 3, expectedEndsAt: before.ends_at });
    expect(upgraded.status, upgraded.json.message).toBe(200);
    const all = await subs();
    expect(all.find((s) => s.id === before.id)?.status).toBe('expired');
    expect(await active()).toEqual([
      expect.objectContaining({ package_id: 3, ends_at: before.ends_at, started_at: new Date(finance.now).toISOString() }),
    ]);
    expect((await told()).length).toBe(seen + 1);
    await expectNewestKeyed(ownerId, 'subscription_changed', 'packageSet');
    const audit = await env.DB.prepare(
      "select before_json, after_json from operator_audit_log where action = 'subscription.changed' and object_id = ? order by id desc",
    )
      .bind(String(storeId))
      .first<{ before_json: string; after_json: string }>();
    expect(JSON.parse(audit!.before_json)).toMatchObject({ packageId: before.package_id });
    expect(JSON.parse(audit!.after_json)).toMatchObject({ packageId: 3, endsAt: before.ends_at });
  });

  it('two operators at once: one outcome, one audit entry', async () => {
    const [finance, admin] = [await operatorLogin('finance'), await operatorLogin('admin')];
    const [before] = await active();
    const auditsBefore = await audits('subscription.extended');
    const both = await Promise.all([
      change(finance, { extendDays: 5, expectedEndsAt: before.ends_at }),
      change(admin, { extendDays: 7, expectedEndsAt: before.ends_at }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await audits('subscription.extended')).toBe(auditsBefore + 1);
    const days = both[0].status === 200 ? 5 : 7;
    expect(await active()).toEqual([{ ...before, ends_at: new Date(Date.parse(before.ends_at) + days * DAY).toISOString() }]);
  });
});

describe('bad input and roles', () => {
  it('answers each field’s message; moderators and support may not change packages', async () => {
    const finance = await operatorLogin('finance');
    const message = async (body: unknown) => (await change(finance, body)).json.message;
    expect(await message({})).toBe('extendDays: Choose another package or a number of days to extend by');
    expect(await message({ extendDays: 0 })).toBe('extendDays: Extend by 1 to 366 days');
    expect(await message({ extendDays: 367 })).toBe('extendDays: Extend by 1 to 366 days');
    expect(await message({ extendDays: 'ten' })).toBe('extendDays: Extend by 1 to 366 days');
    expect(await message({ packageId: 999 })).toBe('packageId: Choose one of the packages');
    expect((await change(finance, { extendDays: 1 }, 999_999)).status).toBe(404);
    for (const role of ['moderator', 'support'] as const) expect((await change(await operatorLogin(role), { extendDays: 1 })).status).toBe(403);
  });

  it('GraphQL: user errors name their field; a refused role gets no store', async () => {
    const ask = (op: OperatorLogin, input: string) =>
      gql(
        `mutation { changeBusinessSubscription(input: { businessId: "${storeId}"${input} }) { business { id } userErrors { field message } } }`,
        {},
        {
          authorization: `Bearer ${op.token}`,
          'x-musika-test-now': String(op.now),
        },
      );
    const finance = await operatorLogin('finance');
    const bad = await ask(finance, ', extendDays: 400');
    expect(bad.data.changeBusinessSubscription).toEqual({
      business: null,
      userErrors: [{ field: 'extendDays', message: 'Extend by 1 to 366 days' }],
    });
    const ok = await ask(finance, ', extendDays: 1');
    expect(ok.data.changeBusinessSubscription).toEqual({ business: { id: String(storeId) }, userErrors: [] });
    const moderator = await operatorLogin('moderator');
    const refused = await ask(moderator, ', extendDays: 1');
    expect(refused.data.changeBusinessSubscription).toEqual({
      business: null,
      userErrors: [{ field: null, message: 'You are not allowed to do that.' }],
    });
  });
});
