/**
 * The end of an auction: the winner and the vendor are told exactly once (cron pass and reads racing), the
 * vendor approves or rejects the result (never another business), and an approved win is paid through checkout.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUCTION_MESSAGES } from '../../schema/rest/auctions';
import { closeEndedAuctions } from '../../backend/auctions/close-ended';
import type { AuctionsEnv } from '../../backend/auctions/auction-room';
import { call, clearRateLimits } from './support/accounts';
import { checkout } from './support/buying';
import { BUYER_ID, ENTERPRISE_ID, VENDOR_ID, bid, insertAuction, lot, newBidder, notificationsOf, setEnd, tokenFor } from './support/auctions';
import { expectNewestKeyed } from './support/notification-keys';

beforeEach(clearRateLimits);

const decide = (id: number | string, body: unknown, token?: string) => call('POST', `/vendor/auctions/${id}/result`, { body, token });

/** An auction of business 4 with a winning bid by the seeded buyer (and a lower one by another), now ended. */
async function endedWithWinner(reserveCents: number | null = null) {
  const auction = await insertAuction({ businessId: 4, startCents: 10_000, reserveCents });
  const other = await newBidder();
  await bid(auction.id, 10_000, other.token);
  await bid(auction.id, 20_000, await tokenFor(BUYER_ID));
  await setEnd(auction.id, new Date(Date.now() - 1000));
  return { ...auction, other };
}

describe('the end of an auction', () => {
  it('notifies the winner and the vendor exactly once, however many passes and reads race', async () => {
    const { id, other } = await endedWithWinner();
    await Promise.all([
      closeEndedAuctions(env as unknown as AuctionsEnv),
      closeEndedAuctions(env as unknown as AuctionsEnv),
      lot(id),
      lot(id),
      closeEndedAuctions(env as unknown as AuctionsEnv),
    ]);
    await closeEndedAuctions(env as unknown as AuctionsEnv);
    const won = (await notificationsOf(BUYER_ID, 'auction_won')).filter((n) => n.title === `You won Test Auction Lot ${id}`);
    expect(won).toHaveLength(1);
    expect(won[0].body).toContain('$200.00');
    const vendor = (await notificationsOf(VENDOR_ID, 'auction_ended')).filter((n) => n.title.startsWith(`Test Auction Lot ${id} `));
    expect(vendor).toHaveLength(1);
    expect(vendor[0].title).toBe(`Test Auction Lot ${id} sold for $200.00`);
    expect(await notificationsOf(other.id, 'auction_won')).toHaveLength(0);
    await expectNewestKeyed(BUYER_ID, 'auction_won', 'auctionWon', `You won Test Auction Lot ${id}`);
    await expectNewestKeyed(VENDOR_ID, 'auction_ended', 'auctionSold', `Test Auction Lot ${id} `);
    const view = (await lot(id, await tokenFor(BUYER_ID))).json.data.lot;
    expect(view).toMatchObject({ phase: 'ended', outcome: 'won', viewer: { standing: 'won' } });
    expect((await lot(id, other.token)).json.data.lot.viewer.standing).toBe('lost');
  });

  it('with the reserve not met there is no winner, and the vendor can only reject', async () => {
    const { id } = await endedWithWinner(50_000);
    const vendor = await tokenFor(VENDOR_ID);
    expect((await lot(id)).json.data.lot.outcome).toBe('reserve_not_met');
    expect(await decide(id, { bID: 4, decision: 'approved' }, vendor)).toMatchObject({ status: 409, json: { message: AUCTION_MESSAGES.noWinner } });
    expect((await decide(id, { bID: 4, decision: 'rejected' }, vendor)).status).toBe(200);
    await expectNewestKeyed(VENDOR_ID, 'auction_ended', 'auctionReserveNotMet', `Test Auction Lot ${id}:`);
    await expectNewestKeyed(BUYER_ID, 'auction_ended', 'auctionNotSold', `Test Auction Lot ${id}:`);
  });
});

it('an auction nobody bid on tells the vendor so, with its message key', async () => {
  const { id } = await insertAuction({ businessId: 4, startCents: 10_000 });
  await setEnd(id, new Date(Date.now() - 1000));
  expect((await lot(id)).json.data.lot.phase).toBe('ended');
  const row = await expectNewestKeyed(VENDOR_ID, 'auction_ended', 'auctionNoBids', `Test Auction Lot ${id} `);
  expect(row.body).toBe('Nobody bid the starting price of $100.00.');
});

describe('GET /vendor/auctions and POST /vendor/auctions/{id}/result', () => {
  it('lists the business auctions with current bid, bids, end and result', async () => {
    const { id } = await endedWithWinner(15_000);
    const answer = await call('GET', '/vendor/auctions?bID=4', { token: await tokenFor(VENDOR_ID) });
    expect(answer.status).toBe(200);
    const mine = answer.json.data.auctions.find((a: { productId: number }) => a.productId === id);
    expect(mine).toMatchObject({
      currentBidCents: 20_000,
      bidCount: 2,
      reserveCents: 15_000,
      reserve: 'met',
      phase: 'ended',
      outcome: 'won',
      winnerName: 'Chiedza Mavhunga',
      canDecide: true,
    });
    // Another business's auctions are not in the list.
    expect(answer.json.data.auctions.every((a: { productId: number }) => a.productId !== 209)).toBe(true);
  });

  it('refuses another business: its runner gets 403 for bID 4, and its own bID does not reach this auction (404)', async () => {
    const { id } = await endedWithWinner();
    const stranger = await tokenFor(ENTERPRISE_ID);
    expect((await call('GET', '/vendor/auctions?bID=4', { token: stranger })).status).toBe(403);
    expect((await decide(id, { bID: 4, decision: 'approved' }, stranger)).status).toBe(403);
    expect(await decide(id, { bID: 22, decision: 'approved' }, stranger)).toMatchObject({
      status: 404,
      json: { message: AUCTION_MESSAGES.notFound },
    });
    expect((await decide(id, { bID: 4, decision: 'approved' })).status).toBe(401);
    expect((await decide(id, { bID: 4, decision: 'approved' }, await tokenFor(BUYER_ID))).status).toBe(403);
  });

  it('refuses bad input and a decision before the end', async () => {
    const vendor = await tokenFor(VENDOR_ID);
    const running = await insertAuction({ businessId: 4 });
    expect(await decide(running.id, { bID: 4, decision: 'approved' }, vendor)).toMatchObject({
      status: 409,
      json: { message: AUCTION_MESSAGES.notEnded },
    });
    expect(await decide(running.id, { bID: 4, decision: 'maybe' }, vendor)).toMatchObject({
      status: 400,
      json: { message: `decision: ${AUCTION_MESSAGES.decision}` },
    });
    expect((await decide(running.id, { bID: "4'; drop table bids;--", decision: 'approved' }, vendor)).status).toBe(400);
    expect((await decide('abc', { bID: 4, decision: 'approved' }, vendor)).status).toBe(404);
  });

  it('approved: the winner is told and pays the winning price through checkout; a second decision is refused', async () => {
    const { id } = await endedWithWinner();
    const vendor = await tokenFor(VENDOR_ID);
    const answer = await decide(id, { bID: 4, decision: 'approved' }, vendor);
    expect(answer.status).toBe(200);
    expect(answer.json.data.auction).toMatchObject({ phase: 'approved', canDecide: false });
    expect(await decide(id, { bID: 4, decision: 'rejected' }, vendor)).toMatchObject({ status: 409, json: { message: AUCTION_MESSAGES.decided } });

    const buyer = await tokenFor(BUYER_ID);
    const view = (await lot(id, buyer)).json.data.lot;
    expect(view.phase).toBe('approved');
    const [pay] = (await notificationsOf(BUYER_ID, 'auction_result')).filter((n) => n.title === `Pay for Test Auction Lot ${id}`);
    expect(pay.link).toBe(`/checkout?offer=${view.viewer.offerId}`);
    await expectNewestKeyed(BUYER_ID, 'auction_result', 'auctionPay', `Pay for Test Auction Lot ${id}`);
    const offer = await env.DB.prepare('select uuid, amount_cents, status, buyer_id from offers where id = ?')
      .bind(view.viewer.offerId)
      .first<{ uuid: string }>();
    expect(offer).toMatchObject({ amount_cents: 20_000, status: 'accepted', buyer_id: BUYER_ID });

    // The lot is not in any cart: without the offer checkout still refuses it; with it, the price is the winning bid.
    const plain = await call('POST', '/orders/create', { body: checkout({ items: [{ product: id, variation: 0, quantity: 1 }] }), token: buyer });
    expect(plain.status).toBe(400);
    const paid = await call('POST', '/orders/create', {
      body: checkout({ items: [{ product: id, variation: 0, quantity: 1, offerUuid: offer!.uuid }] }),
      token: buyer,
    });
    expect(paid.status).toBe(201);
    expect(paid.json.data.orders[0].items[0]).toMatchObject({ unitPriceCents: 20_000, quantity: 1, offerId: view.viewer.offerId });
    // Nobody else can use the winner's offer.
    const stranger = await newBidder();
    const stolen = await call('POST', '/orders/create', {
      body: checkout({ contact: { name: 'X', phone: '263771234567' }, items: [{ product: id, variation: 0, quantity: 1, offerUuid: offer!.uuid }] }),
      token: stranger.token,
    });
    expect(stolen.status).toBe(400);
  });

  it('rejected: the product shows as rejected and the winner is told', async () => {
    const { id, slug } = await endedWithWinner();
    expect((await decide(id, { bID: 4, decision: 'rejected' }, await tokenFor(VENDOR_ID))).status).toBe(200);
    expect((await lot(id)).json.data.lot.phase).toBe('rejected');
    const status = await env.DB.prepare('select auction_status s from products where id = ?').bind(id).first<{ s: string }>();
    expect(status!.s).toBe('rejected');
    const [news] = (await notificationsOf(BUYER_ID, 'auction_result')).filter(
      (n) => n.title === `Test Auction Lot ${id}: the seller rejected the result`,
    );
    expect(news.link).toBe(`/product/auction/${slug}/rejected/`);
    await expectNewestKeyed(BUYER_ID, 'auction_result', 'auctionRejected', `Test Auction Lot ${id}:`);
  });
});
