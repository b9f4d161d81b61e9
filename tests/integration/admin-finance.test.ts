/**
 * Finance's settings (issue 29): today's USD→ZiG rate set by an operator (a dated row as the token PUT adds, the
 * purge that makes ZiG prices follow, the audit entry), the commission per package and the payout rules (hold,
 * minimum): field messages quoted from the contracts, the same value again changes nothing and says so, two
 * operators at once → one outcome and one audit entry, other roles refused, the history read through its index.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_MESSAGES } from '../../schema/rest/admin-finance';
import { LEDGER_MESSAGES } from '../../schema/rest/ledger';
import { call, clearRateLimits, loginToken, SEEDED } from './support/accounts';
import { operatorLogin, type OperatorLogin } from './support/operators';
import { settleWorkerTasks } from './support/worker';

const HARARE_TODAY = '2026-06-01';

/** The audit log is append-only: each test reads the entries made after it started. */
let firstAudit = 0;
const auditsOf = (action: string) =>
  env.DB.prepare('select operator_id, before_json, after_json from operator_audit_log where action = ? and id >= ? order by id')
    .bind(action, firstAudit)
    .all<{ operator_id: number; before_json: string; after_json: string }>()
    .then((r) => r.results);

const as = (op: OperatorLogin) => ({ token: op.token, now: op.now });

/**
 * Two changes sent at once end as one story, whichever order the Worker ran them in: either their reads
 * interleaved and the guard let one through (200 and 409, one audit entry), or they ran one after the other and
 * each was a change of what the other left (two 200s whose audit entries chain: the second's before is the first's
 * after). Never a lost update, an entry without its change, or a change without its entry.
 */
async function expectOneStory(answers: { status: number }[], action: string, writes?: () => Promise<number>) {
  const statuses = answers.map((r) => r.status).sort();
  const audits = await auditsOf(action);
  if (statuses[1] === 409) {
    expect(statuses).toEqual([200, 409]);
    expect(audits).toHaveLength(1);
  } else {
    expect(statuses).toEqual([200, 200]);
    expect(audits).toHaveLength(2);
    expect(audits[1].before_json).toBe(audits[0].after_json);
  }
  if (writes) expect(await writes()).toBe(audits.length);
}

beforeEach(async () => {
  await clearRateLimits();
  firstAudit = Number(await env.DB.prepare('select coalesce(max(id), 0) + 1 as n from operator_audit_log').first('n'));
});
afterEach(async () => {
  // Back to the seed: the rate rows this file adds, the packages' rates and the payout rules.
  await env.DB.batch([
    env.DB.prepare("delete from exchange_rates where source = 'operator'"),
    env.DB.prepare("update subscription_packages set commission_bp = case slug when 'starter' then 1000 when 'business' then 750 else 500 end"),
    env.DB.prepare('update ledger_settings set hold_days = 7, min_payout_cents = 1000 where id = 1'),
  ]);
});

describe('today’s exchange rate', () => {
  it('adds a row dated today, purges cached ZiG prices, audits before → after; the same rate again changes nothing', async () => {
    const finance = await operatorLogin('finance');
    // The public rate every page converts with, edge-cached as pages read it.
    const publicRate = async () => {
      const answer = await call('GET', '/exchange-rates/current', { now: finance.now });
      await settleWorkerTasks();
      return answer.json.data.rate.rateMicros;
    };
    expect(await publicRate()).toBe(26_800_000);
    expect(await publicRate()).toBe(26_800_000);
    const set = await call('POST', '/admin/exchange-rates', { ...as(finance), body: { rate: '27.35' } });
    expect(set.status, set.json.message).toBe(200);
    expect(set.json.data).toEqual({ current: { currency: 'ZWG', rateMicros: 27_350_000, effectiveDate: HARARE_TODAY }, changed: true });
    // At once: the cached answer was retired by the purge (the same tag the token PUT sends).
    expect(await publicRate()).toBe(27_350_000);
    expect(await auditsOf('exchange_rate.set')).toEqual([
      {
        operator_id: finance.userId,
        before_json: JSON.stringify({ rate: 26.8, effectiveDate: '2026-05-01' }),
        after_json: JSON.stringify({ rate: 27.35, effectiveDate: HARARE_TODAY }),
      },
    ]);

    const again = await call('POST', '/admin/exchange-rates', { ...as(finance), body: { rate: 27.35 } });
    expect([again.status, again.json.data.changed]).toEqual([200, false]);
    expect(await auditsOf('exchange_rate.set')).toHaveLength(1);
    const list = await call('GET', '/admin/exchange-rates?per_page=2', as(finance));
    expect(list.json.data.current.rateMicros).toBe(27_350_000);
    expect(list.json.data.load.map((r: { rateMicros: number; source: string }) => [r.rateMicros, r.source])).toEqual([
      [27_350_000, 'operator'],
      [26_800_000, 'seed'],
    ]);
    expect(list.json.data.pageInfo).toEqual({ page: 1, perPage: 2, total: 3, totalPages: 2 });
  });

  it.each([['0.5'], ['2680'], ['26.1234567'], ['abc'], [''], [null]])('refuses the rate %j with the contract’s message', async (rate) => {
    const finance = await operatorLogin('finance');
    const answer = await call('POST', '/admin/exchange-rates', { ...as(finance), body: { rate } });
    expect([answer.status, answer.json.message]).toEqual([400, `rate: ${ADMIN_FINANCE_MESSAGES.rate}`]);
    expect(await env.DB.prepare("select count(*) as n from exchange_rates where source = 'operator'").first('n')).toBe(0);
  });

  it('two operators at once: one rate stands, the other hears 409; one row, one audit entry', async () => {
    const [finance, admin] = [await operatorLogin('finance'), await operatorLogin('admin')];
    const both = await Promise.all([
      call('POST', '/admin/exchange-rates', { ...as(finance), body: { rate: '28' } }),
      call('POST', '/admin/exchange-rates', { ...as(admin), body: { rate: '29' } }),
    ]);
    await expectOneStory(both, 'exchange_rate.set', async () =>
      Number(await env.DB.prepare("select count(*) as n from exchange_rates where source = 'operator'").first('n')),
    );
    const lost = both.find((r) => r.status === 409);
    if (lost)
      expect(lost.json.message).toBe(
        ADMIN_FINANCE_MESSAGES.rateRaced(String(both.find((r) => r.status === 200)!.json.data.current.rateMicros / 1_000_000)),
      );
    const audits = await auditsOf('exchange_rate.set');
    const last = JSON.parse(audits[audits.length - 1].after_json).rate * 1_000_000;
    expect((await call('GET', '/admin/exchange-rates', as(finance))).json.data.current.rateMicros).toBe(last);
  });

  it('is finance’s: moderators, vendors and visitors are refused', async () => {
    const moderator = await operatorLogin('moderator');
    expect((await call('POST', '/admin/exchange-rates', { ...as(moderator), body: { rate: '30' } })).status).toBe(403);
    const vendor = await loginToken(SEEDED.vendor.email, SEEDED.vendor.password);
    expect((await call('GET', '/admin/exchange-rates', { token: vendor })).status).toBe(403);
    expect((await call('POST', '/admin/exchange-rates', { body: { rate: '30' } })).status).toBe(401);
  });

  it('EXPLAIN QUERY PLAN: the history page and its count read the rates through their index', async () => {
    for (const query of [
      "select * from exchange_rates where currency = 'ZWG' order by effective_date desc, id desc limit 20 offset 20",
      "select count(*) from exchange_rates where currency = 'ZWG'",
      "select rate_micros from exchange_rates where currency = 'ZWG' and effective_date <= '2026-06-01' order by effective_date desc, id desc limit 1",
    ]) {
      const { results } = await env.DB.prepare(`explain query plan ${query}`).all<{ detail: string }>();
      const lines = results.map((r) => r.detail);
      expect(lines.join('\n')).toMatch(/exchange_rates USING (COVERING )?INDEX exchange_rates_currency_date_idx/);
      expect(lines.filter((l) => /^SCAN exchange_rates$/.test(l) || /USE TEMP B-TREE/.test(l))).toEqual([]);
    }
  });
});

describe('commission per package', () => {
  const packageId = async (slug: string) =>
    Number(await env.DB.prepare('select id from subscription_packages where slug = ?').bind(slug).first('id'));

  it('sets a percentage with two decimals, audited; the store’s earnings show it; the same again changes nothing', async () => {
    const finance = await operatorLogin('finance');
    const business = await packageId('business');
    const set = await call('PUT', `/admin/finance/packages/${business}/commission`, { ...as(finance), body: { commission: '8.25' } });
    expect(set.status, set.json.message).toBe(200);
    expect(set.json.data).toMatchObject({ package: { id: business, slug: 'business', commissionBp: 825 }, changed: true });
    expect(await auditsOf('package.commission')).toEqual([
      {
        operator_id: finance.userId,
        before_json: JSON.stringify({ package: 'business', commissionBp: 750 }),
        after_json: JSON.stringify({ package: 'business', commissionBp: 825 }),
      },
    ]);
    // The vendor's Business-package store: the rate its next sales are charged.
    const vendor = await loginToken(SEEDED.vendor.email, SEEDED.vendor.password);
    const bID = Number(
      await env.DB.prepare('select b.id from businesses b join users u on u.id = b.owner_id where u.email = ? limit 1')
        .bind(SEEDED.vendor.email)
        .first('id'),
    );
    const earnings = await call('GET', `/vendor/earnings?bID=${bID}`, { token: vendor, now: finance.now });
    expect(earnings.json.data.commissionBp).toBe(825);

    const again = await call('PUT', `/admin/finance/packages/${business}/commission`, { ...as(finance), body: { commission: '8.25 %' } });
    expect([again.status, again.json.data.changed]).toEqual([200, false]);
    const list = await call('GET', '/admin/finance/commissions', as(finance));
    expect(list.json.data.packages.map((p: { slug: string; commissionBp: number }) => [p.slug, p.commissionBp])).toEqual([
      ['starter', 1000],
      ['business', 825],
      ['enterprise', 500],
    ]);
    expect(list.json.data.defaultCommissionBp).toBe(1000);
    expect(await auditsOf('package.commission')).toHaveLength(1);
  });

  it.each([['30.01'], ['-1'], ['7.555'], ['seven'], ['']])('refuses %j with the contract’s message', async (commission) => {
    const finance = await operatorLogin('finance');
    const answer = await call('PUT', `/admin/finance/packages/${await packageId('starter')}/commission`, { ...as(finance), body: { commission } });
    expect([answer.status, answer.json.message]).toEqual([400, `commission: ${ADMIN_FINANCE_MESSAGES.commission}`]);
  });

  it('accepts 0 and 30, answers 404 for an unknown package, and refuses other roles', async () => {
    const finance = await operatorLogin('finance');
    const starter = await packageId('starter');
    for (const [commission, bp] of [
      ['0', 0],
      ['30', 3000],
    ] as const) {
      const answer = await call('PUT', `/admin/finance/packages/${starter}/commission`, { ...as(finance), body: { commission } });
      expect(answer.json.data.package.commissionBp).toBe(bp);
    }
    const unknown = await call('PUT', '/admin/finance/packages/999999/commission', { ...as(finance), body: { commission: '5' } });
    expect([unknown.status, unknown.json.message]).toEqual([404, ADMIN_FINANCE_MESSAGES.packageNotFound]);
    const support = await operatorLogin('support');
    expect((await call('PUT', `/admin/finance/packages/${starter}/commission`, { ...as(support), body: { commission: '5' } })).status).toBe(403);
  });

  it('two operators at once: one rate stands, the other hears 409; one audit entry', async () => {
    const [finance, admin] = [await operatorLogin('finance'), await operatorLogin('admin')];
    const enterprise = await packageId('enterprise');
    const both = await Promise.all([
      call('PUT', `/admin/finance/packages/${enterprise}/commission`, { ...as(finance), body: { commission: '6' } }),
      call('PUT', `/admin/finance/packages/${enterprise}/commission`, { ...as(admin), body: { commission: '4' } }),
    ]);
    await expectOneStory(both, 'package.commission');
    const audits = await auditsOf('package.commission');
    const last = JSON.parse(audits[audits.length - 1].after_json).commissionBp;
    const lost = both.find((r) => r.status === 409);
    if (lost) expect(lost.json.message).toBe(ADMIN_FINANCE_MESSAGES.commissionRaced(`${last / 100} %`));
    expect(await env.DB.prepare('select commission_bp from subscription_packages where id = ?').bind(enterprise).first('commission_bp')).toBe(last);
  });
});

describe('hold and minimum payout', () => {
  it('saves both with one audit entry (before → after); the same again changes nothing; bad input names its field', async () => {
    const finance = await operatorLogin('finance');
    const put = (body: unknown) => call('PUT', '/admin/payouts/settings', { ...as(finance), body });
    const saved = await put({ holdDays: 3, minPayout: '25.50' });
    expect(saved.json.data).toEqual({ holdDays: 3, minPayoutCents: 2550, changed: true });
    expect(await auditsOf('ledger.settings')).toEqual([
      {
        operator_id: finance.userId,
        before_json: JSON.stringify({ holdDays: 7, minPayoutCents: 1000 }),
        after_json: JSON.stringify({ holdDays: 3, minPayoutCents: 2550 }),
      },
    ]);
    expect((await put({ holdDays: 3, minPayout: 25.5 })).json.data.changed).toBe(false);
    expect(await auditsOf('ledger.settings')).toHaveLength(1);
    expect((await put({ holdDays: 91, minPayout: '10' })).json.message).toBe(`holdDays: ${LEDGER_MESSAGES.holdDays}`);
    expect((await put({ holdDays: 7, minPayout: '0.50' })).json.message).toBe(`minPayout: ${LEDGER_MESSAGES.minPayout}`);
    expect((await call('GET', '/admin/payouts/settings', as(finance))).json.data).toEqual({ holdDays: 3, minPayoutCents: 2550 });
  });

  it('two operators at once with different rules: one stands, the other hears 409; one audit entry', async () => {
    const [finance, admin] = [await operatorLogin('finance'), await operatorLogin('admin')];
    const both = await Promise.all([
      call('PUT', '/admin/payouts/settings', { ...as(finance), body: { holdDays: 5, minPayout: '10' } }),
      call('PUT', '/admin/payouts/settings', { ...as(admin), body: { holdDays: 10, minPayout: '10' } }),
    ]);
    await expectOneStory(both, 'ledger.settings');
    const lost = both.find((r) => r.status === 409);
    if (lost) expect(lost.json.message).toBe(ADMIN_FINANCE_MESSAGES.settingsRaced);
    const audits = await auditsOf('ledger.settings');
    const last = JSON.parse(audits[audits.length - 1].after_json).holdDays;
    expect(await env.DB.prepare('select hold_days from ledger_settings where id = 1').first('hold_days')).toBe(last);
  });
});
