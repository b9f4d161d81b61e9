/**
 * The living demo (issue 31): a fresh seed gives the demo vendor orders in every status to move, money that
 * adds up in the store ledger, ads with figures, bookings to answer, and the demo buyer orders, an auction
 * and unread news — read back through the Worker's own rules and calls, not only row counts.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../backend/db/client';
import { storeSides } from '../../backend/ledger/ledger-drift';
import { ORDER_STATUSES } from '../../schema/rest/orders';
import { loginToken, SEEDED } from './support/accounts';
import { gql } from './support/http';

const all = async <T>(query: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...binds)
      .all<T>()
  ).results;
const demoStores = "(select id from businesses where owner_id = (select id from users where email = 'vendor@musika.co.zw'))";

describe('the living demo seed', () => {
  it('the demo vendor has orders in every status, paid by mobile money (one in ZiG) and on delivery', async () => {
    const rows = await all<{ status: string; payment_method: string; currency: string | null }>(
      `select o.status, o.payment_method, p.currency from orders o left join payments p on p.purpose = 'order' and p.purpose_ref = o.checkout_id
        where o.business_id in ${demoStores}`,
    );
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(ORDER_STATUSES));
    expect(rows.some((r) => r.payment_method === 'cash_on_delivery')).toBe(true);
    expect(rows.some((r) => r.payment_method === 'ecocash' && r.currency === 'ZWG')).toBe(true);
    // Every pay-now order has its payment.
    expect(rows.filter((r) => r.payment_method !== 'cash_on_delivery' && r.currency === null)).toEqual([]);
    const [refund] = await all<{ status: string }>(
      `select o.status from payment_refunds r join payments p on p.id = r.payment_id join orders o on o.checkout_id = p.purpose_ref`,
    );
    expect(refund.status).toBe('refunded');
  });

  it('every store’s ledger adds up by the daily drift check, and the demo stores have earnings', async () => {
    const sides = await storeSides(createDb(env.DB));
    expect(sides.filter((s) => s.ledgerCents !== s.expectedCents)).toEqual([]);
    const digital = sides.find((s) => s.ledgerCents > 0);
    expect(digital).toBeDefined();
  });

  it('Borrowdale Digital’s ads have daily figures within budget, and its balance is its top-ups less the spend', async () => {
    const ads = await all<{ id: number; paused: number; days: number; spend: number; over: number }>(
      `select a.id, a.paused, count(s.day) as days, sum(s.spend_millicents) as spend,
              sum(case when s.spend_millicents > a.daily_budget_cents * 1000 then 1 else 0 end) as over
         from ads a join ad_daily_stats s on s.ad_id = a.id group by a.id`,
    );
    expect(ads.length).toBeGreaterThanOrEqual(3);
    expect(ads.some((a) => a.paused === 1)).toBe(true);
    expect(ads.every((a) => a.days > 0 && a.spend > 0 && a.over === 0)).toBe(true);
    const [money] = await all<{ balance: number; accrued: number; topups: number; spent: number }>(
      `select b.ads_balance_cents as balance, b.ads_accrued_millicents as accrued,
              (select sum(usd_cents) from payments where purpose = 'ads' and purpose_ref = cast(b.id as text) and status = 'paid') as topups,
              (select sum(spend_millicents) from ad_daily_stats where business_id = b.id) as spent
         from businesses b where b.slug = 'borrowdale-digital'`,
    );
    expect(money.balance * 1000 - money.accrued).toBe(money.topups * 1000 - money.spent);
  });

  it('the vendor sees appointment requests to answer and the buyer an auction they were outbid on', async () => {
    const vendor = await loginToken(SEEDED.vendor.username, SEEDED.vendor.password);
    const shop = await all<{ id: number }>("select id from businesses where slug = 'borrowdale-digital'");
    const answer = await gql(
      'query ($b: ID!) { businessBookings(businessId: $b) { status product { name } } }',
      { b: String(shop[0].id) },
      { authorization: `Bearer ${vendor}` },
    );
    const statuses = answer.data.businessBookings.map((b: { status: string }) => b.status);
    expect(statuses.filter((s: string) => s === 'REQUESTED').length).toBeGreaterThanOrEqual(2);

    const [lot] = await all<{ current: number; count: number; top: number; bids: number }>(
      `select l.current_bid_cents as current, l.bid_count as count, (select max(amount_cents) from bids where product_id = l.product_id) as top,
              (select count(*) from bids where product_id = l.product_id) as bids from auction_lots l`,
    );
    expect(lot.current).toBe(lot.top);
    expect(lot.count).toBe(lot.bids);
  });

  it('both demo accounts have unread notifications, followers and conversations whose unread counts match who wrote last', async () => {
    const unread = await all<{ email: string; n: number }>(
      `select u.email, count(*) as n from notifications n join users u on u.id = n.user_id where n.read_at is null group by u.email`,
    );
    expect(unread.find((u) => u.email === 'vendor@musika.co.zw')?.n).toBeGreaterThan(0);
    expect(unread.find((u) => u.email === 'buyer@musika.co.zw')?.n).toBeGreaterThan(0);
    const [followers] = await all<{ n: number }>(`select count(*) as n from business_followers where business_id in ${demoStores}`);
    expect(followers.n).toBeGreaterThan(5);
    const chats = await all<{ buyer_unread: number; business_unread: number; last_role: string; message_count: number; n: number }>(
      `select c.buyer_unread, c.business_unread, c.message_count, (select count(*) from chat_messages m where m.conversation_id = c.id) as n,
              (select sender_role from chat_messages m where m.conversation_id = c.id order by created_at desc limit 1) as last_role
         from chat_conversations c`,
    );
    expect(chats.length).toBeGreaterThan(0);
    for (const c of chats) {
      expect(c.message_count).toBe(c.n);
      expect(c.last_role === 'buyer' ? c.business_unread : c.buyer_unread).toBeGreaterThan(0);
    }
  });
});
