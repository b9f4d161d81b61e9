/**
 * Hire holds (issue 27 §4, "One buyer can hold a hire item's whole calendar"): the probe's attack as it was run
 * (a 25-day and a 60-day request), the longest hire per request (the vendor's, per item, default 14 days), one
 * waiting request per buyer per item, the 48-hour hold computed from the clock, the cron pass that marks a
 * lapsed request and tells both sides once, and the vendor's view of pending holds and when they lapse (API and
 * pages, without JavaScript). Clocks are pinned per call (x-musika-test-now); the cron pass is given its instant.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { lapseHireRequests } from '../../backend/bookings/lapse';
import { BOOKING_MESSAGES as M, HIRE_DEFAULT_MAX_DAYS } from '../../schema/rest/bookings';
import { call, clearRateLimits, SEEDED } from './support/accounts';
import { VENDOR_USER_ID } from './support/analytics';
import {
  availability,
  bookingShop,
  dayOffset,
  ENTERPRISE_USER_ID,
  mineOne,
  notificationsOf,
  userId,
  vendorList,
  vendorRespond,
} from './support/bookings';
import { form, open, text, vendorWith } from './support/dashboard-pages';
import { gql } from './support/http';
import { loginAs, visit } from './support/session';
import { buyerToken, enterpriseToken, vendorToken } from './support/vendor-catalogue';
import { expectNewestKeyed } from './support/notification-keys';

beforeEach(clearRateLimits);

const HOUR = 60 * 60 * 1000;
const book = (token: string, body: unknown, now?: number) => call('POST', '/bookings', { token, body, now });
const hireRules = (token: string, body: unknown) => call('POST', '/business/services/hire-rules', { token, body });
const bookedDays = async (slug: string, params: string, now?: number) =>
  ((await call('GET', `/bookings/availability?slug=${slug}${params}`, { now })).json.data.days as { booked: boolean }[]).filter((d) => d.booked)
    .length;
const statusOf = async (id: number) =>
  (await env.DB.prepare('select status from bookings where id = ?').bind(id).first<{ status: string }>())!.status;
const linked = async (user: number, link: string) =>
  (await env.DB.prepare("select count(*) n from notifications where user_id = ? and link = ? and title like 'Request lapsed:%'")
    .bind(user, link)
    .first<{ n: number }>())!.n;

describe('the attack as it was run', () => {
  it('longest hire per request: the 25-day and 60-day requests are refused, so the calendar is never held whole', async () => {
    const shop = await bookingShop();
    const token = await buyerToken();
    const first = await book(token, { productID: shop.hire.id, startDay: dayOffset(0), endDay: dayOffset(24) });
    expect([first.status, first.json.message]).toEqual([400, `endDay: ${M.tooLongForItem(HIRE_DEFAULT_MAX_DAYS)}`]);
    const second = await book(token, { productID: shop.hire.id, startDay: dayOffset(25), endDay: dayOffset(84) });
    expect([second.status, second.json.message]).toEqual([400, `endDay: ${M.tooLongForItem(HIRE_DEFAULT_MAX_DAYS)}`]);
    expect(await bookedDays(shop.hire.slug, '&days=31')).toBe(0);
    // The attack adapted to the rules: the longest allowed request holds 14 days, a second one is refused.
    expect((await book(token, { productID: shop.hire.id, startDay: dayOffset(0), endDay: dayOffset(13) })).status).toBe(201);
    const again = await book(token, { productID: shop.hire.id, startDay: dayOffset(14), endDay: dayOffset(27) });
    expect([again.status, again.json.message]).toEqual([409, M.onePending]);
    expect(await bookedDays(shop.hire.slug, '&days=31')).toBe(14);
  });
});

describe('one pending request per buyer per item', () => {
  it('one pending request per buyer per item: a second waits for an answer; other buyers and other items are not held up', async () => {
    const shop = await bookingShop();
    const other = await bookingShop();
    const buyer = await buyerToken();
    const first = (await book(buyer, { productID: shop.hire.id, startDay: dayOffset(2), endDay: dayOffset(3) })).json.data.booking;
    const second = await book(buyer, { productID: shop.hire.id, startDay: dayOffset(10), endDay: dayOffset(11) });
    expect([second.status, second.json.message]).toEqual([409, M.onePending]);
    // Overlapping days still say the days are taken (the clearer reason).
    expect((await book(buyer, { productID: shop.hire.id, startDay: dayOffset(3), endDay: dayOffset(4) })).json.message).toBe(M.daysTaken);
    expect((await book(await enterpriseToken(), { productID: shop.hire.id, startDay: dayOffset(10), endDay: dayOffset(11) })).status).toBe(201);
    expect((await book(buyer, { productID: other.hire.id, startDay: dayOffset(10), endDay: dayOffset(11) })).status).toBe(201);
    // Once the vendor answers, the buyer may ask for other days.
    expect((await vendorRespond(await vendorToken(), { bID: shop.id, id: first.id, action: 'confirm' })).status).toBe(200);
    expect((await book(buyer, { productID: shop.hire.id, startDay: dayOffset(20), endDay: dayOffset(21) })).status).toBe(201);
  });

  it('one pending request per buyer per item holds under 10 simultaneous requests: exactly one is made', async () => {
    const shop = await bookingShop();
    const token = await buyerToken();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_v, i) => book(token, { productID: shop.hire.id, startDay: dayOffset(2 + i * 3), endDay: dayOffset(3 + i * 3) })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.json.message === M.onePending)).toHaveLength(9);
    expect((await env.DB.prepare('select count(*) n from bookings where product_id = ?').bind(shop.hire.id).first<{ n: number }>())!.n).toBe(1);
  });
});

describe("the vendor's longest hire per request", () => {
  it("longest hire per request is the vendor's, per hire item, validated; buyers see it and are held to it", async () => {
    const shop = await bookingShop();
    const vendor = await vendorToken();
    const saved = await hireRules(vendor, { bID: shop.id, productID: shop.hire.id, maxDays: 3 });
    expect(saved.status, saved.json.message).toBe(200);
    expect(saved.json.data.service).toMatchObject({ id: shop.hire.id, hireMaxDays: 3 });
    expect((await availability(shop.hire.slug)).json.data.product.hireMaxDays).toBe(3);
    const buyer = await buyerToken();
    const long = await book(buyer, { productID: shop.hire.id, startDay: dayOffset(2), endDay: dayOffset(5) });
    expect([long.status, long.json.message]).toEqual([400, `endDay: ${M.tooLongForItem(3)}`]);
    expect((await book(buyer, { productID: shop.hire.id, startDay: dayOffset(2), endDay: dayOffset(4) })).status).toBe(201);
    for (const maxDays of [0, 61, 2.5, 'many', -1]) {
      const r = await hireRules(vendor, { bID: shop.id, productID: shop.hire.id, maxDays });
      expect([r.status, r.json.message], String(maxDays)).toEqual([400, `maxDays: ${M.maxDays}`]);
    }
    const service = await hireRules(vendor, { bID: shop.id, productID: shop.service.id, maxDays: 5 });
    expect([service.status, service.json.message]).toEqual([400, `productID: ${M.notHireItem}`]);
    // Another business's vendor cannot set it; nor can this vendor for another business's item.
    expect((await hireRules(await enterpriseToken(), { bID: shop.id, productID: shop.hire.id, maxDays: 60 })).status).toBe(403);
    const theirs = await bookingShop(ENTERPRISE_USER_ID);
    expect((await hireRules(vendor, { bID: shop.id, productID: theirs.hire.id, maxDays: 60 })).status).toBe(404);
    const listed = (await call('GET', `/business/services?bID=${shop.id}`, { token: vendor })).json.data.services;
    expect(listed.find((s: { id: number }) => s.id === shop.hire.id).hireMaxDays).toBe(3);
  });
});

describe('the 48-hour hold', () => {
  it('an unanswered request holds its days for 48 hours, then frees them from the clock, before any cron pass', async () => {
    const shop = await bookingShop();
    const t = Date.now();
    const made = await book(await buyerToken(), { productID: shop.hire.id, startDay: dayOffset(5), endDay: dayOffset(7) }, t);
    expect(made.status, made.json.message).toBe(201);
    expect(made.json.data.booking.lapsesAt).toBe(new Date(t + 48 * HOUR).toISOString());
    const params = `&from=${dayOffset(5)}&days=3`;
    expect(await bookedDays(shop.hire.slug, params, t + 48 * HOUR - 1000)).toBe(3);
    expect(await bookedDays(shop.hire.slug, params, t + 48 * HOUR)).toBe(0);
    const taken = await book(await enterpriseToken(), { productID: shop.hire.id, startDay: dayOffset(5), endDay: dayOffset(7) }, t + 47 * HOUR);
    expect([taken.status, taken.json.message]).toEqual([409, M.daysTaken]);
    expect(
      (await book(await enterpriseToken(), { productID: shop.hire.id, startDay: dayOffset(5), endDay: dayOffset(7) }, t + 48 * HOUR)).status,
    ).toBe(201);
    // Too late to answer or cancel: the days may be someone else's now.
    const late = await call('POST', '/business/bookings/respond', {
      token: await vendorToken(),
      body: { bID: shop.id, id: made.json.data.booking.id, action: 'confirm' },
      now: t + 48 * HOUR,
    });
    expect([late.status, late.json.message]).toEqual([409, M.lapsed]);
    const cancel = await call('POST', '/bookings/respond', {
      token: await buyerToken(),
      body: { id: made.json.data.booking.id, action: 'cancel' },
      now: t + 48 * HOUR,
    });
    expect([cancel.status, cancel.json.message]).toEqual([409, M.lapsed]);
    expect(await statusOf(made.json.data.booking.id)).toBe('requested');
  });

  it('a lapsed request is marked by the cron pass and both sides are told once', async () => {
    const shop = await bookingShop();
    const buyer = await buyerToken();
    const buyerId = await userId(SEEDED.buyer.email);
    const t = Date.now();
    const id = (await book(buyer, { productID: shop.hire.id, startDay: dayOffset(3), endDay: dayOffset(4) }, t)).json.data.booking.id as number;
    await lapseHireRequests(env.DB, new Date(t + 48 * HOUR - 1000));
    expect(await statusOf(id)).toBe('requested');
    expect(await linked(buyerId, `/account/appointments/respond/${id}`)).toBe(0);
    // Two overlapping runs at the lapse time, then a later one: one move, one notice to each side.
    await Promise.all([lapseHireRequests(env.DB, new Date(t + 48 * HOUR)), lapseHireRequests(env.DB, new Date(t + 48 * HOUR))]);
    await lapseHireRequests(env.DB, new Date(t + 49 * HOUR));
    expect(await statusOf(id)).toBe('lapsed');
    expect(await linked(buyerId, `/account/appointments/respond/${id}`)).toBe(1);
    expect(await linked(VENDOR_USER_ID, `/dashboard/all-appointments/?booking=${id}`)).toBe(1);
    const [note] = (await notificationsOf(buyerId)).filter((n) => n.link === `/account/appointments/respond/${id}`);
    expect(note.body).toContain('did not answer your hire request');
    await expectNewestKeyed(buyerId, 'booking_status', 'bookingLapsedBuyer', 'Request lapsed:');
    await expectNewestKeyed(VENDOR_USER_ID, 'booking_status', 'bookingLapsedStore', 'Request lapsed:');
    expect((await mineOne(buyer, id)).json.data.booking).toMatchObject({ status: 'lapsed', lapsesAt: null });
    // The buyer may ask again; the vendor's answer to the lapsed one is refused.
    expect((await book(buyer, { productID: shop.hire.id, startDay: dayOffset(3), endDay: dayOffset(4) }, t + 49 * HOUR)).status).toBe(201);
    expect((await vendorRespond(await vendorToken(), { bID: shop.id, id, action: 'confirm' })).status).toBe(409);
  });
});

describe('the vendor sees pending holds', () => {
  it('the vendor sees pending holds and when they lapse; an answered booking has no lapse time', async () => {
    const shop = await bookingShop();
    const t = Date.now();
    const id = (await book(await buyerToken(), { productID: shop.hire.id, startDay: dayOffset(3), endDay: dayOffset(4) }, t)).json.data.booking.id;
    const vendor = await vendorToken();
    const [pending] = (await vendorList(vendor, shop.id, 'status=requested')).json.data.bookings;
    expect(pending).toMatchObject({ id, status: 'requested', lapsesAt: new Date(t + 48 * HOUR).toISOString() });
    await vendorRespond(vendor, { bID: shop.id, id, action: 'confirm' });
    expect((await vendorList(vendor, shop.id, `id=${id}`)).json.data.bookings[0]).toMatchObject({ status: 'confirmed', lapsesAt: null });
  });
});

describe('the pages, without JavaScript', () => {
  it("the vendor's calendar shows pending holds and when they lapse; a lapsed request leaves it", async () => {
    const shop = await bookingShop();
    const t = Date.now();
    const id = (await book(await buyerToken(), { productID: shop.hire.id, startDay: dayOffset(3), endDay: dayOffset(4) }, t)).json.data.booking.id;
    const lapses = new Date(t + 48 * HOUR).toISOString();
    const jar = await vendorWith(shop.id);
    const week = await text(await open(`/dashboard/calendar/?view=week&date=${dayOffset(3)}`, jar));
    expect(week).toMatch(new RegExp(`data-booking="${id}"[^]*?data-lapses="${lapses}"> · held until `));
    const list = await text(await open(`/dashboard/all-appointments/?booking=${id}`, jar));
    expect(list).toContain('These days are held for the buyer until');
    await lapseHireRequests(env.DB, new Date(t + 48 * HOUR));
    expect(await text(await open(`/dashboard/calendar/?view=week&date=${dayOffset(3)}`, jar))).not.toContain(`data-booking="${id}"`);
    expect(await text(await open(`/dashboard/all-appointments/?booking=${id}`, jar))).toContain('Lapsed: not answered in time');
  });

  it('longest hire per request is set on the services page by form post, validated; the booking form holds buyers to it', async () => {
    const shop = await bookingShop();
    const jar = await vendorWith(shop.id);
    const page = await text(await open('/dashboard/all-services/', jar));
    expect(page).toMatch(new RegExp(`name="productId" value="${shop.hire.id}"[^]*?name="maxDays"[^>]*value="${HIRE_DEFAULT_MAX_DAYS}"`));
    const saved = await visit('/dashboard/all-services/', jar, form({ productId: String(shop.hire.id), maxDays: '5' }));
    expect(saved.status).toBe(200);
    expect(await text(saved)).toContain(M.rulesSaved);
    expect(
      (await env.DB.prepare('select max_days from hire_item_rules where product_id = ?').bind(shop.hire.id).first<{ max_days: number }>())!.max_days,
    ).toBe(5);
    const bad = await visit('/dashboard/all-services/', jar, form({ productId: String(shop.hire.id), maxDays: '61' }));
    expect(bad.status).toBe(400);
    expect(await text(bad)).toContain(M.maxDays);
    const service = await visit('/dashboard/all-services/', jar, form({ productId: String(shop.service.id), maxDays: '5' }));
    expect([service.status, await text(service)]).toEqual([400, expect.stringContaining(M.notHireItem)]);
    const { jar: buyer } = await loginAs('buyer');
    const tooLong = await text(await visit(`/product/${shop.hire.slug}/book?start=${dayOffset(2)}&end=${dayOffset(7)}`, buyer));
    expect(tooLong).toContain('One request covers at most 5 days');
    expect(tooLong).toContain(M.tooLongForItem(5));
    expect(tooLong).not.toContain('data-testid="hire-quote"');
    const posted = await visit(`/product/${shop.hire.slug}/book`, buyer, form({ intent: 'hire', startDay: dayOffset(2), endDay: dayOffset(7) }));
    expect(posted.status).toBe(400);
    expect(await text(posted)).toContain(M.tooLongForItem(5));
  });
});

describe('over GraphQL', () => {
  it('longest hire per request and pending holds over GraphQL: setHireRules with userErrors, lapsesAt, one pending refused', async () => {
    const shop = await bookingShop();
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const SET = `mutation ($input: SetHireRulesInput!) { setHireRules(input: $input) { service { id hireMaxDays } userErrors { field message } } }`;
    const vendor = await vendorToken();
    const set = await gql(SET, { input: { businessId: String(shop.id), productId: String(shop.hire.id), maxDays: 4 } }, auth(vendor));
    expect(set.data.setHireRules).toEqual({ service: { id: String(shop.hire.id), hireMaxDays: 4 }, userErrors: [] });
    const bad = await gql(SET, { input: { businessId: String(shop.id), productId: String(shop.hire.id), maxDays: 99 } }, auth(vendor));
    expect(bad.data.setHireRules).toEqual({ service: null, userErrors: [{ field: 'maxDays', message: M.maxDays }] });
    const CREATE = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { id status lapsesAt } userErrors { field message } } }`;
    const buyer = await buyerToken();
    const made = (await gql(CREATE, { input: { productId: String(shop.hire.id), startDay: dayOffset(2), endDay: dayOffset(3) } }, auth(buyer))).data
      .createBooking;
    expect(made.booking.lapsesAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const again = (await gql(CREATE, { input: { productId: String(shop.hire.id), startDay: dayOffset(8), endDay: dayOffset(9) } }, auth(buyer))).data
      .createBooking;
    expect(again).toEqual({ booking: null, userErrors: [expect.objectContaining({ message: M.onePending })] });
    const avail = await gql(`query ($slug: String!) { bookingAvailability(slug: $slug) { product { hireMaxDays } } }`, { slug: shop.hire.slug });
    expect(avail.data.bookingAvailability.product.hireMaxDays).toBe(4);
  });
});
