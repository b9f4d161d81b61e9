/** Bidding over ezw/v1 (schema/rest/auctions.ts): good, bad and hostile input, who may bid, what buyers see. */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUCTION_MESSAGES } from '../../schema/rest/auctions';
import { call, clearRateLimits } from './support/accounts';
import { BUYER_ID, SEEDED_AUCTION, VENDOR_ID, bid, insertAuction, lot, newBidder, notificationsOf, setEnd, tokenFor } from './support/auctions';
import { expectNewestKeyed } from './support/notification-keys';

beforeEach(clearRateLimits);

describe('POST /products/{id}/bids', () => {
  it('accepts a first bid at the starting bid and shows it as the current bid, with the count and the leader', async () => {
    const { id } = await insertAuction({ startCents: 10_000 });
    const buyer = await tokenFor(BUYER_ID);
    const answer = await bid(id, 10_000, buyer);
    expect(answer.status).toBe(201);
    expect(answer.json.data.lot).toMatchObject({
      currentBidCents: 10_000,
      bidCount: 1,
      minimumBidCents: 10_500,
      phase: 'open',
      viewer: { standing: 'leading', yourBidCents: 10_000 },
    });
    const row = await env.DB.prepare('select current_bid_cents, bid_count, leader_id from auction_lots where product_id = ?').bind(id).first();
    expect(row).toEqual({ current_bid_cents: 10_000, bid_count: 1, leader_id: BUYER_ID });
  });

  it('refuses a bid below the starting bid, and one that does not beat the current bid by the increment', async () => {
    const { id } = await insertAuction({ startCents: 10_000 });
    const buyer = await tokenFor(BUYER_ID);
    expect(await bid(id, 9_900, buyer)).toMatchObject({ status: 409, json: { message: AUCTION_MESSAGES.tooLow(10_000) } });
    await bid(id, 10_000, buyer);
    const other = await newBidder();
    expect(await bid(id, 10_000, other.token)).toMatchObject({ status: 409, json: { message: 'Your bid must be at least $105.00' } });
    expect((await bid(id, 10_500, other.token)).status).toBe(201);
  });

  it('tells the outbid leader, and the new leader sees "leading" while the old one sees "outbid"', async () => {
    const { id } = await insertAuction({ startCents: 10_000 });
    const buyer = await tokenFor(BUYER_ID);
    const other = await newBidder();
    await bid(id, 10_000, buyer);
    await bid(id, 12_000, other.token);
    const news = (await notificationsOf(BUYER_ID, 'auction_outbid')).find((n) => n.link === `/product/auction/test-auction-lot-${id}/`)!;
    expect(news.title).toBe(`You have been outbid on Test Auction Lot ${id}`);
    expect(news.body).toContain('$120.00');
    expect(news.link).toBe(`/product/auction/test-auction-lot-${id}/`);
    await expectNewestKeyed(BUYER_ID, 'auction_outbid', 'auctionOutbid', `You have been outbid on Test Auction Lot ${id}`);
    expect((await lot(id, buyer)).json.data.lot.viewer.standing).toBe('outbid');
    expect((await lot(id, other.token)).json.data.lot.viewer.standing).toBe('leading');
  });

  it('refuses bad amounts with a clear message', async () => {
    const { id } = await insertAuction();
    const buyer = await tokenFor(BUYER_ID);
    for (const amount of ['100', 100.5, -5, 0, null, 1e15]) {
      expect(await bid(id, amount, buyer)).toMatchObject({ status: 400, json: { message: `amountCents: ${AUCTION_MESSAGES.amount}` } });
    }
    const noBody = await bid(id, undefined, buyer);
    expect(noBody.status).toBe(400);
  });

  it('answers 404 for hostile or unknown ids and for products that are not auctions', async () => {
    const buyer = await tokenFor(BUYER_ID);
    for (const path of ['abc', '1%20or%201=1', '-1', '99999999999', '999999', '1']) {
      const answer = await bid(path, 20_000, buyer);
      expect(answer.status, path).toBe(404);
      expect(JSON.stringify(answer.json)).not.toMatch(/sql|stack|select/i);
    }
  });

  it('needs a login', async () => {
    const { id } = await insertAuction();
    expect(await bid(id, 20_000)).toMatchObject({ status: 401 });
    expect((await bid(id, 20_000, 'not-a-real-token')).status).toBe(401);
  });

  it('refuses the vendor bidding on their own auction', async () => {
    const { id } = await insertAuction({ businessId: 4 });
    expect(await bid(id, 20_000, await tokenFor(VENDOR_ID))).toMatchObject({ status: 403, json: { message: AUCTION_MESSAGES.ownAuction } });
  });

  it('needs a phone number on the account', async () => {
    const { id } = await insertAuction();
    const noPhone = await newBidder(null);
    expect(await bid(id, 20_000, noPhone.token)).toMatchObject({ status: 400, json: { message: AUCTION_MESSAGES.phoneRequired } });
  });

  it('takes no bids after the end, nor on a rejected auction', async () => {
    const ended = await insertAuction({ endsInMs: -1_000 });
    const buyer = await tokenFor(BUYER_ID);
    expect(await bid(ended.id, 20_000, buyer)).toMatchObject({ status: 409, json: { message: AUCTION_MESSAGES.ended } });
    const rejected = await insertAuction({ status: 'rejected' });
    expect(await bid(rejected.id, 20_000, buyer)).toMatchObject({ status: 409, json: { message: AUCTION_MESSAGES.notOpen } });
  });

  it('a bid in the last 2 minutes moves the end to 2 minutes after it', async () => {
    const { id } = await insertAuction({ endsInMs: 30_000 });
    const before = Date.now();
    const answer = await bid(id, 10_000, await tokenFor(BUYER_ID));
    const endsAt = Date.parse(answer.json.data.lot.endsAt);
    expect(endsAt).toBeGreaterThanOrEqual(before + 120_000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 120_000);
    const stored = await env.DB.prepare('select auction_ends_at e from products where id = ?').bind(id).first<{ e: string }>();
    expect(Date.parse(stored!.e)).toBe(endsAt);
  });

  it('the auction room judges a bid at the instant the request came in (the backend clock, pinned here)', async () => {
    const { id } = await insertAuction({ endsInMs: 3_600_000 });
    const endsAt = Date.parse((await lot(id)).json.data.lot.endsAt);
    const buyer = await tokenFor(BUYER_ID);
    const bidAt = (now: number, amountCents: number) => call('POST', `/products/${id}/bids`, { body: { amountCents }, token: buyer, now });
    // One second after the end by the request's clock: refused, although the room's own clock says an hour is left.
    expect(await bidAt(endsAt + 1_000, 10_000)).toMatchObject({ status: 409, json: { message: AUCTION_MESSAGES.ended } });
    // 30 s before the end: accepted, and the end moves to exactly 2 minutes after that instant.
    const late = await bidAt(endsAt - 30_000, 10_000);
    expect(late.status).toBe(201);
    expect(Date.parse(late.json.data.lot.endsAt)).toBe(endsAt - 30_000 + 120_000);
  });

  it('limits bids to 10 a minute per user (429 with Retry-After)', async () => {
    const { id } = await insertAuction({ startCents: 10_000 });
    const buyer = await tokenFor(BUYER_ID);
    for (let i = 0; i < 10; i++) expect((await bid(id, 10_000 + i * 500, buyer)).status).toBe(201);
    const over = await bid(id, 20_000, buyer);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('the seeded auctions take bids', async () => {
    expect((await bid(SEEDED_AUCTION, 2_800_000, await tokenFor(BUYER_ID))).status).toBe(201);
  });
});

describe('GET /products/{id}/bids', () => {
  it('shows whether the reserve is met, never the reserve itself', async () => {
    const { id } = await insertAuction({ startCents: 10_000, reserveCents: 15_432 });
    const before = await lot(id);
    expect(before.status).toBe(200);
    expect(before.json.data.lot.reserve).toBe('not_met');
    expect(JSON.stringify(before.json)).not.toContain('15432');
    await bid(id, 16_000, await tokenFor(BUYER_ID));
    expect((await lot(id)).json.data.lot.reserve).toBe('met');
    const none = await insertAuction({ reserveCents: null });
    expect((await lot(none.id)).json.data.lot.reserve).toBe('none');
  });

  it('lists bids with the bidders as initials only', async () => {
    const { id } = await insertAuction();
    await bid(id, 10_000, await tokenFor(BUYER_ID));
    const { bids } = (await lot(id)).json.data.lot;
    expect(bids).toEqual([{ id: expect.any(Number), amountCents: 10_000, bidder: 'CM', createdAt: expect.any(String) }]);
  });

  it('answers 404 for a product that is not an auction', async () => {
    expect((await lot(1)).status).toBe(404);
    expect((await lot('x')).status).toBe(404);
  });

  it('an ended auction reads as ended', async () => {
    const { id } = await insertAuction();
    await setEnd(id, new Date(Date.now() - 1000));
    expect((await lot(id)).json.data.lot.phase).toBe('ended');
  });
});
