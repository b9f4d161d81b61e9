/**
 * The vendor inbox pages (/dashboard/inbox/notifications, /dashboard/inbox/messages) as plain HTML forms: the
 * badge, opening marks read, answering an offer and a buyer request as the active business — and nothing of
 * another business is shown, marked or answered.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, clearRateLimits } from './support/accounts';
import { buyerToken } from './support/buying';
import { form, open, text, vendorWith } from './support/dashboard-pages';
import { loginAs, visit } from './support/session';
import { businesses, clearVendorNotifications, offerOn } from './support/vendor-inbox';

const TIMEOUT = 30_000;
const NOTIFICATIONS = '/dashboard/inbox/notifications';
const MESSAGES = '/dashboard/inbox/messages';
let ids: Awaited<ReturnType<typeof businesses>>;

beforeAll(async () => {
  await clearRateLimits();
  ids = await businesses();
});
beforeEach(async () => {
  await clearRateLimits();
  await clearVendorNotifications();
});

const offerStatus = async (id: number) =>
  (await env.DB.prepare('select status, amount_cents from offers where id = ?').bind(id).first<{ status: string; amount_cents: number }>())!;
const notificationOf = async (offerId: number) =>
  (await env.DB.prepare('select id, read_at from notifications where user_id = 20 and link = ?')
    .bind(`/account/inbox/offers/${offerId}`)
    .first<{ id: number; read_at: string | null }>())!;

describe('dashboard notifications page', () => {
  it(
    'shows the unread badge; Open marks it read and opens the offer on the messages page',
    async () => {
      const { offerId, product } = await offerOn(ids.a);
      const jar = await vendorWith(ids.a);
      const html = await text(await open(NOTIFICATIONS, jar));
      expect(html).toMatch(/data-testid="inbox-unread">1</);
      expect(html).toContain(`New offer on ${product.name}`);
      const n = await notificationOf(offerId);
      const opened = await visit(NOTIFICATIONS, jar, form({ intent: 'read', id: String(n.id), open: `/account/inbox/offers/${offerId}` }));
      expect(opened.status).toBe(302);
      expect(opened.headers.get('location')).toBe(`${MESSAGES}?offer=${offerId}`);
      expect((await notificationOf(offerId)).read_at).not.toBeNull();
      expect(await text(await open(NOTIFICATIONS, jar))).not.toContain('data-testid="inbox-unread"');
    },
    TIMEOUT,
  );

  it(
    "another business's notification cannot be marked read from this business (Notification not found)",
    async () => {
      const { offerId } = await offerOn(ids.b);
      const jar = await vendorWith(ids.a);
      expect(await text(await open(NOTIFICATIONS, jar))).not.toContain(`/account/inbox/offers/${offerId}`);
      const n = await notificationOf(offerId);
      const response = await visit(NOTIFICATIONS, jar, form({ intent: 'read', id: String(n.id) }));
      expect(response.status).toBe(400);
      expect(await text(response)).toContain('Notification not found');
      expect((await notificationOf(offerId)).read_at).toBeNull();
    },
    TIMEOUT,
  );

  it(
    'a bad form answers the spec message and a buyer is sent to their account',
    async () => {
      const jar = await vendorWith(ids.a);
      const bad = await visit(NOTIFICATIONS, jar, form({ intent: 'read', id: 'x' }));
      expect(bad.status).toBe(400);
      expect(await text(bad)).toContain('Error marking conversation as read');
      const { jar: buyer } = await loginAs('buyer');
      for (const path of [NOTIFICATIONS, MESSAGES]) {
        const response = await visit(path, buyer);
        expect(response.status).toBe(302);
        expect(response.headers.get('location')).toBe('/account');
      }
    },
    TIMEOUT,
  );
});

describe('dashboard messages page: answering as the store', () => {
  it(
    'the store counters an offer from the dashboard without JavaScript',
    async () => {
      const { offerId } = await offerOn(ids.a, 1000);
      const jar = await vendorWith(ids.a);
      const list = await text(await open(MESSAGES, jar));
      expect(list).toContain(`/account/inbox/offers/${offerId}`);
      const opened = await visit(MESSAGES, jar, form({ intent: 'open', link: `/account/inbox/offers/${offerId}` }));
      expect(opened.headers.get('location')).toBe(`${MESSAGES}?offer=${offerId}`);
      const page = await text(await open(`${MESSAGES}?offer=${offerId}`, jar));
      expect(page).toContain('Send counter-offer');
      const countered = await visit(
        `${MESSAGES}?offer=${offerId}`,
        jar,
        form({ intent: 'offer', offerId: String(offerId), status: 'COUNTERED', counter: '12.50', message: 'Meet me halfway' }),
      );
      expect(countered.status).toBe(302);
      expect(await offerStatus(offerId)).toEqual({ status: 'countered', amount_cents: 1250 });
    },
    TIMEOUT,
  );

  it(
    'a counter without a price keeps what was typed and says what is missing',
    async () => {
      const { offerId } = await offerOn(ids.a, 1000);
      const jar = await vendorWith(ids.a);
      const response = await visit(
        `${MESSAGES}?offer=${offerId}`,
        jar,
        form({ intent: 'offer', offerId: String(offerId), status: 'COUNTERED', counter: '', message: 'Kept words' }),
      );
      expect(response.status).toBe(400);
      const html = await text(response);
      expect(html).toContain('Enter your counter-offer price');
      expect(html).toContain('value="Kept words"');
      expect((await offerStatus(offerId)).status).toBe('pending');
    },
    TIMEOUT,
  );

  it(
    "business A's inbox neither shows nor answers business B's or another vendor's offers",
    async () => {
      const b = await offerOn(ids.b, 1000);
      const foreign = await offerOn(ids.foreign, 1000);
      const jar = await vendorWith(ids.a);
      for (const id of [b.offerId, foreign.offerId]) {
        expect((await open(`${MESSAGES}?offer=${id}`, jar)).status).toBe(404);
        const response = await visit(`${MESSAGES}`, jar, form({ intent: 'offer', offerId: String(id), status: 'ACCEPTED', counter: '' }));
        expect(response.status).toBe(400);
        expect(await text(response)).toContain('Failed to fetch offer');
        expect((await offerStatus(id)).status).toBe('pending');
      }
      expect((await open(`${MESSAGES}?offer=abc`, jar)).status).toBe(404);
    },
    TIMEOUT,
  );

  it(
    'the store answers a buyer request as the active business; a product of its other business is refused',
    async () => {
      const posted = await call('POST', '/buyer-requests', {
        token: await buyerToken(),
        body: { title: `Need a phone case ${Date.now()}`, description: 'A sturdy case for a Samsung A15, black.', categoryId: 4, city: 'Harare' },
      });
      expect(posted.status).toBe(201);
      const requestId = posted.json.data.request.id as number;
      const jar = await vendorWith(ids.a);
      const page = await text(await open(`${MESSAGES}?request=${requestId}`, jar));
      expect(page).toContain('Answer this request');
      const otherProduct = await env.DB.prepare("select id from products where business_id = ? and status = 'publish' limit 1")
        .bind(ids.b)
        .first<{ id: number }>();
      const refused = await visit(
        `${MESSAGES}?request=${requestId}`,
        jar,
        form({ intent: 'request', requestId: String(requestId), message: 'We have it in stock', product: `${ids.b}:${otherProduct!.id}`, price: '' }),
      );
      expect(refused.status).toBe(400);
      expect(await text(refused)).toContain('Choose one of your products');
      const answered = await visit(
        `${MESSAGES}?request=${requestId}`,
        jar,
        form({ intent: 'request', requestId: String(requestId), message: 'We have it in stock', product: '', price: '15' }),
      );
      expect(answered.status).toBe(302);
      const row = await env.DB.prepare('select business_id, price_cents from buyer_request_responses where request_id = ?')
        .bind(requestId)
        .first<{ business_id: number; price_cents: number }>();
      expect(row).toEqual({ business_id: ids.a, price_cents: 1500 });
      expect(await text(await open(`${MESSAGES}?request=${requestId}`, jar))).toContain('Your answer');
    },
    TIMEOUT,
  );
});
