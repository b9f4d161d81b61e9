/**
 * The vendor inbox over REST: the notification calls narrowed to one business with bID (count, list, threads,
 * read), and answering an offer as the store (POST /offers/response, role seller). Vendor A (the demo vendor)
 * runs Borrowdale Digital and Eastlea Fashion House; the enterprise vendor runs another business.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversationThreads, conversations, markConversationRead, notificationsCount } from '../../schema/rest/notifications';
import { createDb } from '../../backend/db/client';
import { notify } from '../../backend/notifications/notify';
import { call, clearRateLimits, loginToken, SEEDED } from './support/accounts';
import { buyerToken, checkout, placeOrder } from './support/buying';
import { respond, VENDOR_ID } from './support/offers';
import {
  businesses,
  clearVendorNotifications,
  ENTERPRISE_EMAIL,
  inboxCount,
  inboxList,
  inboxThreads,
  markRead,
  offerOn,
  P,
} from './support/vendor-inbox';

const TIMEOUT = 30_000;
let vendor: string;
let enterprise: string;
let buyer: string;
let ids: Awaited<ReturnType<typeof businesses>>;

beforeAll(async () => {
  await clearRateLimits();
  [vendor, enterprise, buyer] = await Promise.all([
    loginToken(SEEDED.vendor.email, SEEDED.vendor.password),
    loginToken(ENTERPRISE_EMAIL, SEEDED.vendor.password),
    buyerToken(),
  ]);
  ids = await businesses();
});
beforeEach(async () => {
  await clearRateLimits();
  await clearVendorNotifications();
});

const count = async (bID: number, token = vendor) => notificationsCount.data.parse((await inboxCount(token, bID)).json.data).count;
const list = async (bID: number, token = vendor, extra: Record<string, string | number> = {}) =>
  conversations.data.parse((await inboxList(token, { bID, ...extra })).json.data);

describe("vendor inbox: one business's notifications (bID)", () => {
  it(
    "an offer on business A is in A's inbox and badge, not in B's",
    async () => {
      const { offerId } = await offerOn(ids.a);
      expect(await count(ids.a)).toBe(1);
      expect(await count(ids.b)).toBe(0);
      const a = await list(ids.a);
      expect(a.load).toHaveLength(1);
      expect(a.load[0]).toMatchObject({ kind: 'offer_received', read: false, link: `/account/inbox/offers/${offerId}` });
      expect(a.unreadCount).toBe(1);
      expect((await list(ids.b)).load).toEqual([]);
      // Without bID the vendor still sees everything addressed to them (the account inbox is unchanged).
      expect(notificationsCount.data.parse((await inboxCount(vendor)).json.data).count).toBe(1);
    },
    TIMEOUT,
  );

  it(
    'a new order is in the inbox of the business it was placed with only',
    async () => {
      const placed = await placeOrder(checkout({ items: [{ product: P.jacket, variation: 0, quantity: 1 }] }), buyer);
      // The jacket has size variations; fall back to a plain product of B when the seed insists on one.
      if (placed.status !== 201) {
        const { results } = await env.DB.prepare('select id from product_variations where product_id = ? limit 1')
          .bind(P.jacket)
          .all<{ id: number }>();
        const again = await placeOrder(checkout({ items: [{ product: P.jacket, variation: results[0].id, quantity: 1 }] }), buyer);
        expect(again.status).toBe(201);
      }
      const b = await list(ids.b);
      expect(b.load.map((n) => n.kind)).toEqual(['order_placed']);
      expect(b.load[0].link).toMatch(/^\/dashboard\/order\/\d+\/$/);
      expect(await count(ids.a)).toBe(0);
    },
    TIMEOUT,
  );

  it(
    "threads group one business's notifications by what they are about",
    async () => {
      const { offerId, buyer: offerBuyer } = await offerOn(ids.a, 1500);
      // The vendor counters, the buyer counters back: the store is told again, in the same conversation.
      expect((await respond(vendor, { offerId, status: 'countered', counterOffer: 1800, role: 'seller' })).status).toBe(200);
      expect((await respond(offerBuyer.token, { offerId, status: 'countered', counterOffer: 1600, role: 'buyer' })).status).toBe(200);
      const threads = conversationThreads.data.parse((await inboxThreads(vendor, { bID: ids.a })).json.data);
      expect(threads.load).toHaveLength(1);
      expect(threads.load[0]).toMatchObject({ link: `/account/inbox/offers/${offerId}`, messages: 2, unread: 2 });
      expect(conversationThreads.data.parse((await inboxThreads(vendor, { bID: ids.b })).json.data).load).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'marking read: one, a conversation, all — each only within the business',
    async () => {
      const first = await offerOn(ids.a);
      const second = await offerOn(ids.a);
      const other = await offerOn(ids.b);
      const [n1] = (await list(ids.a)).load.filter((n) => n.link === `/account/inbox/offers/${first.offerId}`);
      const one = await markRead(vendor, { notificationId: n1.notificationId, bID: ids.a });
      expect(one.status).toBe(200);
      expect(markConversationRead.data.parse(one.json.data)).toEqual({ updated: 1, count: 1 });
      const link = await markRead(vendor, { link: `/account/inbox/offers/${second.offerId}`, bID: ids.a });
      expect(markConversationRead.data.parse(link.json.data)).toEqual({ updated: 1, count: 0 });
      // "Mark all read" in A leaves B's unread.
      await offerOn(ids.a);
      const all = await markRead(vendor, { all: true, bID: ids.a });
      expect(markConversationRead.data.parse(all.json.data)).toEqual({ updated: 1, count: 0 });
      expect(await count(ids.b)).toBe(1);
      expect((await list(ids.b)).load[0].link).toBe(`/account/inbox/offers/${other.offerId}`);
    },
    TIMEOUT,
  );

  it(
    'a notification of business B cannot be marked read through business A (404, unchanged)',
    async () => {
      await offerOn(ids.b);
      const [n] = (await list(ids.b)).load;
      const response = await markRead(vendor, { notificationId: n.notificationId, bID: ids.a });
      expect(response.status).toBe(404);
      expect(response.json.message).toBe('Notification not found');
      expect(await count(ids.b)).toBe(1);
      // A conversation link of B through A marks nothing.
      expect(markConversationRead.data.parse((await markRead(vendor, { link: n.link, bID: ids.a })).json.data).updated).toBe(0);
      expect(await count(ids.b)).toBe(1);
    },
    TIMEOUT,
  );
});

describe('vendor inbox: authorization across businesses', () => {
  it(
    "another vendor cannot read or mark the demo vendor's business inbox (403)",
    async () => {
      await offerOn(ids.a);
      const [n] = (await list(ids.a)).load;
      for (const response of [
        await inboxCount(enterprise, ids.a),
        await inboxList(enterprise, { bID: ids.a }),
        await inboxThreads(enterprise, { bID: ids.a }),
        await markRead(enterprise, { notificationId: n.notificationId, bID: ids.a }),
        await markRead(enterprise, { all: true, bID: ids.a }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.json.message).toBe('You do not manage this business');
      }
      expect(await count(ids.a)).toBe(1);
      // Their own business's inbox does not hold it either.
      expect((await list(ids.enterprise, enterprise)).load).toEqual([]);
    },
    TIMEOUT,
  );

  it('a buyer is refused (403), a visitor must log in (401), an unknown business is 404', async () => {
    expect((await inboxCount(buyer, ids.a)).status).toBe(403);
    expect((await inboxList(buyer, { bID: ids.a })).status).toBe(403);
    expect((await inboxCount(undefined, ids.a)).status).toBe(401);
    expect((await markRead(undefined, { all: true, bID: ids.a })).status).toBe(401);
    const unknown = await inboxCount(vendor, 999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Business not found');
  });

  it('bad and hostile bID values are refused with a clear message', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '1e400', "1' or '1'='1", '99999999999999']) {
      const response = await inboxList(vendor, { bID: bad });
      expect([400, 404]).toContain(response.status);
      expect(response.json.message).toMatch(/bID|Business not found/);
    }
    expect((await markRead(vendor, { all: true, bID: 'x' })).status).toBe(400);
    expect((await markRead(vendor, { notificationId: '1; drop table notifications', bID: ids.a })).status).toBe(400);
    expect((await markRead(vendor, { link: 'https://evil.example/', bID: ids.a })).status).toBe(400);
  });
});

describe('answering an offer as the store', () => {
  it(
    'the store accepts, counters or turns down with the seller role; the buyer is told',
    async () => {
      const countered = await offerOn(ids.a, 2000);
      const counter = await respond(vendor, {
        offerId: countered.offerId,
        status: 'countered',
        counterOffer: 2500,
        message: 'Best I can do',
        role: 'seller',
      });
      expect(counter.status).toBe(200);
      expect(counter.view!.offer).toMatchObject({ status: 'countered', amountCents: 2500, lastActor: 'seller' });
      const told = await env.DB.prepare("select count(*) n from notifications where user_id = ? and kind = 'offer_answered'")
        .bind(countered.buyer.id)
        .first<{ n: number }>();
      expect(told!.n).toBe(1);

      const accepted = await offerOn(ids.a, 2100);
      expect((await respond(vendor, { offerId: accepted.offerId, status: 'accepted', role: 'seller' })).view!.offer.status).toBe('accepted');
      const rejected = await offerOn(ids.b, 2200);
      expect((await respond(vendor, { offerId: rejected.offerId, status: 'rejected', role: 'seller' })).view!.offer.status).toBe('rejected');
    },
    TIMEOUT,
  );

  it(
    "vendor A cannot answer another vendor's offers (404 'Failed to fetch offer')",
    async () => {
      const theirs = await offerOn(ids.foreign, 3000);
      const response = await respond(vendor, { offerId: theirs.offerId, status: 'accepted', role: 'seller' });
      expect(response.status).toBe(404);
      expect(response.json.message).toBe('Failed to fetch offer');
      const row = await env.DB.prepare('select status from offers where id = ?').bind(theirs.offerId).first<{ status: string }>();
      expect(row!.status).toBe('pending');
    },
    TIMEOUT,
  );
});

describe('vendor inbox: requests and reviews find their business', () => {
  it(
    "a buyer request in A's category and city reaches A's inbox, not B's unless B matches too",
    async () => {
      const a = await env.DB.prepare(
        `select l.category_id as categoryId, b.city as city from business_category_links l join businesses b on b.id = l.business_id
       where l.business_id = ? and not exists (select 1 from business_category_links m where m.business_id = ? and m.category_id = l.category_id)
       limit 1`,
      )
        .bind(ids.a, ids.b)
        .first<{ categoryId: number; city: string }>();
      expect(a).not.toBeNull();
      const posted = await call('POST', '/buyer-requests', {
        token: buyer,
        body: {
          title: 'Looking for a laptop charger',
          description: 'A 65W USB-C charger for a Dell laptop, new.',
          categoryId: a!.categoryId,
          city: a!.city,
        },
      });
      expect(posted.status).toBe(201);
      const link = `/buyer-requests-list/${posted.json.data.request.id}`;
      expect((await list(ids.a)).load.map((n) => [n.kind, n.link])).toEqual([['request_match', link]]);
      expect((await list(ids.b)).load).toEqual([]);
    },
    TIMEOUT,
  );

  it("a review of A's product is in A's inbox only", async () => {
    const product = await env.DB.prepare('select slug from products where business_id = ? order by id limit 1').bind(ids.a).first<{ slug: string }>();
    const db = createDb(env.DB);
    await notify(db, { userId: VENDOR_ID, kind: 'review_received', title: 'New 5-star review', body: 'Great', link: `/product/${product!.slug}/` });
    // The same kind pointing at a product of another business is not A's (a vendor's own review as a buyer).
    const foreign = await env.DB.prepare('select slug from products where business_id = ? order by id limit 1')
      .bind(ids.foreign)
      .first<{ slug: string }>();
    await notify(db, { userId: VENDOR_ID, kind: 'review_received', title: 'Elsewhere', body: 'x', link: `/product/${foreign!.slug}/` });
    expect((await list(ids.a)).load.map((n) => n.title)).toEqual(['New 5-star review']);
    expect((await list(ids.b)).load).toEqual([]);
  });

  it('buyer-side notifications of the vendor (their own orders and offers) never show in a business inbox', async () => {
    const db = createDb(env.DB);
    await notify(db, { userId: VENDOR_ID, kind: 'order_status', title: 'Your order', body: 'x', link: '/account/order/1' });
    await notify(db, { userId: VENDOR_ID, kind: 'request_response', title: 'Answer', body: 'x', link: '/buyer-requests-list/1' });
    await notify(db, { userId: VENDOR_ID, kind: 'order_placed', title: 'Spoofed', body: 'x', link: '/dashboard/order/999999/' });
    expect(await count(ids.a)).toBe(0);
    expect(await count(ids.b)).toBe(0);
  });
});
