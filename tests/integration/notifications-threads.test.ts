/**
 * Inbox messages as conversations (Musika's GET /notifications/platform/threads and POST …/read {link}): the
 * caller's notifications grouped by what they link to, and read a conversation at a time; the account page.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversationThreads } from '../../schema/rest/notifications';
import { createDb } from '../../backend/db/client';
import { notify } from '../../backend/notifications/notify';
import { call, clearRateLimits } from './support/accounts';
import { buyerToken } from './support/buying';
import { loginAs, visit } from './support/session';

const BUYER_ID = 19;
const VENDOR_ID = 20;

let buyer: string;
beforeAll(async () => {
  await clearRateLimits();
  buyer = await buyerToken();
});
beforeEach(async () => {
  await clearRateLimits();
  await env.DB.prepare('delete from notifications').run();
});

const threads = async (token = buyer) => conversationThreads.data.parse((await call('GET', '/notifications/platform/threads', { token })).json.data);

/** Three about an offer (the newest unread), one about an order, one with nothing to open; and one for someone else. */
async function seedInbox() {
  const db = createDb(env.DB);
  const to = (userId: number, kind: string, title: string, link: string | null) => notify(db, { userId, kind, title, body: `${title}.`, link });
  await to(BUYER_ID, 'offer_answered', 'Counter-offer on the panel', '/account/inbox/offers/7');
  await to(BUYER_ID, 'order_placed', 'Order MSK-10001 placed', '/account/order/1');
  await to(BUYER_ID, 'offer_answered', 'Offer accepted', '/account/inbox/offers/7');
  await to(BUYER_ID, 'request_match', 'Welcome to Musika', null);
  await to(VENDOR_ID, 'offer_received', 'New offer', '/account/inbox/offers/7');
  await env.DB.prepare("update notifications set read_at = '2026-11-01T00:00:00.000Z' where title = 'Counter-offer on the panel'").run();
}

describe('conversations', () => {
  it('group notifications by what they are about, newest conversation first, shown by its newest message', async () => {
    await seedInbox();
    const { load, pageInfo } = await threads();
    expect(load.map((t) => [t.link, t.title, t.messages, t.unread])).toEqual([
      ['/account/inbox/offers/7', 'Offer accepted', 2, 1],
      ['/account/order/1', 'Order MSK-10001 placed', 1, 1],
    ]);
    expect(pageInfo.total).toBe(2);
  });

  it('carry the newest notification’s message key and values (so a reader’s language can say them)', async () => {
    const db = createDb(env.DB);
    const values = { order: 'MSK-20001', store: 'Borrowdale Digital', totalCents: 1250 };
    await notify(db, {
      userId: BUYER_ID,
      kind: 'order_placed',
      title: 'Order MSK-20001 placed',
      body: 'Your order with Borrowdale Digital for $12.50 is pending. We will tell you here when the store updates it.',
      link: '/account/order/20001',
      message: { key: 'notifications.orderPlaced', values },
    });
    await notify(db, { userId: BUYER_ID, kind: 'order_status', title: 'Older words', body: 'No key.', link: '/account/order/20002' });
    const { load } = await threads();
    expect(load.find((t) => t.link === '/account/order/20001')).toMatchObject({ messageKey: 'notifications.orderPlaced', messageValues: values });
    expect(load.find((t) => t.link === '/account/order/20002')).toMatchObject({ messageKey: null, messageValues: null });
  });

  it('are marked read a conversation at a time, and only the caller’s', async () => {
    await seedInbox();
    const marked = await call('POST', '/notifications/platform/read', { token: buyer, body: { link: '/account/inbox/offers/7' } });
    expect(marked.status).toBe(200);
    expect(marked.json.data).toEqual({ updated: 1, count: 2 });
    expect((await threads()).load.map((t) => t.unread)).toEqual([0, 1]);
    const vendorUnread = await env.DB.prepare('select count(*) as n from notifications where user_id = ? and read_at is null')
      .bind(VENDOR_ID)
      .first('n');
    expect(vendorUnread).toBe(1);
  });

  it('need a login, and refuse a link that is not a site path', async () => {
    expect((await call('GET', '/notifications/platform/threads')).status).toBe(401);
    for (const link of ['https://evil.example/x', '//evil.example', 'javascript:alert(1)', '/'.padEnd(400, 'a')]) {
      expect((await call('POST', '/notifications/platform/read', { token: buyer, body: { link } })).status, link).toBe(400);
    }
  });

  it('the messages page lists them, and opening one marks it read and goes there', async () => {
    await seedInbox();
    const { jar } = await loginAs('buyer');
    const page = (await (await visit('/account/inbox/messages', jar)).text()).replaceAll('<!-- -->', '');
    expect(page).toContain('Offer accepted');
    expect(page).toContain('2 messages, 1 unread');
    expect(page).not.toContain('Welcome to Musika');
    const opened = await visit('/account/inbox/messages', jar, { method: 'POST', body: new URLSearchParams({ link: '/account/inbox/offers/7' }) });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/account/inbox/offers/7');
    expect((await threads()).load[0].unread).toBe(0);
  });

  it('opening a conversation never leaves the site', async () => {
    const { jar } = await loginAs('buyer');
    const res = await visit('/account/inbox/messages', jar, { method: 'POST', body: new URLSearchParams({ link: '//evil.example/phish' }) });
    expect(res.status).toBe(400);
    // The server's own message wins over the default (spec §8).
    expect(await res.text()).toContain('link must be a site path');
  });
});
