/**
 * The auction GraphQL fields (schema/graphql/auctions.graphql) over the real Worker: auctionLot for anyone,
 * placeBid and decideAuction with userErrors, vendorAuctions only for whoever runs the business.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { AUCTION_MESSAGES } from '../../schema/rest/auctions';
import { clearRateLimits } from './support/accounts';
import { BUYER_ID, ENTERPRISE_ID, VENDOR_ID, bid, insertAuction, setEnd, tokenFor } from './support/auctions';
import { gql } from './support/http';

beforeEach(clearRateLimits);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const LOT = `query ($p: ID!) { auctionLot(productId: $p) { productId currentBid { amountCents } bidCount minimumBid { amountCents } phase reserve viewer { standing } bids { amount { amountCents } bidder } } }`;
const PLACE = `mutation ($input: PlaceBidInput!) { placeBid(input: $input) { lot { bidCount currentBid { amountCents } viewer { standing } } userErrors { field message } } }`;
const VENDOR = `query ($b: ID!) { vendorAuctions(businessId: $b) { businessId auctions { productId phase canDecide currentBid { amountCents } reserve { amountCents } } } }`;
const DECIDE = `mutation ($input: DecideAuctionInput!) { decideAuction(input: $input) { auction { productId phase } userErrors { message } } }`;

describe('auction GraphQL', () => {
  it('reads a lot (null for a product that is not an auction) and places a bid', async () => {
    const { id } = await insertAuction({ startCents: 10_000, reserveCents: 20_000 });
    expect((await gql(LOT, { p: '1' })).data.auctionLot).toBeNull();
    expect((await gql(LOT, { p: 'x' })).data.auctionLot).toBeNull();
    const buyer = bearer(await tokenFor(BUYER_ID));
    const placed = await gql(PLACE, { input: { productId: String(id), amountCents: 10_000 } }, buyer);
    expect(placed.data.placeBid).toEqual({
      lot: { bidCount: 1, currentBid: { amountCents: 10_000 }, viewer: { standing: 'LEADING' } },
      userErrors: [],
    });
    const read = (await gql(LOT, { p: String(id) })).data.auctionLot;
    expect(read).toMatchObject({ bidCount: 1, minimumBid: { amountCents: 10_500 }, phase: 'OPEN', reserve: 'NOT_MET', viewer: { standing: 'NONE' } });
  });

  it('answers refusals as userErrors: too low, own auction', async () => {
    const { id } = await insertAuction({ businessId: 4, startCents: 10_000 });
    const low = await gql(PLACE, { input: { productId: String(id), amountCents: 50 } }, bearer(await tokenFor(BUYER_ID)));
    expect(low.data.placeBid).toEqual({ lot: null, userErrors: [{ field: 'amount', message: AUCTION_MESSAGES.tooLow(10_000) }] });
    const own = await gql(PLACE, { input: { productId: String(id), amountCents: 20_000 } }, bearer(await tokenFor(VENDOR_ID)));
    expect(own.data.placeBid.userErrors).toEqual([{ field: null, message: AUCTION_MESSAGES.ownAuction }]);
  });

  it('vendorAuctions and decideAuction only for whoever runs the business', async () => {
    const { id } = await insertAuction({ businessId: 4, startCents: 10_000 });
    await bid(id, 10_000, await tokenFor(BUYER_ID));
    await setEnd(id, new Date(Date.now() - 1000));
    const vendor = bearer(await tokenFor(VENDOR_ID));
    const stranger = bearer(await tokenFor(ENTERPRISE_ID));
    expect((await gql(VENDOR, { b: '4' }, stranger)).data.vendorAuctions).toBeNull();
    expect((await gql(VENDOR, { b: '4' })).data.vendorAuctions).toBeNull();
    const mine = (await gql(VENDOR, { b: '4' }, vendor)).data.vendorAuctions.auctions.find((a: { productId: string }) => a.productId === String(id));
    expect(mine).toMatchObject({ phase: 'ENDED', canDecide: true, currentBid: { amountCents: 10_000 } });
    const refused = await gql(DECIDE, { input: { businessId: '22', productId: String(id), decision: 'APPROVED' } }, stranger);
    expect(refused.data.decideAuction).toEqual({ auction: null, userErrors: [{ message: AUCTION_MESSAGES.notFound }] });
    const approved = await gql(DECIDE, { input: { businessId: '4', productId: String(id), decision: 'APPROVED' } }, vendor);
    expect(approved.data.decideAuction).toEqual({ auction: { productId: String(id), phase: 'APPROVED' }, userErrors: [] });
  });
});
