/**
 * Finance refunds a paid payment (issue 29; backend/payments/admin-refund.ts): recorded as made outside Musika
 * with its reference, and in one batch the orders become refunded, their units come back, the ledger reverses
 * the sale once, the buyer and the store are told and the audit log has it. An ads top-up gives back only its
 * unused part; a package ends. A repeat answers 409 and changes nothing; two operators at once → one outcome.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { businessId, P, product } from './support/buying';
import { operatorLogin } from './support/operators';
import { paymentRow } from './support/payments';
import { latestId, notes, paidEcocashOrder, paidPackage, paidTopUp, refund } from './support/refunds';
import { expectNewestKeyed } from './support/notification-keys';

beforeEach(clearRateLimits);

const orderRow = (id: number) =>
  env.DB.prepare('select status, payment_status as paymentStatus from orders where id = ?')
    .bind(id)
    .first<{ status: string; paymentStatus: string }>();
const reversals = (orderId: number) =>
  env.DB.prepare(
    "select kind, amount_cents as cents from store_ledger_entries where order_id = ? and kind in ('refund', 'commission_refund') order by kind",
  )
    .bind(orderId)
    .all<{ kind: string; cents: number }>();

describe('finance refunds a paid EcoCash order', () => {
  it('refunds the order, returns the stock, debits the ledger once, tells both sides and logs it', async () => {
    const { order, payment, reference } = await paidEcocashOrder();
    const stockBefore = (await product(P.jbl)).stock_quantity as number;
    const owner = (await env.DB.prepare('select owner_id from businesses where id = ?').bind(order.business.id).first<number>('owner_id'))!;
    const [storeBefore, buyerBefore] = [(await notes(owner, 'order_refunded')).results.length, (await notes(19, 'order_refunded')).results.length];
    const finance = await operatorLogin('finance');

    const done = await refund(finance, payment.id);
    expect(done.status, done.json.message).toBe(200);
    expect(done.json.data.payment).toMatchObject({ status: 'refunded', refund: { reference: 'ECO-RF-0001', operatorEmail: 'finance@musika.co.zw' } });
    expect((await paymentRow(reference)).status).toBe('refunded');
    expect(await orderRow(order.id)).toEqual({ status: 'refunded', paymentStatus: 'refunded' });
    expect((await product(P.jbl)).stock_quantity).toBe(stockBefore + 2);
    const debits = (await reversals(order.id)).results;
    expect(debits.map((d) => d.kind)).toEqual(['commission_refund', 'refund']);
    expect(debits.find((d) => d.kind === 'refund')!.cents).toBeLessThan(0);
    const store = (await notes(owner, 'order_refunded')).results;
    const buyer = (await notes(19, 'order_refunded')).results;
    expect([store.length - storeBefore, buyer.length - buyerBefore]).toEqual([1, 1]);
    expect(buyer.at(-1)!.body).toContain('refunded by Musika (refund reference ECO-RF-0001)');
    await expectNewestKeyed(19, 'order_refunded', 'orderRefundedByMusika');
    await expectNewestKeyed(owner, 'order_refunded', 'orderRefundedStore');
    const audit = await env.DB.prepare(
      "select action, operator_id as who, after_json as after from operator_audit_log where object_type = 'payment' and object_id = ?",
    )
      .bind(String(payment.id))
      .all<{ action: string; who: number; after: string }>();
    expect(audit.results.map((a) => [a.action, a.who])).toEqual([['payment.refunded', 43]]);
    expect(JSON.parse(audit.results[0].after)).toMatchObject({ status: 'refunded', reference: 'ECO-RF-0001' });

    // Again: 409, and nothing moves.
    const again = await refund(finance, payment.id);
    expect([again.status, again.json.message]).toEqual([409, 'This payment was already refunded; nothing was changed']);
    expect((await product(P.jbl)).stock_quantity).toBe(stockBefore + 2);
    expect((await reversals(order.id)).results).toHaveLength(2);
    expect((await notes(owner, 'order_refunded')).results).toHaveLength(store.length);
  });

  it('two finance operators at once: one refund, one audit entry, one set of notifications', async () => {
    const { order, payment } = await paidEcocashOrder();
    const stockBefore = (await product(P.jbl)).stock_quantity as number;
    const [finance, admin] = [await operatorLogin('finance'), await operatorLogin('admin')];
    const notesSince = await latestId('notifications');
    const answers = await Promise.all([
      refund(finance, payment.id),
      refund(admin, payment.id, { reference: 'ECO-RF-OTHER', reason: 'Duplicate refund' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await product(P.jbl)).stock_quantity).toBe(stockBefore + 2);
    expect((await reversals(order.id)).results).toHaveLength(2);
    const audit = await env.DB.prepare("select count(*) as n from operator_audit_log where object_type = 'payment' and object_id = ?")
      .bind(String(payment.id))
      .first<number>('n');
    expect(audit).toBe(1);
    const told = await env.DB.prepare("select count(*) as n from notifications where id > ? and kind = 'order_refunded'")
      .bind(notesSince)
      .first<number>('n');
    expect(told).toBe(2);
    expect(await env.DB.prepare('select count(*) as n from payment_refunds where payment_id = ?').bind(payment.id).first<number>('n')).toBe(1);
  });

  it('refuses a payment that is not paid, and bad input with a clear field message', async () => {
    const { payment } = await paidEcocashOrder();
    const finance = await operatorLogin('finance');
    const short = await refund(finance, payment.id, { reference: 'x', reason: 'Buyer cancelled' });
    expect([short.status, short.json.message]).toEqual([400, "reference: Enter the refund transfer's reference (3 to 80 characters)"]);
    const noReason = await refund(finance, payment.id, { reference: 'ECO-RF-9' });
    expect([noReason.status, noReason.json.message]).toEqual([400, 'reason: Say why, in 5 to 500 characters: the buyer and the store read it']);
    expect((await refund(finance, 999_999)).status).toBe(404);
    await env.DB.prepare("update payments set status = 'failed' where id = ?").bind(payment.id).run();
    const failed = await refund(finance, payment.id);
    expect([failed.status, failed.json.message]).toEqual([409, 'Only a paid payment can be refunded; this one is failed']);
  });
});

describe('finance refunds an ads top-up or a package', () => {
  it('a top-up still unspent is taken back whole, and the payer is told so with its message key', async () => {
    const shop = await businessId('borrowdale-digital');
    const payment = await paidTopUp(shop, 500);
    const done = await refund(await operatorLogin('finance'), payment.id);
    expect(done.status, done.json.message).toBe(200);
    const told = await expectNewestKeyed(20, 'ads_refunded', 'adsRefunded');
    expect(told.body).toBe(`Payment ${payment.reference} was refunded, so $5.00 was taken off your ads balance.`);
  });

  it('takes back only the unused part of an ads top-up and records it', async () => {
    const shop = await businessId('borrowdale-digital');
    const original = (await env.DB.prepare('select ads_balance_cents as b from businesses where id = ?').bind(shop).first<number>('b'))!;
    await env.DB.prepare('update businesses set ads_balance_cents = 0 where id = ?').bind(shop).run();
    const payment = await paidTopUp(shop, 1500);
    await expectNewestKeyed(20, 'ads_funded', 'adsFunded');
    // $12.00 of the $15.00 was spent on ads: $3.00 is unused.
    await env.DB.prepare('update businesses set ads_balance_cents = 300 where id = ?').bind(shop).run();
    const finance = await operatorLogin('finance');
    const done = await refund(finance, payment.id);
    expect(done.status, done.json.message).toBe(200);
    expect(done.json.data.payment.refund.adsTakenBackCents).toBe(300);
    expect(await env.DB.prepare('select ads_balance_cents as b from businesses where id = ?').bind(shop).first<number>('b')).toBe(0);
    expect((await notes(20, 'ads_refunded')).results.at(-1)!.body).toContain('$3.00 unused was taken off your ads balance; $12.00 was already spent');
    await expectNewestKeyed(20, 'ads_refunded', 'adsRefundedPart');
    await env.DB.prepare('update businesses set ads_balance_cents = ? where id = ?').bind(original, shop).run();
  });

  it('ends the package a refunded subscription payment bought', async () => {
    const { subscriptionId, payment } = await paidPackage(new Date());
    expect(await env.DB.prepare('select status from user_subscriptions where id = ?').bind(subscriptionId).first('status')).toBe('active');
    const admin = await operatorLogin('admin');
    const done = await refund(admin, payment.id);
    expect(done.status, done.json.message).toBe(200);
    expect(done.json.data.payment.subscription.status).toBe('cancelled');
    expect(await env.DB.prepare('select status from user_subscriptions where id = ?').bind(subscriptionId).first('status')).toBe('cancelled');
  });
});
