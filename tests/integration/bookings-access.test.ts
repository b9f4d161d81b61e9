/**
 * Answering bookings over ezw/v1 (issue #14 items 2–3): the vendor accepts, declines, proposes another time or
 * confirms a hire, the buyer answers a proposal or cancels, each change notifies the other side; one business
 * never sees another's bookings and a buyer only their own; the day-before reminder is sent exactly once.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendBookingReminders } from '../../backend/bookings/reminders';
import { BOOKING_MESSAGES as M } from '../../schema/rest/bookings';
import { clearRateLimits, SEEDED } from './support/accounts';
import { VENDOR_USER_ID } from './support/analytics';
import {
  book,
  bookingShop,
  buyerRespond,
  dayOffset,
  ENTERPRISE_USER_ID,
  mine,
  mineOne,
  notificationsOf,
  services,
  slotAt,
  userId,
  vendorList,
  vendorRespond,
} from './support/bookings';
import { buyerToken, enterpriseToken, vendorToken } from './support/vendor-catalogue';
import { expectNewestKeyed } from './support/notification-keys';

beforeEach(clearRateLimits);

async function requested(shopOwner = VENDOR_USER_ID, days = 2, time = '10:00') {
  const shop = await bookingShop(shopOwner);
  const { json } = await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(days, time) });
  return { shop, booking: json.data.booking };
}

describe('POST /business/bookings/respond', () => {
  it('the vendor accepts an appointment and the buyer is notified with a link to it', async () => {
    const { shop, booking } = await requested();
    const { status, json } = await vendorRespond(await vendorToken(), { bID: shop.id, id: booking.id, action: 'accept' });
    expect([status, json.data?.booking.status]).toEqual([200, 'accepted']);
    const buyer = await userId(SEEDED.buyer.email);
    const [note] = (await notificationsOf(buyer, 'booking_status')).slice(-1);
    expect(note).toMatchObject({ title: 'Appointment accepted: Plumber call-out', link: `/account/appointments/respond/${booking.id}` });
    await expectNewestKeyed(buyer, 'booking_status', 'bookingAnswered');
    const again = await vendorRespond(await vendorToken(), { bID: shop.id, id: booking.id, action: 'accept' });
    expect([again.status, again.json.message]).toEqual([409, M.notAllowed]);
  });

  it('proposes another time: the booking holds it, the buyer accepts it, and the vendor hears back', async () => {
    const { shop, booking } = await requested();
    const token = await vendorToken();
    const proposed = await vendorRespond(token, {
      bID: shop.id,
      id: booking.id,
      action: 'propose',
      startsAt: slotAt(2, '15:00'),
      message: 'Morning is full',
    });
    expect(proposed.json.data.booking).toMatchObject({
      status: 'proposed',
      startsAt: slotAt(2, '15:00'),
      requestedStartsAt: slotAt(2, '10:00'),
      vendorMessage: 'Morning is full',
    });
    await expectNewestKeyed(await userId(SEEDED.buyer.email), 'booking_status', 'bookingProposed');
    // The proposed time is held: nobody else can book it; the time first asked for is free again.
    const other = await book(await enterpriseToken(), { productID: shop.service.id, startsAt: slotAt(2, '15:00') });
    expect([other.status, other.json.message]).toEqual([409, M.slotTaken]);
    expect((await book(await enterpriseToken(), { productID: shop.service.id, startsAt: slotAt(2, '10:00') })).status).toBe(201);
    const accepted = await buyerRespond(await buyerToken(), { id: booking.id, action: 'accept' });
    expect(accepted.json.data.booking.status).toBe('accepted');
    const [note] = (await notificationsOf(VENDOR_USER_ID, 'booking_status')).slice(-1);
    expect(note.title).toContain('accepted the time you proposed');
    await expectNewestKeyed(VENDOR_USER_ID, 'booking_status', 'bookingBuyerMoved');
  });

  it('refuses a proposal outside the opening hours, in the past, or on a taken time', async () => {
    const { shop, booking } = await requested();
    const token = await vendorToken();
    const taken = (await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(2, '16:00') })).json.data.booking;
    expect(taken.id).toBeGreaterThan(0);
    for (const [startsAt, status, message] of [
      [slotAt(2, '19:00'), 400, `startsAt: ${M.outsideHours('08:00', '18:00')}`],
      [slotAt(-1, '10:00'), 400, `startsAt: ${M.past}`],
      [slotAt(2, '16:00'), 409, M.slotTaken],
      [undefined, 400, `startsAt: ${M.proposeTime}`],
    ] as const) {
      const r = await vendorRespond(token, { bID: shop.id, id: booking.id, action: 'propose', startsAt });
      expect([r.status, r.json.message]).toEqual([status, message]);
    }
  });

  it('confirms or declines a hire; a hire cannot be "accepted"; the buyer can cancel', async () => {
    const shop = await bookingShop();
    const buyer = await buyerToken();
    const a = (await book(buyer, { productID: shop.hire.id, startDay: dayOffset(3), endDay: dayOffset(4) })).json.data.booking;
    const token = await vendorToken();
    expect((await vendorRespond(token, { bID: shop.id, id: a.id, action: 'accept' })).status).toBe(409);
    expect((await vendorRespond(token, { bID: shop.id, id: a.id, action: 'confirm' })).json.data.booking.status).toBe('confirmed');
    // One request waiting per buyer per item (bookings-holds.test.ts): the second is asked once the first is answered.
    const b = (await book(buyer, { productID: shop.hire.id, startDay: dayOffset(6), endDay: dayOffset(6) })).json.data.booking;
    expect((await vendorRespond(token, { bID: shop.id, id: b.id, action: 'decline', message: 'In for repair' })).json.data.booking).toMatchObject({
      status: 'declined',
      vendorMessage: 'In for repair',
    });
    await expectNewestKeyed(await userId(SEEDED.buyer.email), 'booking_status', 'bookingAnswered', 'Booking declined');
    // A declined booking frees its days.
    expect((await book(buyer, { productID: shop.hire.id, startDay: dayOffset(6), endDay: dayOffset(6) })).status).toBe(201);
    expect((await buyerRespond(buyer, { id: a.id, action: 'cancel' })).json.data.booking.status).toBe('cancelled');
    const [note] = (await notificationsOf(VENDOR_USER_ID, 'booking_status')).slice(-1);
    expect(note.title).toContain('cancelled');
    await expectNewestKeyed(VENDOR_USER_ID, 'booking_status', 'bookingBuyerMoved');
    expect((await buyerRespond(buyer, { id: a.id, action: 'accept' })).status).toBe(409);
  });

  it('hostile and bad input is refused without internals', async () => {
    const { shop, booking } = await requested();
    const token = await vendorToken();
    for (const body of [
      { bID: shop.id, id: booking.id, action: 'delete' },
      { bID: shop.id, id: "1' or '1'='1", action: 'accept' },
      { bID: 'x', id: booking.id, action: 'accept' },
      { bID: shop.id, id: booking.id, action: 'propose', startsAt: 'soon' },
    ]) {
      const r = await vendorRespond(token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.message).not.toMatch(/sql|stack|select/i);
    }
  });
});

describe('authorization', () => {
  it("business A never sees or answers business B's bookings", async () => {
    const { shop, booking } = await requested();
    const other = await enterpriseToken();
    expect((await vendorList(other, shop.id)).status).toBe(403);
    expect((await vendorRespond(other, { bID: shop.id, id: booking.id, action: 'accept' })).status).toBe(403);
    expect((await services(other, shop.id)).status).toBe(403);
    // With a business of their own, the other vendor's id of A's booking is not found, as an unknown one.
    const theirs = await bookingShop(ENTERPRISE_USER_ID);
    const r = await vendorRespond(other, { bID: theirs.id, id: booking.id, action: 'decline' });
    expect([r.status, r.json.message]).toEqual([404, M.notFound]);
    expect((await vendorList(other, theirs.id)).json.data.bookings.map((b: { id: number }) => b.id)).not.toContain(booking.id);
    expect((await vendorList(await vendorToken(), shop.id)).json.data.bookings.map((b: { id: number }) => b.id)).toEqual([booking.id]);
    expect((await vendorList(undefined, shop.id)).status).toBe(401);
  });

  it('a buyer sees and answers only their own bookings', async () => {
    const { booking } = await requested();
    const stranger = await enterpriseToken();
    expect((await mineOne(stranger, booking.id)).status).toBe(404);
    expect((await buyerRespond(stranger, { id: booking.id, action: 'cancel' })).status).toBe(404);
    expect((await mine(stranger)).json.data.bookings.map((b: { id: number }) => b.id)).not.toContain(booking.id);
    expect((await mineOne(await buyerToken(), booking.id)).json.data.booking.id).toBe(booking.id);
  });
});

describe('buyer calls with bad and hostile input', () => {
  it('junk ids, actions and filters are refused with a message, never internals', async () => {
    const { booking, shop } = await requested();
    const token = await buyerToken();
    for (const body of [
      { id: booking.id, action: 'confirm' },
      { id: `${booking.id} or 1=1`, action: 'cancel' },
      { id: -1, action: 'cancel' },
      { action: 'cancel' },
    ]) {
      const r = await buyerRespond(token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.message).not.toMatch(/sql|stack|select/i);
    }
    expect((await mineOne(token, "1' union select 1")).status).toBe(400);
    expect((await mine(token, 'from=2026-13-01')).status).toBe(400);
    expect((await vendorList(await vendorToken(), shop.id, 'kind=party')).status).toBe(400);
    expect((await buyerRespond(undefined, { id: booking.id, action: 'cancel' })).status).toBe(401);
    // Nothing changed on the way.
    expect((await mineOne(token, booking.id)).json.data.booking.status).toBe('requested');
  });
});

describe('GET /business/services', () => {
  it('lists the services and hire items with the bookings still to come', async () => {
    const { shop, booking } = await requested();
    await vendorRespond(await vendorToken(), { bID: shop.id, id: booking.id, action: 'accept' });
    await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(3, '10:00') });
    const { json } = await services(await vendorToken(), shop.id);
    expect(json.data.services).toEqual([
      expect.objectContaining({ name: 'Concrete mixer', kind: 'hire_item', upcoming: 0, waiting: 0 }),
      expect.objectContaining({ name: 'Plumber call-out', kind: 'trades_services', upcoming: 1, waiting: 1 }),
    ]);
  });
});

describe('day-before reminders', () => {
  it('each accepted appointment and confirmed hire starting tomorrow is reminded once, to both sides', async () => {
    const { shop, booking } = await requested(VENDOR_USER_ID, 1, '09:00');
    const vendor = await vendorToken();
    await vendorRespond(vendor, { bID: shop.id, id: booking.id, action: 'accept' });
    const hire = (await book(await buyerToken(), { productID: shop.hire.id, startDay: dayOffset(1), endDay: dayOffset(2) })).json.data.booking;
    await vendorRespond(vendor, { bID: shop.id, id: hire.id, action: 'confirm' });
    const waiting = (await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(1, '11:00') })).json.data.booking;
    const later = (await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(2, '11:00') })).json.data.booking;
    await vendorRespond(vendor, { bID: shop.id, id: later.id, action: 'accept' });

    const runs = await Promise.all([sendBookingReminders(env.DB), sendBookingReminders(env.DB)]);
    expect(await sendBookingReminders(env.DB)).toBe(0);
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(2);
    const count = (id: number, user: number) =>
      env.DB.prepare("select count(*) n from notifications where kind = 'booking_reminder' and user_id = ? and link like ?")
        .bind(user, `%${id}`)
        .first<{ n: number }>();
    const buyer = await userId(SEEDED.buyer.email);
    for (const id of [booking.id, hire.id]) {
      expect((await count(id, buyer))!.n).toBe(1);
      expect((await count(id, VENDOR_USER_ID))!.n).toBe(1);
    }
    for (const id of [waiting.id, later.id]) expect((await count(id, buyer))!.n).toBe(0);
    await expectNewestKeyed(buyer, 'booking_reminder', 'bookingReminderBuyer');
    await expectNewestKeyed(VENDOR_USER_ID, 'booking_reminder', 'bookingReminderStore');
    const marked = await env.DB.prepare('select reminded_at from bookings where id = ?').bind(booking.id).first<{ reminded_at: string | null }>();
    expect(marked!.reminded_at).not.toBeNull();
  });
});
