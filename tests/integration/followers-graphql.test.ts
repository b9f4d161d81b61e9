/**
 * The followers GraphQL fields (schema/graphql/followers.graphql) over the real Worker: storeFollow per viewer,
 * followStore, businessFollowers and businessNewsletters (null for a business the viewer does not run),
 * sendNewsletter with userErrors, and the unsubscribe pair without a login.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FOLLOWER_MESSAGES } from '../../schema/rest/followers';
import { clearRateLimits } from './support/accounts';
import { freshBusiness } from './support/analytics';
import { tokenOf } from './support/followers';
import { gql } from './support/http';
import { newBuyer } from './support/offers';
import { enterpriseToken, vendorToken } from './support/vendor-catalogue';

beforeEach(clearRateLimits);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const STATE = 'query ($b: ID!) { storeFollow(businessId: $b) { businessId followers following own } }';
const FOLLOW = 'mutation ($input: FollowStoreInput!) { followStore(input: $input) { follow { followers following } userErrors { field message } } }';
const FOLLOWERS = 'query ($b: ID!) { businessFollowers(businessId: $b) { items { id name since subscribed } pageInfo { total } subscribed } }';
const SEND =
  'mutation ($input: SendNewsletterInput!) { sendNewsletter(input: $input) { newsletter { id subject recipients } userErrors { field message } } }';
const SENT = 'query ($b: ID!) { businessNewsletters(businessId: $b) { items { subject recipients } nextAllowedAt maxRecipients subscribed } }';
const STATUS = 'query ($t: String!) { newsletterSubscription(token: $t) { businessName subscribed } }';
const UNSUBSCRIBE =
  'mutation ($input: UnsubscribeNewsletterInput!) { unsubscribeNewsletter(input: $input) { subscription { subscribed } userErrors { message } } }';

let buyer: { token: string; id: number };
beforeAll(async () => {
  buyer = await newBuyer('Tapiwa');
});

describe('followers over GraphQL', () => {
  it('follows, shows the state per viewer, lists the follower for the vendor only, sends and unsubscribes', async () => {
    const shop = await freshBusiness();
    const b = String(shop.id);
    const followed = await gql(FOLLOW, { input: { businessId: b, follow: true } }, bearer(buyer.token));
    expect(followed.data.followStore).toEqual({ follow: { followers: 1, following: true }, userErrors: [] });
    expect((await gql(STATE, { b })).data.storeFollow).toEqual({ businessId: b, followers: 1, following: null, own: false });
    expect((await gql(STATE, { b }, bearer(buyer.token))).data.storeFollow.following).toBe(true);

    const vendor = await vendorToken();
    const list = await gql(FOLLOWERS, { b }, bearer(vendor));
    expect(list.data.businessFollowers).toMatchObject({ items: [{ name: 'Tapiwa Test', subscribed: true }], pageInfo: { total: 1 }, subscribed: 1 });
    // Another vendor, the buyer and a visitor read nothing.
    expect((await gql(FOLLOWERS, { b }, bearer(await enterpriseToken()))).data.businessFollowers).toBeNull();
    expect((await gql(FOLLOWERS, { b }, bearer(buyer.token))).data.businessFollowers).toBeNull();
    expect((await gql(FOLLOWERS, { b })).data.businessFollowers).toBeNull();

    const bad = await gql(SEND, { input: { businessId: b, subject: 'Hi', message: 'short' } }, bearer(vendor));
    expect(bad.data.sendNewsletter).toEqual({ newsletter: null, userErrors: [{ field: 'message', message: FOLLOWER_MESSAGES.message }] });
    const sent = await gql(SEND, { input: { businessId: b, subject: 'Hello followers', message: 'Our December hours are posted.' } }, bearer(vendor));
    expect(sent.data.sendNewsletter.newsletter).toMatchObject({ subject: 'Hello followers', recipients: 1 });
    const again = await gql(SEND, { input: { businessId: b, subject: 'Again', message: 'Our December hours are posted.' } }, bearer(vendor));
    expect(again.data.sendNewsletter.userErrors).toEqual([{ field: null, message: FOLLOWER_MESSAGES.tooSoon }]);
    const history = (await gql(SENT, { b }, bearer(vendor))).data.businessNewsletters;
    expect(history).toMatchObject({ items: [{ subject: 'Hello followers', recipients: 1 }], maxRecipients: 1000, subscribed: 1 });
    expect(history.nextAllowedAt).toMatch(/^\d{4}-/);
    expect((await gql(SENT, { b }, bearer(await enterpriseToken()))).data.businessNewsletters).toBeNull();

    const t = await tokenOf(shop.id, buyer.id);
    expect((await gql(STATUS, { t })).data.newsletterSubscription).toMatchObject({ subscribed: true });
    expect((await gql(UNSUBSCRIBE, { input: { token: t } })).data.unsubscribeNewsletter).toEqual({
      subscription: { subscribed: false },
      userErrors: [],
    });
    expect((await gql(STATUS, { t: 'nope' })).data.newsletterSubscription).toBeNull();
    expect((await gql(UNSUBSCRIBE, { input: { token: 'Q'.repeat(43) } })).data.unsubscribeNewsletter.userErrors).toEqual([
      { message: FOLLOWER_MESSAGES.badLink },
    ]);
  });

  it('followStore without a login is UNAUTHENTICATED; a junk id is a userError; own store says so', async () => {
    const shop = await freshBusiness();
    const anonymous = await gql(FOLLOW, { input: { businessId: String(shop.id), follow: true } });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const junk = await gql(FOLLOW, { input: { businessId: '1 or 1=1', follow: true } }, bearer(buyer.token));
    expect(junk.data.followStore.userErrors).toEqual([{ field: 'businessId', message: FOLLOWER_MESSAGES.businessNotFound }]);
    const own = await gql(FOLLOW, { input: { businessId: String(shop.id), follow: true } }, bearer(await vendorToken()));
    expect(own.data.followStore.userErrors).toEqual([{ field: null, message: FOLLOWER_MESSAGES.ownBusiness }]);
    expect((await gql(STATE, { b: 'abc' })).data.storeFollow).toBeNull();
  });
});
