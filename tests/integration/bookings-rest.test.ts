/**
 * Booking over ezw/v1 (issue #14 items 2–3): availability, booking a service slot or a hire period, the rules
 * (opening hours, the past, double booking) with their messages, hostile input, 10 simultaneous bookings of one
 * slot of which exactly one wins, and the per-buyer rate limit. Vendor answers and authorization:
 * bookings-access.test.ts.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import { BOOKING_MESSAGES as M } from '../../schema/rest/bookings';
import { call, clearRateLimits } from './support/accounts';
import { availability, book, bookingShop, dayOffset, mine, notificationsOf, slotAt } from './support/bookings';
import { VENDOR_USER_ID } from './support/analytics';
import { buyerToken, enterpriseToken, vendorToken } from './support/vendor-catalogue';
import { expectNewestKeyed } from './support/notification-keys';

beforeEach(clearRateLimits);

describe('GET /bookings/availability', () => {
  it('lists the free hour slots inside the opening hours, and a booked one as taken', async () => {
    const shop = await bookingShop();
    const before = await availability(shop.service.slug, `&from=${dayOffset(2)}&days=1`);
    expect(before.status).toBe(200);
    const day = before.json.data.days[0];
    expect(day).toMatchObject({ day: dayOffset(2), closed: false, open: '08:00', close: '18:00', booked: false });
    expect(day.slots.map((s: { time: string }) => s.time)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(before.json.data.product).toMatchObject({ bookingKind: 'appointment', rateCents: 2500, rateUnit: 'hour', callOutFeeCents: 1000 });
    expect((await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(2, '10:00') })).status).toBe(201);
    const after = await availability(shop.service.slug, `&from=${dayOffset(2)}&days=1`);
    expect(after.json.data.days[0].slots.find((s: { time: string }) => s.time === '10:00').free).toBe(false);
    expect(after.json.data.days[0].slots.filter((s: { free: boolean }) => !s.free)).toHaveLength(1);
  });

  it('marks the days a hire item is booked, and refuses a product that cannot be booked', async () => {
    const shop = await bookingShop();
    expect((await book(await buyerToken(), { productID: shop.hire.id, startDay: dayOffset(3), endDay: dayOffset(4) })).status).toBe(201);
    const { json } = await availability(shop.hire.slug, `&from=${dayOffset(2)}&days=4`);
    expect(json.data.days.map((d: { booked: boolean }) => d.booked)).toEqual([false, true, true, false]);
    const general = await env.DB.prepare("select slug from products where kind = 'general' and status = 'publish' limit 1").first<{ slug: string }>();
    expect((await availability(general!.slug)).json.message).toBe(M.notBookable);
    expect((await availability('no-such-product')).status).toBe(404);
    expect((await availability(shop.hire.slug, '&days=999')).status).toBe(400);
  });
});

describe('POST /bookings', () => {
  it('books a service slot: requested, priced at the rate and call-out fee, and the vendor is notified with a link to it', async () => {
    const shop = await bookingShop();
    const { status, json } = await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(2, '09:00'), note: 'Leaking geyser' });
    expect(status, json.message).toBe(201);
    expect(json.data.booking).toMatchObject({
      kind: 'appointment',
      status: 'requested',
      startsAt: slotAt(2, '09:00'),
      endsAt: slotAt(2, '10:00'),
      note: 'Leaking geyser',
      totalCents: 3500,
      startDay: dayOffset(2),
    });
    const [note] = (await notificationsOf(VENDOR_USER_ID, 'booking_requested')).slice(-1);
    expect(note.link).toBe(`/dashboard/all-appointments/?booking=${json.data.booking.id}`);
    expect(note.title).toContain('Plumber call-out');
    await expectNewestKeyed(VENDOR_USER_ID, 'booking_requested', 'bookingRequested');
  });

  it('books a hire period priced per day with the deposit', async () => {
    const shop = await bookingShop();
    const { status, json } = await book(await buyerToken(), { productID: shop.hire.id, startDay: dayOffset(5), endDay: dayOffset(7) });
    expect(status, json.message).toBe(201);
    expect(json.data.booking).toMatchObject({
      kind: 'hire',
      status: 'requested',
      startDay: dayOffset(5),
      endDay: dayOffset(7),
      depositCents: 5000,
      totalCents: 3 * 3500 + 5000,
    });
    await expectNewestKeyed(VENDOR_USER_ID, 'booking_requested', 'bookingRequested', 'New hire booking');
  });

  it('refuses a time outside the opening hours, in the past or off the slot grid, with a clear message', async () => {
    const shop = await bookingShop();
    const token = await buyerToken();
    const cases: [Record<string, unknown>, string][] = [
      [{ startsAt: slotAt(2, '07:00') }, `startsAt: ${M.outsideHours('08:00', '18:00')}`],
      [{ startsAt: slotAt(2, '18:00') }, `startsAt: ${M.outsideHours('08:00', '18:00')}`],
      [{ startsAt: slotAt(-1, '10:00') }, `startsAt: ${M.past}`],
      [{ startsAt: slotAt(2, '10:30') }, `startsAt: ${M.offGrid}`],
      [{ startsAt: slotAt(200, '10:00') }, `startsAt: ${M.tooFar}`],
      [{}, `startsAt: ${M.chooseTime}`],
    ];
    for (const [over, message] of cases) {
      const { status, json } = await book(token, { productID: shop.service.id, ...over });
      expect([status, json.message]).toEqual([400, message]);
    }
    const past = await book(token, { productID: shop.hire.id, startDay: dayOffset(-1), endDay: dayOffset(1) });
    expect([past.status, past.json.message]).toEqual([400, `startDay: ${M.pastDay}`]);
    const backwards = await book(token, { productID: shop.hire.id, startDay: dayOffset(3), endDay: dayOffset(2) });
    expect([backwards.status, backwards.json.message]).toEqual([400, `endDay: ${M.endBeforeStart}`]);
  });

  it('refuses double booking: the same slot, an overlapping hire period', async () => {
    const shop = await bookingShop();
    const token = await buyerToken();
    expect((await book(token, { productID: shop.service.id, startsAt: slotAt(3, '11:00') })).status).toBe(201);
    const again = await book(token, { productID: shop.service.id, startsAt: slotAt(3, '11:00') });
    expect([again.status, again.json.message]).toEqual([409, M.slotTaken]);
    expect((await book(token, { productID: shop.service.id, startsAt: slotAt(3, '12:00') })).status).toBe(201);
    expect((await book(token, { productID: shop.hire.id, startDay: dayOffset(4), endDay: dayOffset(6) })).status).toBe(201);
    const overlap = await book(token, { productID: shop.hire.id, startDay: dayOffset(6), endDay: dayOffset(8) });
    expect([overlap.status, overlap.json.message]).toEqual([409, M.daysTaken]);
    // Back to back is no overlap (another buyer: this one's first request is still waiting, bookings-holds.test.ts).
    expect((await book(await enterpriseToken(), { productID: shop.hire.id, startDay: dayOffset(7), endDay: dayOffset(8) })).status).toBe(201);
  });

  it('10 simultaneous bookings of one slot (all of a buyer’s minute allowance): exactly one wins, the rest are told it was taken', async () => {
    const shop = await bookingShop();
    const token = await buyerToken();
    const results = await Promise.all(Array.from({ length: 10 }, () => book(token, { productID: shop.service.id, startsAt: slotAt(4, '14:00') })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.json.message === M.slotTaken)).toHaveLength(9);
    const rows = await env.DB.prepare('select count(*) n from bookings where product_id = ?').bind(shop.service.id).first<{ n: number }>();
    expect(rows!.n).toBe(1);
    const notes = await env.DB.prepare("select count(*) n from notifications where kind = 'booking_requested' and link = ?")
      .bind(`/dashboard/all-appointments/?booking=${results.find((r) => r.status === 201)!.json.data.booking.id}`)
      .first<{ n: number }>();
    expect(notes!.n).toBe(1);
  });

  it('booking requests are rate limited: 10 a minute per buyer, refused ones too, with Retry-After', async () => {
    const shop = await bookingShop();
    const token = await buyerToken();
    // Refused requests (no time chosen) count: each one still asked the server to notify a vendor.
    for (let i = 0; i < 10; i += 1) expect((await book(token, { productID: shop.service.id })).status).toBe(400);
    const limited = await book(token, { productID: shop.service.id, startsAt: slotAt(3, '10:00') });
    expect([limited.status, limited.json.message]).toEqual([429, AUTH_MESSAGES.rateLimited]);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await env.DB.prepare('select count(*) n from bookings where product_id = ?').bind(shop.service.id).first<{ n: number }>())!.n).toBe(0);
  });

  it('needs a login, a bookable product, and not one of your own', async () => {
    const shop = await bookingShop();
    expect((await book(undefined, { productID: shop.service.id, startsAt: slotAt(2, '10:00') })).status).toBe(401);
    const own = await book(await vendorToken(), { productID: shop.service.id, startsAt: slotAt(2, '10:00') });
    expect([own.status, own.json.message]).toEqual([403, M.ownProduct]);
    const general = await env.DB.prepare("select id from products where kind = 'general' and status = 'publish' limit 1").first<{ id: number }>();
    const wrong = await book(await buyerToken(), { productID: general!.id, startsAt: slotAt(2, '10:00') });
    expect([wrong.status, wrong.json.message]).toEqual([400, `productID: ${M.notBookable}`]);
    expect((await book(await buyerToken(), { productID: 2_000_000_000, startsAt: slotAt(2, '10:00') })).status).toBe(404);
  });

  it('hostile input: SQL-ish notes are stored as text; junk times, ids and long notes are refused', async () => {
    const shop = await bookingShop();
    const token = await buyerToken();
    const sqlish = "x'); delete from bookings; --";
    const ok = await book(token, { productID: shop.service.id, startsAt: slotAt(5, '08:00'), note: sqlish });
    expect(ok.json.data.booking.note).toBe(sqlish);
    for (const body of [
      { productID: shop.service.id, startsAt: 'tomorrow at ten' },
      { productID: shop.service.id, startsAt: "2026-12-01T10:00:00Z' or 1=1" },
      { productID: '1 or 1=1', startsAt: slotAt(5, '09:00') },
      { productID: shop.service.id, startsAt: slotAt(5, '09:00'), note: 'n'.repeat(501) },
      { productID: shop.hire.id, startDay: '2026-02-30', endDay: dayOffset(6) },
      { productID: 1e300, startsAt: slotAt(5, '09:00') },
    ]) {
      const { status, json } = await book(token, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(json.message).not.toMatch(/sql|select|stack|at \w+ \(/i);
    }
    expect((await call('POST', '/bookings', { token, body: '{"productID":' })).status).toBe(400);
    expect((await env.DB.prepare('select count(*) n from bookings').first<{ n: number }>())!.n).toBeGreaterThan(0);
  });
});

describe('GET /bookings/mine', () => {
  it("lists the caller's bookings, filtered by status and by Harare days", async () => {
    const shop = await bookingShop();
    const token = await buyerToken();
    const a = (await book(token, { productID: shop.service.id, startsAt: slotAt(6, '08:00') })).json.data.booking;
    const { json } = await mine(token, `from=${dayOffset(6)}&to=${dayOffset(6)}&status=requested`);
    expect(json.data.bookings.map((b: { id: number }) => b.id)).toContain(a.id);
    // A hire spanning the day shows on it too: every booking listed touches that day.
    expect(
      json.data.bookings.every(
        (b: { startDay: string; endDay: string; status: string }) =>
          b.startDay <= dayOffset(6) && b.endDay >= dayOffset(6) && b.status === 'requested',
      ),
    ).toBe(true);
    expect((await mine(token, 'status=bogus')).status).toBe(400);
    expect((await mine(undefined)).status).toBe(401);
  });
});
