/** In-app notifications (spec §7 /notifications/count, /notifications/platform/conversations and …/read). */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations, markConversationRead, notificationsCount } from '../../schema/rest/notifications';
import { createDb } from '../../backend/db/client';
import { notify, notifyStatement } from '../../backend/notifications/notify';
import { call, clearRateLimits } from './support/accounts';
import { buyerToken, checkout, newBuyer, P, placeOrder } from './support/buying';

beforeEach(clearRateLimits);

let buyer: string;
beforeAll(async () => {
  await clearRateLimits();
  buyer = await buyerToken();
});
beforeEach(async () => {
  await env.DB.prepare('delete from notifications').run();
});

const count = async (token = buyer) => notificationsCount.data.parse((await call('GET', '/notifications/count', { token })).json.data).count;
const list = async (token = buyer, qs = '') =>
  conversations.data.parse((await call('GET', `/notifications/platform/conversations${qs}`, { token })).json.data);
const read = (body: unknown, token = buyer) => call('POST', '/notifications/platform/read', { body, token });

describe('notifications', () => {
  it('need a bearer token', async () => {
    expect((await call('GET', '/notifications/count')).status).toBe(401);
    expect((await call('GET', '/notifications/platform/conversations')).status).toBe(401);
    expect((await call('POST', '/notifications/platform/read', { body: { all: true } })).status).toBe(401);
  });

  it('notify() and notifyStatement() insert a notification for one user', async () => {
    const db = createDb(env.DB);
    await notify(db, {
      userId: 19,
      kind: 'offer_answered',
      title: 'Offer accepted',
      body: 'Your offer was accepted.',
      link: '/account/inbox/offers',
    });
    await db.batch([notifyStatement(db, { userId: 19, kind: 'request_response', title: 'A vendor answered', body: 'x'.repeat(5000) })]);
    const { load } = await list();
    expect(load.map((n) => n.kind).sort()).toEqual(['offer_answered', 'request_response']);
    const response = load.find((n) => n.kind === 'request_response')!;
    expect(response.link).toBeNull();
    expect(response.body.length).toBe(2000);
  });

  it('notification badge counts unread and read marks one', async () => {
    // Checking out from two vendors tells the buyer twice.
    await placeOrder(
      checkout({
        items: [
          { product: P.jbl, quantity: 1 },
          { product: P.fertiliser, quantity: 1 },
        ],
      }),
      buyer,
    );
    expect(await count()).toBe(2);
    const { load, unreadCount, pageInfo } = await list();
    expect(unreadCount).toBe(2);
    expect(pageInfo.total).toBe(2);
    expect(load[0]).toMatchObject({ kind: 'order_placed', read: false, link: expect.stringMatching(/^\/account\/order\/\d+$/) });
    expect(load[0].notificationId).toBeGreaterThan(load[1].notificationId);

    const { status, json } = await read({ notificationId: load[1].notificationId });
    expect(status).toBe(200);
    expect(markConversationRead.data.parse(json.data)).toEqual({ updated: 1, count: 1 });
    expect(await count()).toBe(1);
    expect((await list()).load.find((n) => n.notificationId === load[1].notificationId)!.read).toBe(true);
    expect((await list(buyer, '?unread=1')).load.map((n) => n.notificationId)).toEqual([load[0].notificationId]);
    // Marking it again is no error and changes nothing.
    expect((await read({ notificationId: String(load[1].notificationId) })).json.data).toEqual({ updated: 0, count: 1 });
  });

  it('read {all: true} marks every one read', async () => {
    const db = createDb(env.DB);
    for (let i = 0; i < 3; i++) await notify(db, { userId: 19, kind: 'order_status', title: `Update ${i}`, body: 'Changed.' });
    const { json } = await read({ all: true });
    expect(json.data).toEqual({ updated: 3, count: 0 });
    expect(await count()).toBe(0);
  });

  it("a buyer can never read another buyer's notification", async () => {
    const db = createDb(env.DB);
    const other = await newBuyer();
    await notify(db, { userId: 19, kind: 'order_status', title: 'Yours', body: 'For the seeded buyer.' });
    const [mine] = (await list()).load;
    expect((await list(other.token)).load).toEqual([]);
    expect(await count(other.token)).toBe(0);
    const { status, json } = await read({ notificationId: mine.notificationId }, other.token);
    expect(status).toBe(404);
    expect(json.message).toBe('Notification not found');
    expect((await read({ all: true }, other.token)).json.data.updated).toBe(0);
    expect(await count()).toBe(1);
    expect((await read({ notificationId: 99999999 })).status).toBe(404);
  });

  it('hostile input answers 400', async () => {
    for (const body of [{}, { notificationId: 'abc' }, { notificationId: -1 }, { notificationId: '1 or 1=1' }, { all: false }, '{"all":']) {
      expect((await read(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await call('GET', '/notifications/platform/conversations?per_page=1000', { token: buyer })).status).toBe(400);
  });
});
