/**
 * The booking pages without JavaScript (issue #14 items 2–4): the booking page of a service and of a hire item,
 * the vendor's appointments (answers by form post) and services, the buyer's appointments and answer page, and
 * both calendars by day, week and month with today marked and each entry linking to its booking.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES as M } from '../../schema/rest/bookings';
import { clearRateLimits } from './support/accounts';
import { book, bookingShop, dayOffset, slotAt, today, vendorRespond } from './support/bookings';
import { form, open, text, vendorWith } from './support/dashboard-pages';
import { loginAs, visit } from './support/session';
import { buyerToken, enterpriseToken, vendorToken } from './support/vendor-catalogue';

beforeEach(clearRateLimits);

const statusOf = async (id: number) =>
  (await env.DB.prepare('select status from bookings where id = ?').bind(id).first<{ status: string }>())!.status;

describe('/product/{slug}/book', () => {
  it('a service: day links, free slots as radios, and a logged-in buyer books one (then sees it)', async () => {
    const shop = await bookingShop();
    const { jar } = await loginAs('buyer');
    const page = await text(await visit(`/product/${shop.service.slug}/book?day=${dayOffset(2)}`, jar));
    expect(page).toContain('Book a time: Plumber call-out');
    expect(page).toContain(`href="/product/${shop.service.slug}/book?day=${dayOffset(3)}"`);
    expect(page).toContain(`value="${slotAt(2, '08:00')}"`);
    expect(page).toContain('Open 08:00 to 18:00 (Harare time)');
    const posted = await visit(
      `/product/${shop.service.slug}/book?day=${dayOffset(2)}`,
      jar,
      form({ intent: 'service', startsAt: slotAt(2, '09:00'), note: 'Gate code 1234' }),
    );
    expect(posted.status).toBe(302);
    const row = await env.DB.prepare('select id, note from bookings where product_id = ?')
      .bind(shop.service.id)
      .first<{ id: number; note: string }>();
    expect(row!.note).toBe('Gate code 1234');
    expect(posted.headers.get('location')).toBe(`/account/appointments/respond/${row!.id}?booked=1`);
    const after = await text(await visit(`/product/${shop.service.slug}/book?day=${dayOffset(2)}`, jar));
    expect(after.match(new RegExp(`<input[^>]*value="${slotAt(2, '09:00')}"[^>]*>`))?.[0]).toContain('disabled');
    // The same time again: refused with the API's words, the form kept.
    const again = await visit(
      `/product/${shop.service.slug}/book?day=${dayOffset(2)}`,
      jar,
      form({ intent: 'service', startsAt: slotAt(2, '09:00') }),
    );
    expect(again.status).toBe(400);
    expect(await text(again)).toContain(M.slotTaken);
  });

  it('a visitor can look but is sent to log in to book', async () => {
    const shop = await bookingShop();
    const anon: Record<string, string> = {};
    const look = await visit(`/product/${shop.service.slug}/book`, anon);
    expect(look.status).toBe(200);
    // Availability changes with every booking: a visitor's copy is never shared from the page cache.
    expect(look.headers.get('cache-control')).toMatch(/no-store/);
    const posted = await visit(`/product/${shop.service.slug}/book`, anon, form({ intent: 'service', startsAt: slotAt(2, '09:00') }));
    expect(posted.status).toBe(302);
    expect(posted.headers.get('location')).toMatch(/^\/login\//);
  });

  it('a hire item: booked days struck through, the rate, deposit and total for the chosen days, then booking them', async () => {
    const shop = await bookingShop();
    await book(await enterpriseToken(), { productID: shop.hire.id, startDay: dayOffset(3), endDay: dayOffset(3) });
    const { jar } = await loginAs('buyer');
    const page = await text(await visit(`/product/${shop.hire.slug}/book?start=${dayOffset(5)}&end=${dayOffset(7)}`, jar));
    expect(page).toContain('$35.00 per day');
    expect(page).toContain('$50.00');
    expect(page).toMatch(/data-testid="hire-quote"[\s\S]*\$105\.00[\s\S]*\$155\.00/);
    expect(page.match(/data-booked="true"/g)).toHaveLength(1);
    const clash = await text(await visit(`/product/${shop.hire.slug}/book?start=${dayOffset(2)}&end=${dayOffset(4)}`, jar));
    expect(clash).toContain('Some of those days are already booked');
    const posted = await visit(`/product/${shop.hire.slug}/book`, jar, form({ intent: 'hire', startDay: dayOffset(5), endDay: dayOffset(7) }));
    expect(posted.status).toBe(302);
    const past = await text(await visit(`/product/${shop.hire.slug}/book?start=${dayOffset(-2)}&end=${dayOffset(1)}`, jar));
    expect(past).toContain(M.pastDay);
  });

  it('a hire item that asks no deposit says so ("None"), not "$0.00"', async () => {
    const { jar } = await loginAs('buyer');
    const page = await text(await visit(`/product/wedding-tent-hire-10x20m-178/book?start=${dayOffset(20)}&end=${dayOffset(21)}`, jar));
    expect(page).toMatch(/<dt>Refundable deposit<\/dt><dd>None<\/dd>/);
    expect(page).toMatch(/data-testid="hire-quote"[\s\S]*<dt>Refundable deposit<\/dt><dd>None<\/dd>/);
    expect(page).not.toContain('$0.00');
  });
});

describe('/dashboard/all-appointments/ and /dashboard/all-services/', () => {
  it('lists the business bookings, accepts one by form post, filters by status and opens one by id', async () => {
    const shop = await bookingShop();
    const a = (await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(2, '10:00'), note: 'Bring a ladder' })).json.data
      .booking;
    const b = (await book(await buyerToken(), { productID: shop.hire.id, startDay: dayOffset(4), endDay: dayOffset(5) })).json.data.booking;
    const jar = await vendorWith(shop.id);
    const page = await text(await open('/dashboard/all-appointments/', jar));
    expect(page).toContain('Bring a ladder');
    expect(page).toContain('>Accept</button>');
    expect(page).toContain('>Confirm</button>');
    const posted = await visit('/dashboard/all-appointments/', jar, form({ id: String(a.id), intent: 'accept', message: '' }));
    expect(posted.status).toBe(200);
    expect(await text(posted)).toContain('Accepted: the buyer has been told.');
    expect(await statusOf(a.id)).toBe('accepted');
    const proposed = await visit('/dashboard/all-appointments/', jar, form({ id: String(b.id), intent: 'confirm' }));
    expect(proposed.status).toBe(200);
    expect(await statusOf(b.id)).toBe('confirmed');
    const filtered = await text(await open('/dashboard/all-appointments/?status=confirmed', jar));
    expect(filtered).toContain('Concrete mixer');
    expect(filtered).not.toContain('Bring a ladder');
    const one = await text(await open(`/dashboard/all-appointments/?booking=${a.id}`, jar));
    expect(one).toContain(`id="booking-${a.id}"`);
    expect(one).not.toContain(`id="booking-${b.id}"`);
    const services = await text(await open('/dashboard/all-services/', jar));
    expect(services).toMatch(/Plumber call-out[\s\S]*1 upcoming/);
    expect(services).toContain(`/dashboard/update-product/${shop.service.slug}/`);
  });

  it('proposing a time outside the opening hours shows the rule; another business never shows', async () => {
    const shop = await bookingShop();
    const other = await bookingShop();
    const a = (await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(2, '11:00') })).json.data.booking;
    const theirs = (await book(await buyerToken(), { productID: other.service.id, startsAt: slotAt(2, '11:00'), note: 'Other shop' })).json.data
      .booking;
    const jar = await vendorWith(shop.id);
    const posted = await visit('/dashboard/all-appointments/', jar, form({ id: String(a.id), intent: 'propose', date: dayOffset(2), time: '20:00' }));
    expect(posted.status).toBe(400);
    expect(await text(posted)).toContain(M.outsideHours('08:00', '18:00'));
    expect(await text(await open(`/dashboard/all-appointments/?booking=${theirs.id}`, jar))).toContain('This booking was not found.');
    // Answering the other business's booking from this one is refused and changes nothing.
    expect((await visit('/dashboard/all-appointments/', jar, form({ id: String(theirs.id), intent: 'accept' }))).status).toBe(400);
    expect(await statusOf(theirs.id)).toBe('requested');
  });
});

describe('/account/appointments', () => {
  it('the buyer sees their bookings and accepts a proposed time on the respond page; a stranger gets 404', async () => {
    const shop = await bookingShop();
    const a = (await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(2, '12:00') })).json.data.booking;
    await vendorRespond(await vendorToken(), { bID: shop.id, id: a.id, action: 'propose', startsAt: slotAt(2, '14:00'), message: 'Noon is full' });
    const { jar } = await loginAs('buyer');
    const list = await text(await visit('/account/appointments', jar));
    expect(list).toContain('New time proposed');
    expect(list).toContain(`/account/appointments/respond/${a.id}`);
    const page = await text(await visit(`/account/appointments/respond/${a.id}`, jar));
    expect(page).toContain('Noon is full');
    expect(page).toContain('14:00–15:00');
    const posted = await visit(`/account/appointments/respond/${a.id}`, jar, form({ intent: 'accept' }));
    expect(posted.status).toBe(200);
    expect(await statusOf(a.id)).toBe('accepted');
    const { jar: vendorJar } = await loginAs('vendor');
    expect((await visit(`/account/appointments/respond/${a.id}`, vendorJar)).status).toBe(404);
  });
});

describe('calendars', () => {
  it('the dashboard calendar shows bookings by week, month and day, today marked, entries linking to the booking', async () => {
    const shop = await bookingShop();
    const a = (await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(1, '09:00') })).json.data.booking;
    const declined = (await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(1, '10:00') })).json.data.booking;
    await vendorRespond(await vendorToken(), { bID: shop.id, id: declined.id, action: 'decline' });
    const jar = await vendorWith(shop.id);
    for (const view of ['week', 'month', 'day']) {
      const page = await text(await open(`/dashboard/calendar/?view=${view}&date=${dayOffset(1)}`, jar));
      expect(page, view).toContain(`href="/dashboard/all-appointments/?booking=${a.id}"`);
      expect(page, view).toContain('09:00 · Plumber call-out');
      expect(page, view).not.toContain(`data-booking="${declined.id}"`);
      expect(page, view).toMatch(/rel="prev"/);
      expect(page, view).toMatch(/rel="next"/);
    }
    const week = await text(await open(`/dashboard/calendar/?view=week&date=${today()}`, jar));
    expect(week).toContain(`data-day="${today()}" data-today="true"`);
    expect((week.match(/data-day="/g) ?? []).length).toBe(7);
    const month = await text(await open(`/dashboard/calendar/?view=month&date=${today()}`, jar));
    expect((month.match(/data-day="/g) ?? []).length % 7).toBe(0);
    const junk = await open('/dashboard/calendar/?view=<script>&date=nope', jar);
    expect(junk.status).toBe(200);
    expect(await text(junk)).not.toContain('<script>&');
  });

  it("the buyer's calendar shows only their own bookings", async () => {
    const shop = await bookingShop();
    const mine = (await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(1, '15:00') })).json.data.booking;
    const theirs = (await book(await enterpriseToken(), { productID: shop.service.id, startsAt: slotAt(1, '16:00') })).json.data.booking;
    const { jar } = await loginAs('buyer');
    const page = await text(await visit(`/account/calendar?view=day&date=${dayOffset(1)}`, jar));
    expect(page).toContain(`href="/account/appointments/respond/${mine.id}"`);
    expect(page).not.toContain(`data-booking="${theirs.id}"`);
    expect((await visit('/account/calendar', {})).status).toBe(302);
  });
});
