/**
 * Following stores over ezw/v1 (issue #14 item 5): follow / unfollow / state, with hostile ids, one's own store,
 * unpublished stores and the per-user rate limit; the vendor's followers list, newest first and paginated, and
 * never another business's. Newsletters and unsubscribing: followers-newsletter-rest.test.ts.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import { FOLLOWER_MESSAGES } from '../../schema/rest/followers';
import { clearRateLimits } from './support/accounts';
import { freshBusiness } from './support/analytics';
import { bulkFollowers, follow, followers, followState, unfollow } from './support/followers';
import { newBuyer } from './support/offers';
import { businessesOf, enterpriseToken, foreignBusiness, VENDOR_ID, vendorToken } from './support/vendor-catalogue';

beforeEach(clearRateLimits);

let buyer: { token: string; id: number };
let other: { token: string; id: number };
beforeAll(async () => {
  [buyer, other] = [await newBuyer('Tendai'), await newBuyer('Rudo')];
});

describe('POST / DELETE / GET /businesses/{id}/follow', () => {
  it('a buyer follows and unfollows a store; the count and their state follow, visitors see the count only', async () => {
    const shop = await freshBusiness();
    const followed = await follow(buyer.token, shop.id);
    expect(followed.status).toBe(200);
    expect(followed.json.data).toEqual({ bID: shop.id, followers: 1, following: true, own: false });
    // Following twice is one follow.
    expect((await follow(buyer.token, shop.id)).json.data.followers).toBe(1);
    expect((await follow(other.token, shop.id)).json.data.followers).toBe(2);
    expect((await followState(undefined, shop.id)).json.data).toEqual({ bID: shop.id, followers: 2, following: null, own: false });
    expect((await followState(buyer.token, shop.id)).json.data.following).toBe(true);
    const left = await unfollow(buyer.token, shop.id);
    expect(left.json.data).toEqual({ bID: shop.id, followers: 1, following: false, own: false });
    expect((await unfollow(buyer.token, shop.id)).json.data.followers).toBe(1);
  });

  it('needs a login to follow or unfollow; an expired or junk token reads as a visitor on GET', async () => {
    const shop = await freshBusiness();
    for (const answer of [await follow(undefined, shop.id), await unfollow(undefined, shop.id), await follow('not-a-token', shop.id)]) {
      expect(answer.status).toBe(401);
    }
    const state = await followState('junk.token.value', shop.id);
    expect([state.status, state.json.data.following]).toEqual([200, null]);
  });

  it('hostile or unknown ids and unpublished stores answer 404 Business not found, never SQL', async () => {
    const shop = await freshBusiness();
    await env.DB.prepare("update businesses set status = 'draft' where id = ?").bind(shop.id).run();
    for (const id of [
      String(shop.id),
      '0',
      'abc',
      encodeURIComponent('1 or 1=1'),
      '99999999',
      '2147483648',
      '-2',
      encodeURIComponent("2'; drop table business_followers; --"),
    ]) {
      const answer = await follow(buyer.token, id);
      expect(answer.status, id).toBe(404);
      expect(answer.json.message).toBe(FOLLOWER_MESSAGES.businessNotFound);
    }
    expect((await followState(undefined, shop.id)).status).toBe(404);
  });

  it('a vendor cannot follow their own store, and sees own: true', async () => {
    const [mine] = await businessesOf(VENDOR_ID);
    const token = await vendorToken();
    const answer = await follow(token, mine.id);
    expect([answer.status, answer.json.message]).toEqual([400, FOLLOWER_MESSAGES.ownBusiness]);
    expect((await followState(token, mine.id)).json.data).toMatchObject({ own: true, following: false });
  });

  it('follow and unfollow are rate limited: 10 a minute per user, with Retry-After', async () => {
    const shop = await freshBusiness();
    for (let i = 0; i < 10; i += 1) expect((await (i % 2 ? unfollow : follow)(buyer.token, shop.id)).status).toBe(200);
    const limited = await follow(buyer.token, shop.id);
    expect([limited.status, limited.json.message]).toEqual([429, AUTH_MESSAGES.rateLimited]);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user is not affected.
    expect((await follow(other.token, shop.id)).status).toBe(200);
  });
});

describe('GET /vendor/followers', () => {
  it('lists the business followers newest first with name, since and newsletter state, paginated', async () => {
    const shop = await freshBusiness();
    await bulkFollowers(shop.id, 3);
    await follow(buyer.token, shop.id);
    await env.DB.prepare('update business_followers set unsubscribed_at = ? where business_id = ? and user_id = ?')
      .bind(new Date().toISOString(), shop.id, buyer.id)
      .run();
    const token = await vendorToken();
    const first = await followers(token, shop.id, '&per_page=2');
    expect(first.status).toBe(200);
    expect(first.json.data.pageInfo).toEqual({ page: 1, perPage: 2, total: 4, totalPages: 2 });
    expect(first.json.data.subscribed).toBe(3);
    expect(first.json.data.load.map((f: { name: string }) => f.name)).toEqual(['Tendai Test', 'Bulk Follower 3']);
    expect(first.json.data.load[0]).toMatchObject({ subscribed: false, since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const second = await followers(token, shop.id, '&per_page=2&page=2');
    expect(second.json.data.load.map((f: { name: string }) => f.name)).toEqual(['Bulk Follower 2', 'Bulk Follower 1']);
    // No e-mail address reaches the vendor.
    expect(JSON.stringify(first.json)).not.toContain('@');
  });

  it("business A never sees business B's followers: each list is its own, someone else's business is refused", async () => {
    const [a, b] = [await freshBusiness(), await freshBusiness()];
    await follow(buyer.token, a.id);
    await follow(other.token, b.id);
    const token = await vendorToken();
    const listA = (await followers(token, a.id)).json.data.load.map((f: { name: string }) => f.name);
    const listB = (await followers(token, b.id)).json.data.load.map((f: { name: string }) => f.name);
    expect([listA, listB]).toEqual([['Tendai Test'], ['Rudo Test']]);
    // The enterprise vendor does not run a or b; the buyer runs nothing.
    for (const caller of [await enterpriseToken(), buyer.token]) {
      const refused = await followers(caller, a.id);
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.json)).not.toContain('Tendai');
    }
    const foreign = await foreignBusiness();
    expect((await followers(token, foreign.id)).status).toBe(403);
    expect((await followers(undefined, a.id)).status).toBe(401);
    expect((await followers(token, 99_999_999)).status).toBe(404);
  });

  it('refuses junk paging and ids with a clear 400', async () => {
    const token = await vendorToken();
    for (const query of ['x', '1 or 1=1', '2.5', '-1']) {
      const answer = await followers(token, encodeURIComponent(query));
      expect(answer.status, query).toBe(400);
      expect(answer.json.message).toMatch(/^bID: /);
    }
    const [mine] = await businessesOf(VENDOR_ID);
    expect((await followers(token, mine.id, '&per_page=101')).status).toBe(400);
    expect((await followers(token, mine.id, '&page=0')).status).toBe(400);
  });
});
