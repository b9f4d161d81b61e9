/**
 * Payout requests and finance's decisions (issue 29): the request's rules (minimum, available balance, one open
 * request, owner and managers only), finance paying (a payout debit) or rejecting (money stays), the store told
 * either way, every decision audit-logged, and two operators deciding one payout at once → exactly one outcome.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, clearRateLimits } from './support/accounts';
import { businessId } from './support/buying';
import { operatorLogin } from './support/operators';
import { clearLedger, creditAvailable, earnings, requestPayout, vendorLogin } from './support/ledger';
import { buyerToken, clearStaff, hire } from './support/staff';
import { expectNewestKeyed } from './support/notification-keys';

let shop: number;
beforeEach(async () => {
  await clearRateLimits();
  await clearLedger();
  await clearStaff();
  shop = await businessId('borrowdale-digital');
});

const ecocash = (amount: string) => ({ bID: shop, amount, method: 'ecocash', phone: '0771 234 567' });

describe('a payout request', () => {
  it('asks for at least the minimum and at most the available balance, with clear field errors', async () => {
    const token = await vendorLogin();
    await creditAvailable(shop, 5000);
    const low = await requestPayout(token, ecocash('9.99'));
    expect([low.status, low.json.message]).toEqual([400, 'amount: The smallest payout is $10.00']);
    const over = await requestPayout(token, ecocash('50.01'));
    expect([over.status, over.json.message]).toEqual([400, 'amount: You can ask for at most your available balance, $50.00']);
    const badPhone = await requestPayout(token, { ...ecocash('20'), phone: '12345' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.json.message).toMatch(/^phone: Enter a Zimbabwean number/);
    const badBank = await requestPayout(token, {
      bID: shop,
      amount: '20',
      method: 'bank',
      bankName: 'CBZ',
      bankBranch: 'Avondale',
      accountName: 'T Moyo',
      accountNumber: '12',
    });
    expect(badBank.json.message).toMatch(/^accountNumber: /);
    expect(await env.DB.prepare('select count(*) as n from store_payouts').first('n')).toBe(0);

    const ok = await requestPayout(token, ecocash('50'));
    expect(ok.status, ok.json.message).toBe(201);
    expect(ok.json.data.payout).toMatchObject({ amountCents: 5000, status: 'requested', destination: 'EcoCash +263771234567' });
  });

  it('one open request at a time, even two sent at once', async () => {
    const token = await vendorLogin();
    await creditAvailable(shop, 10_000);
    const both = await Promise.all([requestPayout(token, ecocash('20')), requestPayout(token, ecocash('30'))]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await env.DB.prepare("select count(*) as n from store_payouts where status = 'requested'").first('n')).toBe(1);
  });

  it('is for the owner and managers: an assistant is refused, and sees no earnings', async () => {
    const owner = await vendorLogin();
    const buyer = await buyerToken();
    await creditAvailable(shop, 5000);
    await hire(owner, buyer, shop, 'assistant');
    expect((await earnings(buyer, shop)).status).toBe(403);
    expect((await requestPayout(buyer, ecocash('20'))).status).toBe(403);
    await clearStaff();
    await hire(owner, buyer, shop, 'manager');
    expect((await earnings(buyer, shop)).json.data.availableCents).toBe(5000);
    expect((await requestPayout(buyer, ecocash('20'))).status).toBe(201);
  });
});

async function requested(amount = '40') {
  const token = await vendorLogin();
  await creditAvailable(shop, 10_000);
  const made = await requestPayout(token, {
    bID: shop,
    amount,
    method: 'bank',
    bankName: 'CBZ',
    bankBranch: 'Avondale',
    accountName: 'T Moyo',
    accountNumber: '0123 4567 89',
  });
  expect(made.status, made.json.message).toBe(201);
  return { token, id: made.json.data.payout.id as number };
}

const pay = (login: { token: string; now: number }, id: number, reference = 'CBZ-TX-20260601-01') =>
  call('POST', `/admin/payouts/${id}/pay`, { token: login.token, now: login.now, body: { reference } });
const reject = (login: { token: string; now: number }, id: number, reason = 'The account name does not match the store owner.') =>
  call('POST', `/admin/payouts/${id}/reject`, { token: login.token, now: login.now, body: { reason } });

const ownerNotes = (kind: string) =>
  env.DB.prepare('select title, body from notifications where user_id = 20 and kind = ? order by id')
    .bind(kind)
    .all<{ title: string; body: string }>();

describe('finance decides a payout', () => {
  it('paid: the ledger debits it, the store is told and the decision is audit-logged', async () => {
    const { token, id } = await requested();
    const finance = await operatorLogin('finance');
    const before = (await ownerNotes('payout_paid')).results.length;
    const paid = await pay(finance, id);
    expect(paid.status, paid.json.message).toBe(200);
    expect(paid.json.data.payout).toMatchObject({ status: 'paid', reference: 'CBZ-TX-20260601-01' });
    expect((await earnings(token, shop)).json.data).toMatchObject({ availableCents: 6000, paidOutCents: 4000, openPayout: null });
    const notes = (await ownerNotes('payout_paid')).results;
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)!.body).toContain('CBZ-TX-20260601-01');
    await expectNewestKeyed(20, 'payout_paid', 'payoutPaid');
    const audit = await env.DB.prepare("select action, object_id, operator_id from operator_audit_log where object_type = 'payout' and object_id = ?")
      .bind(String(id))
      .all();
    expect(audit.results).toEqual([{ action: 'payout.paid', object_id: String(id), operator_id: 43 }]);
    // Paying it again changes nothing.
    expect((await pay(finance, id)).status).toBe(409);
    expect(await env.DB.prepare("select count(*) as n from store_ledger_entries where kind = 'payout'").first('n')).toBe(1);
  });

  it('rejected: the money stays, the store reads the reason and may ask again', async () => {
    const { token, id } = await requested();
    const finance = await operatorLogin('finance');
    const rejected = await reject(finance, id);
    expect(rejected.json.data.payout).toMatchObject({ status: 'rejected', reason: 'The account name does not match the store owner.' });
    expect((await earnings(token, shop)).json.data).toMatchObject({ availableCents: 10_000, paidOutCents: 0 });
    expect((await ownerNotes('payout_rejected')).results.at(-1)!.body).toContain('The account name does not match');
    await expectNewestKeyed(20, 'payout_rejected', 'payoutRejected');
    expect((await requestPayout(token, ecocash('20'))).status).toBe(201);
  });

  it('two operators at once: exactly one outcome, one audit entry, one notification', async () => {
    const { id } = await requested();
    const [finance, admin] = [await operatorLogin('finance'), await operatorLogin('admin')];
    // Payout ids restart after clearLedger, and the audit log keeps earlier tests' entries: count only new ones.
    const since = (await env.DB.prepare('select coalesce(max(id), 0) as id from operator_audit_log').first<number>('id'))!;
    const notesSince = (await env.DB.prepare('select coalesce(max(id), 0) as id from notifications').first<number>('id'))!;
    const answers = await Promise.all([pay(finance, id), reject(admin, id), pay(admin, id, 'CBZ-TX-OTHER')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const audit = await env.DB.prepare("select count(*) as n from operator_audit_log where object_type = 'payout' and object_id = ? and id > ?")
      .bind(String(id), since)
      .first('n');
    expect(audit).toBe(1);
    const payouts = await env.DB.prepare("select count(*) as n from store_ledger_entries where kind = 'payout'").first<number>('n');
    const status = await env.DB.prepare('select status from store_payouts where id = ?').bind(id).first<string>('status');
    expect(payouts).toBe(status === 'paid' ? 1 : 0);
    const told = await env.DB.prepare(
      "select count(*) as n from notifications where user_id = 20 and kind in ('payout_paid', 'payout_rejected') and id > ?",
    )
      .bind(notesSince)
      .first('n');
    expect(told).toBe(1);
  });

  it('is refused to vendors, other operators and sessions without the code step', async () => {
    const { token, id } = await requested();
    expect((await call('GET', '/admin/payouts', { token })).status).toBe(403);
    const moderator = await operatorLogin('moderator');
    expect((await pay(moderator, id)).status).toBe(403);
    expect((await call('GET', '/admin/payouts')).status).toBe(401);
  });

  it('the queue lists the requested first and finds a store by name', async () => {
    const { id } = await requested();
    const finance = await operatorLogin('finance');
    const queue = await call('GET', '/admin/payouts?search=borrowdale', { token: finance.token, now: finance.now });
    expect(queue.status, queue.json.message).toBe(200);
    expect(queue.json.data.load[0]).toMatchObject({ id, status: 'requested', businessName: 'Borrowdale Digital' });
    expect(queue.json.data.requested).toBe(1);
    const none = await call('GET', '/admin/payouts?search=zzzz', { token: finance.token, now: finance.now });
    expect(none.json.data.load).toEqual([]);
  });
});
