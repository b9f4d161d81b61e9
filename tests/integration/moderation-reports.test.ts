/**
 * Moderators resolving product reports (issue 29): unpublishing takes the listing out of search and category
 * reads at once (cached copies included) and tells the store's owner which listing and why; dismissing keeps it;
 * the reporter is told either way; a resolved report answers 409 and changes nothing; two moderators at once →
 * one outcome, one audit entry; the lists are answered from an index.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../backend/db/client';
import { reportsListQuery } from '../../backend/moderation/reports-queries';
import { call, clearRateLimits, SEEDED } from './support/accounts';
import { buyerToken, P } from './support/buying';
import { operatorLogin, type OperatorLogin } from './support/operators';
import { settleWorkerTasks } from './support/worker';
import { expectNewestKeyed } from './support/notification-keys';

const BUYER_ID = async () => Number(await env.DB.prepare('select id from users where email = ?').bind(SEEDED.buyer.email).first('id'));

let firstReport: number;
beforeEach(async () => {
  await clearRateLimits();
  firstReport = Number((await env.DB.prepare('select coalesce(max(id), 0) + 1 as n from product_reports').first('n')) ?? 1);
});
afterEach(async () => {
  // The seeded listing goes back on sale for the next test (and file).
  await env.DB.batch([
    env.DB.prepare("update products set status = 'publish' where id = ?").bind(P.fertiliser),
    // Resolved rather than deleted: a deleted id would be reused, and the audit log names reports by id.
    env.DB.prepare(
      "update product_reports set resolved_at = '2026-01-01T00:00:00.000Z', outcome = 'dismissed' where id >= ? and resolved_at is null",
    ).bind(firstReport),
  ]);
});

/** A new report; each test by the buyer gives its own reason (a buyer's same product and reason is kept once). */
async function report(token?: string, reason = 'counterfeit') {
  const made = await call('POST', '/product/report', { token, body: { productId: P.fertiliser, reason, details: 'Fake bags' } });
  expect(made.status, made.json.message).toBe(201);
  return Number(await env.DB.prepare('select max(id) as id from product_reports').first('id'));
}

const act = (op: OperatorLogin, id: number | string, verb: 'unpublish' | 'dismiss', body: unknown) =>
  call('POST', `/admin/reports/${id}/${verb}`, { token: op.token, now: op.now, body });

const notificationsOf = (userId: number, kind: string) =>
  env.DB.prepare('select title, body from notifications where user_id = ? and kind = ? order by id desc')
    .bind(userId, kind)
    .all<{ title: string; body: string }>()
    .then((r) => r.results);

/**
 * The listing's id in an anonymous (edge-cached) search and category read. Each test reads its own URLs (per_page
 * differs): afterEach republishes the listing in D1 directly, which no cached copy hears of.
 */
let perPage = 100;
beforeEach(() => {
  perPage -= 1;
});
async function publicIds(): Promise<{ search: number[]; category: number[] }> {
  const category = String(
    await env.DB.prepare('select c.slug from products p join product_categories c on c.id = p.category_id where p.id = ?')
      .bind(P.fertiliser)
      .first('slug'),
  );
  const [search, inCategory] = await Promise.all([
    call('GET', `/search?term=Ammonium&per_page=${perPage}`),
    call('GET', `/search?category=${category}&per_page=${perPage}`),
  ]);
  await settleWorkerTasks();
  const ids = (r: typeof search) => (r.json.data.load as { id: number }[]).map((p) => p.id);
  return { search: ids(search), category: ids(inCategory) };
}

describe('unpublishing a reported listing', () => {
  it('takes it out of search and its category at once, tells the owner why and the reporter; audit-logged', async () => {
    const reportId = await report(await buyerToken());
    const before = await publicIds();
    expect(before.search).toContain(P.fertiliser);
    expect(before.category).toContain(P.fertiliser);
    const ownerId = Number(
      await env.DB.prepare('select b.owner_id from products p join businesses b on b.id = p.business_id where p.id = ?')
        .bind(P.fertiliser)
        .first('owner_id'),
    );

    const moderator = await operatorLogin('moderator');
    const done = await act(moderator, reportId, 'unpublish', { reason: 'These bags are not the brand they claim.' });
    expect(done.status, done.json.message).toBe(200);
    expect(done.json.data.report).toMatchObject({ outcome: 'unpublished', productStatus: 'draft', resolvedByName: expect.any(String) });

    const after = await publicIds();
    expect(after.search).not.toContain(P.fertiliser);
    expect(after.category).not.toContain(P.fertiliser);
    const [toOwner] = await notificationsOf(ownerId, 'listing_unpublished');
    expect(toOwner.title).toContain('Ammonium Nitrate');
    expect(toOwner.body).toContain('These bags are not the brand they claim.');
    const [toReporter] = await notificationsOf(await BUYER_ID(), 'report_resolved');
    expect(toReporter.body).toMatch(/unpublished/);
    await expectNewestKeyed(ownerId, 'listing_unpublished', 'listingUnpublished');
    await expectNewestKeyed(await BUYER_ID(), 'report_resolved', 'reportUnpublished');
    const audit = await env.DB.prepare("select operator_id, after_json from operator_audit_log where action = 'report.unpublished' and object_id = ?")
      .bind(String(reportId))
      .all<{ operator_id: number; after_json: string }>();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0].operator_id).toBe(moderator.userId);
    expect(await env.DB.prepare('select count(*) as n from product_reports where id = ? and resolved_at is null').bind(reportId).first('n')).toBe(0);

    const again = await act(moderator, reportId, 'dismiss', {});
    expect([again.status, again.json.message]).toEqual([409, 'This report was already resolved (unpublished); nothing changed']);
  });
});

describe('dismissing a report', () => {
  it('keeps the listing, tells the reporter, and a second action answers 409 with nothing written', async () => {
    const buyerId = await BUYER_ID();
    const seen = (await notificationsOf(buyerId, 'report_resolved')).length;
    const reportId = await report(await buyerToken(), 'other');
    const moderator = await operatorLogin('moderator');
    const done = await act(moderator, reportId, 'dismiss', { note: 'The listing matches the maker’s label.' });
    expect(done.status, done.json.message).toBe(200);
    expect(done.json.data.report).toMatchObject({ outcome: 'dismissed', productStatus: 'publish' });
    expect((await publicIds()).search).toContain(P.fertiliser);
    const told = await notificationsOf(buyerId, 'report_resolved');
    expect(told).toHaveLength(seen + 1);
    expect(told[0].body).toContain('left "Ammonium Nitrate');
    await expectNewestKeyed(buyerId, 'report_resolved', 'reportDismissed');

    const repeat = await act(moderator, reportId, 'unpublish', { reason: 'Changed my mind after all' });
    expect(repeat.status).toBe(409);
    expect(repeat.json.message).toBe('This report was already resolved (dismissed); nothing changed');
    expect((await notificationsOf(buyerId, 'report_resolved')).length).toBe(seen + 1);
    expect(await env.DB.prepare('select status from products where id = ?').bind(P.fertiliser).first('status')).toBe('publish');
  });

  it('an anonymous report is resolved without anyone to tell', async () => {
    const reportId = await report(undefined, 'scam');
    const done = await act(await operatorLogin('admin'), reportId, 'dismiss', {});
    expect(done.status, done.json.message).toBe(200);
    expect(done.json.data.report.reporterName).toBeNull();
  });
});

describe('bad input and races', () => {
  it('answers clear field messages and 404s, writing nothing', async () => {
    const reportId = await report(await buyerToken(), 'prohibited');
    const moderator = await operatorLogin('moderator');
    const short = await act(moderator, reportId, 'unpublish', { reason: 'bad' });
    expect([short.status, short.json.message]).toEqual([400, 'reason: Say why, in 5 to 500 characters: the store reads it']);
    const missing = await act(moderator, reportId, 'unpublish', {});
    expect(missing.json.message).toBe('reason: Say why, in 5 to 500 characters: the store reads it');
    const long = await act(moderator, reportId, 'dismiss', { note: 'x'.repeat(501) });
    expect([long.status, long.json.message]).toEqual([400, 'note: The note may be at most 500 characters']);
    expect((await act(moderator, 'abc', 'dismiss', {})).status).toBe(404);
    expect((await act(moderator, 999_999, 'dismiss', {})).status).toBe(404);
    const bad = await call('GET', '/admin/reports?status=nope', { token: moderator.token, now: moderator.now });
    expect(bad.status).toBe(400);
    expect(await env.DB.prepare('select count(*) as n from product_reports where id = ? and resolved_at is null').bind(reportId).first('n')).toBe(1);
  });

  it('two moderators at once: one outcome, one audit entry, one set of notifications', async () => {
    const reportId = await report(await buyerToken(), 'offensive');
    const [moderator, admin] = [await operatorLogin('moderator'), await operatorLogin('admin')];
    const both = await Promise.all([
      act(moderator, reportId, 'unpublish', { reason: 'Counterfeit fertiliser bags' }),
      act(admin, reportId, 'dismiss', {}),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const audits = await env.DB.prepare("select count(*) as n from operator_audit_log where object_type = 'product_report' and object_id = ?")
      .bind(String(reportId))
      .first('n');
    expect(audits).toBe(1);
    const outcome = String(await env.DB.prepare('select outcome from product_reports where id = ?').bind(reportId).first('outcome'));
    expect(await env.DB.prepare('select status from products where id = ?').bind(P.fertiliser).first('status')).toBe(
      outcome === 'unpublished' ? 'draft' : 'publish',
    );
  });
});

describe('the moderators’ lists', () => {
  it('pages open reports first, searchable by product or store, and refuses other roles', async () => {
    await report(await buyerToken(), 'wrong_category');
    const moderator = await operatorLogin('moderator');
    const list = (q: string) => call('GET', `/admin/reports?${q}`, { token: moderator.token, now: moderator.now });
    const open = await list('search=ammonium');
    expect(open.status, open.json.message).toBe(200);
    expect(open.json.data.load[0]).toMatchObject({ productId: P.fertiliser, resolvedAt: null });
    const store = String(
      await env.DB.prepare('select b.name from products p join businesses b on b.id = p.business_id where p.id = ?').bind(P.fertiliser).first('name'),
    );
    expect((await list(`search=${encodeURIComponent(store.slice(0, 8))}`)).json.data.load.map((r: { productId: number }) => r.productId)).toContain(
      P.fertiliser,
    );
    expect((await list('search=nothing-like-this')).json.data.pageInfo.total).toBe(0);
    const finance = await operatorLogin('finance');
    expect((await call('GET', '/admin/reports', { token: finance.token, now: finance.now })).status).toBe(403);
  });

  it('EXPLAIN QUERY PLAN: the report lists read their table through an index', async () => {
    const db = createDb(env.DB);
    const plans: string[][] = [];
    for (const status of ['open', 'resolved'] as const) {
      const { sql, params } = reportsListQuery(db, { status, page: 1, perPage: 20 }).rows.toSQL();
      plans.push(await plan(sql, params));
    }
    for (const lines of plans) {
      expect(lines.join('\n')).toMatch(/SEARCH product_reports USING INDEX (product_reports_open_idx|product_reports_resolved_idx)/);
      expect(lines.filter((l) => /^SCAN product_reports\b/.test(l))).toEqual([]);
    }
  });
});

async function plan(query: string, binds: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`explain query plan ${query}`)
    .bind(...binds)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}
