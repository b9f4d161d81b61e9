/**
 * The vendor inbox and customers over GraphQL: businessInbox, its mark-read mutations and businessCustomers,
 * for the business's runner only — another vendor, a buyer and a visitor read null and change nothing.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits, loginToken, SEEDED } from './support/accounts';
import { buyerToken } from './support/buying';
import { gql } from './support/http';
import { businesses, clearVendorNotifications, ENTERPRISE_EMAIL, offerOn } from './support/vendor-inbox';

const TIMEOUT = 30_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
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

const INBOX = `query($b: ID!) { businessInbox(businessId: $b) {
  businessId unreadCount
  notifications(page: 1, perPage: 10) { items { id kind link read } pageInfo { total } unreadCount }
  conversations(page: 1, perPage: 10) { items { link messages unread } }
} }`;
const READ_ONE = `mutation($b: ID!, $id: ID!) { markBusinessNotificationRead(businessId: $b, id: $id) { ok userErrors { message } } }`;
const READ_LINK = `mutation($b: ID!, $l: String!) { markBusinessConversationRead(businessId: $b, link: $l) { ok userErrors { message } } }`;
const READ_ALL = `mutation($b: ID!) { markAllBusinessNotificationsRead(businessId: $b) { ok userErrors { message } } }`;
const CUSTOMERS = `query($b: ID!, $t: String) { businessCustomers(businessId: $b, term: $t, perPage: 5) {
  items { phone name orders totalSpent { amountCents currency } whatsAppUrl } pageInfo { total }
} }`;

describe('businessInbox', () => {
  it(
    "shows the business's notifications, conversations and badge",
    async () => {
      const { offerId } = await offerOn(ids.a);
      const r = await gql(INBOX, { b: String(ids.a) }, bearer(vendor));
      expect(r.errors).toBeUndefined();
      expect(r.data.businessInbox).toMatchObject({
        businessId: String(ids.a),
        unreadCount: 1,
        notifications: { items: [{ kind: 'offer_received', link: `/account/inbox/offers/${offerId}`, read: false }], pageInfo: { total: 1 } },
        conversations: { items: [{ link: `/account/inbox/offers/${offerId}`, messages: 1, unread: 1 }] },
      });
      const b = await gql(INBOX, { b: String(ids.b) }, bearer(vendor));
      expect(b.data.businessInbox.unreadCount).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'is null for another vendor, a buyer, a visitor, an unknown business and a malformed id',
    async () => {
      await offerOn(ids.a);
      for (const headers of [bearer(enterprise), bearer(buyer), {}]) {
        const r = await gql(INBOX, { b: String(ids.a) }, headers);
        expect(r.errors).toBeUndefined();
        expect(r.data.businessInbox).toBeNull();
      }
      expect((await gql(INBOX, { b: '999999' }, bearer(vendor))).data.businessInbox).toBeNull();
      expect((await gql(INBOX, { b: '1 or 1=1' }, bearer(vendor))).data.businessInbox).toBeNull();
    },
    TIMEOUT,
  );

  it(
    'marks read one, a conversation and all — within the business only',
    async () => {
      const first = await offerOn(ids.a);
      await offerOn(ids.a);
      await offerOn(ids.b);
      const inbox = (await gql(INBOX, { b: String(ids.a) }, bearer(vendor))).data.businessInbox;
      const [n] = inbox.notifications.items;
      expect((await gql(READ_ONE, { b: String(ids.a), id: n.id }, bearer(vendor))).data.markBusinessNotificationRead).toEqual({
        ok: true,
        userErrors: [],
      });
      expect(
        (await gql(READ_LINK, { b: String(ids.a), l: `/account/inbox/offers/${first.offerId}` }, bearer(vendor))).data.markBusinessConversationRead
          .ok,
      ).toBe(true);
      expect((await gql(READ_ALL, { b: String(ids.a) }, bearer(vendor))).data.markAllBusinessNotificationsRead.ok).toBe(true);
      expect((await gql(INBOX, { b: String(ids.a) }, bearer(vendor))).data.businessInbox.unreadCount).toBe(0);
      expect((await gql(INBOX, { b: String(ids.b) }, bearer(vendor))).data.businessInbox.unreadCount).toBe(1);
    },
    TIMEOUT,
  );

  it(
    "vendor A cannot mark B's notification or another vendor's business read",
    async () => {
      await offerOn(ids.b);
      const [n] = (await gql(INBOX, { b: String(ids.b) }, bearer(vendor))).data.businessInbox.notifications.items;
      const across = await gql(READ_ONE, { b: String(ids.a), id: n.id }, bearer(vendor));
      expect(across.data.markBusinessNotificationRead).toEqual({ ok: false, userErrors: [{ message: 'Notification not found' }] });
      const foreign = await gql(READ_ALL, { b: String(ids.b) }, bearer(enterprise));
      expect(foreign.data.markAllBusinessNotificationsRead).toEqual({ ok: false, userErrors: [{ message: 'You do not manage this business' }] });
      const bad = await gql(READ_ONE, { b: 'x', id: n.id }, bearer(vendor));
      expect(bad.data.markBusinessNotificationRead.userErrors[0].message).toBe('businessId is not a valid id');
      expect((await gql(INBOX, { b: String(ids.b) }, bearer(vendor))).data.businessInbox.unreadCount).toBe(1);
    },
    TIMEOUT,
  );
});

describe('businessCustomers', () => {
  it('lists customers with a WhatsApp link for the runner; null for anyone else', async () => {
    const mine = await gql(CUSTOMERS, { b: String(ids.a) }, bearer(vendor));
    expect(mine.errors).toBeUndefined();
    for (const c of mine.data.businessCustomers.items) expect(c.whatsAppUrl).toBe(`https://wa.me/${c.phone.replace(/\D/g, '')}`);
    for (const headers of [bearer(enterprise), bearer(buyer), {}])
      expect((await gql(CUSTOMERS, { b: String(ids.a) }, headers)).data.businessCustomers).toBeNull();
  });

  it('perPage is bounded to 100 however many are asked for', async () => {
    const r = await gql(
      `query($b: ID!) { businessCustomers(businessId: $b, perPage: 100000) { pageInfo { perPage } } }`,
      { b: String(ids.a) },
      bearer(vendor),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.businessCustomers.pageInfo.perPage).toBe(100);
  });
});
