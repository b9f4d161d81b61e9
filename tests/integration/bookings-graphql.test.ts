/**
 * The booking GraphQL fields (schema/graphql/bookings.graphql) over the real Worker: availability, createBooking
 * with userErrors naming the field, the buyer's and the business's lists, both answers, services, and that
 * another vendor or a visitor reads nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES as M } from '../../schema/rest/bookings';
import { clearRateLimits } from './support/accounts';
import { bookingShop, dayOffset, slotAt } from './support/bookings';
import { gql } from './support/http';
import { buyerToken, enterpriseToken, vendorToken } from './support/vendor-catalogue';

beforeEach(clearRateLimits);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const FIELDS =
  'id kind status startsAt startDay endDay note total { amountCents currency } deposit { amountCents } product { name kind } business { name } buyer { name }';
const CREATE = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { ${FIELDS} } userErrors { field message } } }`;
const VENDOR = `mutation ($input: VendorRespondToBookingInput!) { vendorRespondToBooking(input: $input) { booking { id status startsAt } userErrors { field message } } }`;
const BUYER = `mutation ($input: RespondToBookingInput!) { respondToBooking(input: $input) { booking { id status } userErrors { field message } } }`;
const LIST = `query ($b: ID!, $s: BookingStatus) { businessBookings(businessId: $b, status: $s) { ${FIELDS} } }`;
const MINE = `query ($from: String, $to: String) { myBookings(from: $from, to: $to) { ${FIELDS} } }`;
const AVAIL = `query ($slug: String!, $from: String, $days: Int) { bookingAvailability(slug: $slug, from: $from, days: $days) {
  product { bookingKind rate { amountCents } rateUnit callOutFee { amountCents } } slotMinutes today days { day closed slots { time free } booked } } }`;

describe('booking over GraphQL', () => {
  it('availability, a booking, the lists and the answers', async () => {
    const shop = await bookingShop();
    const buyer = await buyerToken();
    const vendor = await vendorToken();
    const avail = await gql(AVAIL, { slug: shop.service.slug, from: dayOffset(2), days: 1 });
    expect(avail.data.bookingAvailability).toMatchObject({
      product: { bookingKind: 'APPOINTMENT', rateUnit: 'hour', callOutFee: { amountCents: 1000 } },
      slotMinutes: 60,
    });
    expect(avail.data.bookingAvailability.days[0].slots).toHaveLength(10);
    expect((await gql(AVAIL, { slug: 'no-such-thing' })).data.bookingAvailability).toBeNull();

    const made = await gql(
      CREATE,
      { input: { productId: String(shop.service.id), startsAt: slotAt(2, '13:00'), note: 'Kitchen tap' } },
      bearer(buyer),
    );
    expect(made.data.createBooking.userErrors).toEqual([]);
    const booking = made.data.createBooking.booking;
    expect(booking).toMatchObject({
      kind: 'APPOINTMENT',
      status: 'REQUESTED',
      note: 'Kitchen tap',
      total: { amountCents: 3500, currency: 'USD' },
      product: { kind: 'TRADES_SERVICES' },
    });

    const outside = await gql(CREATE, { input: { productId: String(shop.service.id), startsAt: slotAt(2, '06:00') } }, bearer(buyer));
    expect(outside.data.createBooking).toEqual({ booking: null, userErrors: [{ field: 'startsAt', message: M.outsideHours('08:00', '18:00') }] });
    const taken = await gql(CREATE, { input: { productId: String(shop.service.id), startsAt: slotAt(2, '13:00') } }, bearer(buyer));
    expect(taken.data.createBooking.userErrors[0].message).toBe(M.slotTaken);

    const list = await gql(LIST, { b: String(shop.id), s: 'REQUESTED' }, bearer(vendor));
    expect(list.data.businessBookings.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    const moved = await gql(
      VENDOR,
      { input: { businessId: String(shop.id), id: booking.id, action: 'PROPOSE', startsAt: slotAt(2, '15:00') } },
      bearer(vendor),
    );
    expect(moved.data.vendorRespondToBooking.booking).toMatchObject({ status: 'PROPOSED', startsAt: slotAt(2, '15:00') });
    const answered = await gql(BUYER, { input: { id: booking.id, action: 'ACCEPT' } }, bearer(buyer));
    expect(answered.data.respondToBooking.booking.status).toBe('ACCEPTED');
    const mine = await gql(MINE, { from: dayOffset(2), to: dayOffset(2) }, bearer(buyer));
    expect(mine.data.myBookings.find((b: { id: string }) => b.id === booking.id).status).toBe('ACCEPTED');
  });

  it('another vendor and a visitor read nothing; answering a stranger’s booking is a userError', async () => {
    const shop = await bookingShop();
    const booking = (
      await gql(CREATE, { input: { productId: String(shop.hire.id), startDay: dayOffset(3), endDay: dayOffset(3) } }, bearer(await buyerToken()))
    ).data.createBooking.booking;
    expect(booking).toMatchObject({ kind: 'HIRE', deposit: { amountCents: 5000 }, total: { amountCents: 8500 } });
    const other = await enterpriseToken();
    expect((await gql(LIST, { b: String(shop.id) }, bearer(other))).data.businessBookings).toBeNull();
    expect((await gql(LIST, { b: String(shop.id) })).data.businessBookings).toBeNull();
    expect(
      (await gql(`query ($b: ID!) { businessServices(businessId: $b) { id } }`, { b: String(shop.id) }, bearer(other))).data.businessServices,
    ).toBeNull();
    const refused = await gql(BUYER, { input: { id: booking.id, action: 'CANCEL' } }, bearer(other));
    expect(refused.data.respondToBooking).toEqual({ booking: null, userErrors: [{ field: null, message: M.notFound }] });
    const visitor = await gql(MINE, {});
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
