/**
 * Operators' stores (issue 29): a moderator's suspension takes the store and its listings out of every public
 * read — cached copies included — and tells the owner why; nothing is deleted, the vendor cannot republish, and
 * reinstating brings back exactly the listings that were public. Repeats answer 409 with nothing written; two
 * moderators at once → one outcome; support reads but may not act; the lists are answered from an index.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, clearRateLimits } from './support/accounts';
import { P, vendorToken } from './support/buying';
import { operatorLogin, type OperatorLogin } from './support/operators';
import { loginAs, visit } from './support/session';
import { settleWorkerTasks } from './support/worker';
import { expectNewestKeyed } from './support/notification-keys';

interface Store {
  id: number;
  slug: string;
  owner_id: number;
  lat: number;
  lng: number;
}
let store: Store;
let centreId: number;
const jblSlug = async () => String(await env.DB.prepare('select slug from products where id = ?').bind(P.jbl).first('slug'));

beforeAll(async () => {
  store = (await env.DB.prepare(
    'select b.id, b.slug, b.owner_id, b.lat, b.lng from products p join businesses b on b.id = p.business_id where p.id = ?',
  )
    .bind(P.jbl)
    .first<Store>())!;
  centreId = Number(await env.DB.prepare('select centre_id from shopping_centre_stores where business_id = ?').bind(store.id).first('centre_id'));
  // The vendor's own draft: a suspension and its reinstatement must leave it a draft.
  await env.DB.prepare("update products set status = 'draft' where id = ?").bind(P.iphone).run();
});
afterAll(async () => {
  await env.DB.prepare("update products set status = 'publish' where id = ?").bind(P.iphone).run();
});
beforeEach(clearRateLimits);

const act = (op: OperatorLogin, id: number | string, verb: 'suspend' | 'reinstate', body: unknown) =>
  call('POST', `/admin/businesses/${id}/${verb}`, { token: op.token, now: op.now, body });
const get = (op: OperatorLogin, path: string) => call('GET', path, { token: op.token, now: op.now });

const notificationsOf = (userId: number, kind: string) =>
  env.DB.prepare('select title, body from notifications where user_id = ? and kind = ? order by id desc')
    .bind(userId, kind)
    .all<{ title: string; body: string }>()
    .then((r) => r.results);

/** What each public read shows of the store: the same addresses every time, so edge-cached copies are what is read. */
async function publicView() {
  const slug = await jblSlug();
  const [storefront, stores, finder, nearby, centre, search, product] = await Promise.all([
    call('POST', `/business?bSlug=${store.slug}`),
    call('GET', '/businesses?limit=-1'),
    call('GET', '/businesses/search?term=Borrowdale%20Digital'),
    call('GET', `/products/storeFinder?coordinates=${store.lat},${store.lng}&radius=5&limit=100`),
    call('GET', `/shopping-centre?id=${centreId}`),
    call('GET', '/search?term=JBL&per_page=50'),
    call('POST', `/product?slug=${slug}`),
  ]);
  await settleWorkerTasks();
  // Lists answer {load: […]} or the list itself (spec §7 shapes differ by call).
  const storeIds = (data: unknown) =>
    ((Array.isArray(data) ? data : ((data as { load?: unknown[] })?.load ?? [])) as { bID: number }[]).map((b) => b.bID);
  return {
    storefront: storefront.status,
    stores: storeIds(stores.json.data),
    finder: storeIds(finder.json.data),
    nearby: storeIds(nearby.json.data),
    centre: storeIds(centre.json.data?.stores),
    search: ((search.json.data?.load ?? []) as { id: number }[]).map((p) => p.id),
    product: product.status,
  };
}

describe('suspending and reinstating a store', () => {
  it('takes the store and its listings out of every public read at once, and brings back exactly what was public', async () => {
    const before = await publicView();
    expect(before).toMatchObject({ storefront: 200, product: 200 });
    for (const list of [before.stores, before.finder, before.nearby, before.centre]) expect(list).toContain(store.id);
    expect(before.search).toContain(P.jbl);
    const publicBefore = await env.DB.prepare("select id from products where business_id = ? and status = 'publish' order by id")
      .bind(store.id)
      .all<{ id: number }>();

    const moderator = await operatorLogin('moderator');
    const done = await act(moderator, store.id, 'suspend', { reason: 'Counterfeit phones reported by several buyers.' });
    expect(done.status, done.json.message).toBe(200);
    expect(done.json.data.business).toMatchObject({
      id: store.id,
      suspendedAt: expect.any(String),
      suspensionReason: 'Counterfeit phones reported by several buyers.',
    });
    expect(done.json.data.business.suspendedListings).toBe(publicBefore.results.length);

    const during = await publicView();
    expect(during).toMatchObject({ storefront: 404, product: 404 });
    for (const list of [during.stores, during.finder, during.nearby, during.centre]) expect(list).not.toContain(store.id);
    expect(during.search).not.toContain(P.jbl);
    // Nothing was deleted: the listings are drafts the vendor still sees.
    expect(await env.DB.prepare('select count(*) as n from products where business_id = ? and status = ?').bind(store.id, 'publish').first('n')).toBe(
      0,
    );
    expect(await env.DB.prepare('select count(*) as n from suspended_listings where business_id = ?').bind(store.id).first('n')).toBe(
      publicBefore.results.length,
    );

    const [toOwner] = await notificationsOf(store.owner_id, 'store_suspended');
    expect(toOwner.body).toContain('Counterfeit phones reported by several buyers.');
    await expectNewestKeyed(store.owner_id, 'store_suspended', 'storeSuspended');
    const audit = await env.DB.prepare("select operator_id from operator_audit_log where action = 'business.suspended' and object_id = ?")
      .bind(String(store.id))
      .all<{ operator_id: number }>();
    expect(audit.results.map((r) => r.operator_id)).toEqual([moderator.userId]);

    // The vendor sees why, and cannot put the listings back on sale.
    const vendor = await vendorToken();
    const seen = await call('GET', `/business/suspension?bID=${store.id}`, { token: vendor });
    expect(seen.json.data).toMatchObject({ suspended: true, reason: 'Counterfeit phones reported by several buyers.' });
    const republish = await call('POST', '/products/bulk', { token: vendor, body: { bID: store.id, ids: [P.jbl], action: 'publish' } });
    expect([republish.status, republish.json.message]).toEqual([
      409,
      'This store is suspended by Musika: its listings cannot be published until it is reinstated',
    ]);

    const again = await act(moderator, store.id, 'suspend', { reason: 'Once more, to be sure of it' });
    expect([again.status, again.json.message]).toEqual([409, 'This store is already suspended; nothing changed']);
    expect((await notificationsOf(store.owner_id, 'store_suspended')).length).toBe(1);

    const back = await act(moderator, store.id, 'reinstate', { note: 'The supplier documents check out.' });
    expect(back.status, back.json.message).toBe(200);
    expect(back.json.data.business).toMatchObject({ suspendedAt: null, suspendedListings: 0 });
    const after = await publicView();
    expect(after).toEqual(before);
    const publicAfter = await env.DB.prepare("select id from products where business_id = ? and status = 'publish' order by id")
      .bind(store.id)
      .all<{ id: number }>();
    expect(publicAfter.results).toEqual(publicBefore.results);
    expect(await env.DB.prepare('select status from products where id = ?').bind(P.iphone).first('status')).toBe('draft');
    expect((await notificationsOf(store.owner_id, 'store_reinstated'))[0].body).toContain('The supplier documents check out.');
    await expectNewestKeyed(store.owner_id, 'store_reinstated', 'storeReinstated');
    expect((await call('GET', `/business/suspension?bID=${store.id}`, { token: vendor })).json.data.suspended).toBe(false);

    const twice = await act(moderator, store.id, 'reinstate', {});
    expect([twice.status, twice.json.message]).toEqual([409, 'This store is not suspended; nothing changed']);
  });
});

describe('a listing a moderator unpublished while its store was suspended', () => {
  it('stays unpublished when the store is reinstated; the rest come back', async () => {
    const other = Number(
      await env.DB.prepare("select id from products where business_id = ? and status = 'publish' and id <> ? order by id limit 1")
        .bind(store.id, P.jbl)
        .first('id'),
    );
    const reported = await call('POST', '/product/report', { body: { productId: other, reason: 'counterfeit', details: 'Not the brand it claims' } });
    expect(reported.status, reported.json.message).toBe(201);
    const reportId = Number(await env.DB.prepare('select max(id) as id from product_reports where product_id = ?').bind(other).first('id'));

    const moderator = await operatorLogin('moderator');
    expect((await act(moderator, store.id, 'suspend', { reason: 'Counterfeit phones reported by several buyers.' })).status).toBe(200);
    const unpublished = await call('POST', `/admin/reports/${reportId}/unpublish`, {
      token: moderator.token,
      now: moderator.now,
      body: { reason: 'These are not the brand they claim.' },
    });
    expect(unpublished.status, unpublished.json.message).toBe(200);
    expect((await act(moderator, store.id, 'reinstate', { note: 'Documents checked.' })).status).toBe(200);

    const status = (id: number) => env.DB.prepare('select status from products where id = ?').bind(id).first('status');
    expect(await status(other)).toBe('draft');
    expect(await status(P.jbl)).toBe('publish');
    await env.DB.prepare("update products set status = 'publish' where id = ?").bind(other).run();
  });
});

describe('the suspended store’s dashboard', () => {
  it('shows its people a banner with the reason while it is suspended, and none once reinstated', async () => {
    const moderator = await operatorLogin('moderator');
    expect((await act(moderator, store.id, 'suspend', { reason: 'Unpaid listing fees for three months.' })).status).toBe(200);
    const { jar } = await loginAs('vendor');
    await visit('/dashboard/', jar);
    const form = { method: 'POST', body: new URLSearchParams({ businessId: String(store.id), redirectTo: '/dashboard/' }) };
    expect((await visit('/dashboard/switch-business', jar, form)).status).toBe(302);
    const during = await (await visit('/dashboard/', jar)).text();
    expect(during).toContain('Musika suspended this store');
    expect(during).toContain('Unpaid listing fees for three months.');
    expect((await act(moderator, store.id, 'reinstate', {})).status).toBe(200);
    expect(await (await visit('/dashboard/', jar)).text()).not.toContain('Musika suspended this store');
  });
});

describe('bad input, roles and races', () => {
  it('answers clear messages and 404s, writing nothing; support reads but may not act', async () => {
    const moderator = await operatorLogin('moderator');
    const short = await act(moderator, store.id, 'suspend', { reason: 'bad' });
    expect([short.status, short.json.message]).toEqual([400, 'reason: Say why, in 5 to 500 characters: the owner reads it']);
    expect((await act(moderator, store.id, 'suspend', {})).json.message).toBe('reason: Say why, in 5 to 500 characters: the owner reads it');
    const long = await act(moderator, store.id, 'reinstate', { note: 'x'.repeat(501) });
    expect([long.status, long.json.message]).toEqual([400, 'note: The note may be at most 500 characters']);
    expect((await act(moderator, 'abc', 'suspend', { reason: 'Fine reason here' })).status).toBe(404);
    expect((await act(moderator, 999_999, 'suspend', { reason: 'Fine reason here' })).json.message).toBe('Store not found');
    expect((await get(moderator, '/admin/businesses?status=nope')).status).toBe(400);
    expect(await env.DB.prepare('select suspended_at from businesses where id = ?').bind(store.id).first('suspended_at')).toBeNull();

    const support = await operatorLogin('support');
    expect((await get(support, '/admin/businesses')).status).toBe(200);
    expect((await get(support, `/admin/businesses/${store.id}`)).status).toBe(200);
    expect((await act(support, store.id, 'suspend', { reason: 'Support may not do this' })).status).toBe(403);
    const finance = await operatorLogin('finance');
    expect((await act(finance, store.id, 'suspend', { reason: 'Finance may not do this' })).status).toBe(403);
    expect((await call('GET', '/admin/businesses', { token: await vendorToken() })).status).toBe(403);
  });

  it('two moderators at once: one outcome, one audit entry, one notification', async () => {
    const [moderator, admin] = [await operatorLogin('moderator'), await operatorLogin('admin')];
    const told = (await notificationsOf(store.owner_id, 'store_suspended')).length;
    const audits = () =>
      env.DB.prepare("select count(*) as n from operator_audit_log where action = 'business.suspended' and object_id = ?")
        .bind(String(store.id))
        .first('n');
    const auditsBefore = await audits();
    const both = await Promise.all([
      act(moderator, store.id, 'suspend', { reason: 'Moderator one says so' }),
      act(admin, store.id, 'suspend', { reason: 'Admin two says so too' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await audits()).toBe(Number(auditsBefore) + 1);
    expect((await notificationsOf(store.owner_id, 'store_suspended')).length).toBe(told + 1);
    const held = Number(await env.DB.prepare('select count(*) as n from suspended_listings where business_id = ?').bind(store.id).first('n'));
    expect(held).toBeGreaterThan(0);

    const undo = await Promise.all([act(moderator, store.id, 'reinstate', {}), act(admin, store.id, 'reinstate', {})]);
    expect(undo.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await env.DB.prepare("select count(*) as n from products where business_id = ? and status = 'publish'").bind(store.id).first('n')).toBe(
      held,
    );
  });
});
