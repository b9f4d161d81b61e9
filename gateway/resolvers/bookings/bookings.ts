/**
 * Bookings (schema/graphql/bookings.graphql ⇄ schema/rest/bookings.ts): availability, the buyer's and the
 * business's bookings, services with counts, and the writes with userErrors. Thin: enums, ids and money are
 * mapped; the REST API checks who may see and change what. Someone else's business reads as null.
 */
import * as contract from '../../../schema/rest/bookings';
import type { BookingStatus as RestStatus, RestAvailability, RestBooking, RestBusinessService } from '../../../schema/rest/bookings';
import { RestError, userErrorsFrom } from '../../errors';
import type { BookingKind, BookingStatus, Resolvers } from '../../generated/resolvers';
import { money } from '../shared/money';
import { kindToEnum } from '../shared/product-kind';

const isId = (v: string) => /^\d{1,10}$/.test(v);
/** A malformed id becomes one the API refuses with its own message (never a GraphQL crash). */
const idNumber = (v: string) => (isId(v) ? Number(v) : -1);
const optionalMoney = (cents: number | null) => (cents === null ? null : money(cents));
const lower = <T extends string>(v: string | null | undefined) => (v === null || v === undefined ? undefined : (v.toLowerCase() as T));

function nullIfNotTheirs(error: unknown): null {
  if (error instanceof RestError && (error.status === 403 || error.status === 404)) return null;
  throw error;
}

export function bookingOut(b: RestBooking) {
  return {
    id: String(b.id),
    kind: b.kind.toUpperCase() as BookingKind,
    status: b.status.toUpperCase() as BookingStatus,
    product: { id: String(b.product.id), slug: b.product.slug, name: b.product.name, kind: kindToEnum(b.product.kind) },
    business: { id: String(b.business.id), slug: b.business.slug, name: b.business.name },
    buyer: { id: String(b.buyer.id), name: b.buyer.name, email: b.buyer.email },
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    startDay: b.startDay,
    endDay: b.endDay,
    requestedStartsAt: b.requestedStartsAt,
    note: b.note,
    vendorMessage: b.vendorMessage,
    rate: optionalMoney(b.rateCents),
    rateUnit: b.rateUnit,
    deposit: money(b.depositCents),
    callOutFee: optionalMoney(b.callOutFeeCents),
    total: money(b.totalCents),
    lapsesAt: b.lapsesAt,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  };
}

function availabilityOut(a: RestAvailability) {
  const p = a.product;
  return {
    product: {
      id: String(p.id),
      slug: p.slug,
      name: p.name,
      kind: kindToEnum(p.kind),
      bookingKind: p.bookingKind.toUpperCase() as BookingKind,
      rate: optionalMoney(p.rateCents),
      rateUnit: p.rateUnit,
      deposit: optionalMoney(p.depositCents),
      callOutFee: optionalMoney(p.callOutFeeCents),
      hireMaxDays: p.hireMaxDays,
      business: { id: String(p.business.id), slug: p.business.slug, name: p.business.name },
    },
    slotMinutes: a.slotMinutes,
    today: a.today,
    days: a.days,
  };
}

const serviceOut = (s: RestBusinessService) => ({
  id: String(s.id),
  slug: s.slug,
  name: s.name,
  kind: kindToEnum(s.kind),
  status: s.status,
  rate: optionalMoney(s.rateCents),
  rateUnit: s.rateUnit,
  upcoming: s.upcoming,
  waiting: s.waiting,
  hireMaxDays: s.hireMaxDays,
});

/** The field a REST 400 names ("startsAt: …"), in the input's own words. */
const FIELD_NAMES: Record<string, string> = { productID: 'productId', bID: 'businessId' };
function fieldOf(error: unknown): string | null {
  const field = /^(\w+): /.exec(error instanceof Error ? error.message : '')?.[1];
  return field ? (FIELD_NAMES[field] ?? field) : null;
}

/** An expected failure as userErrors: the field it names, and the message without the REST "field: " prefix. */
const failed = (error: unknown) => ({
  booking: null,
  userErrors: userErrorsFrom(error, fieldOf(error)).map((e) => (e.field ? { ...e, message: e.message.replace(/^\w+: /, '') } : e)),
});

export const bookingResolvers: Resolvers = {
  Query: {
    bookingAvailability: async (_root, { slug, from, days }, ctx) => {
      const query = { slug, ...(from ? { from } : {}), ...(days ? { days } : {}) };
      const found = await ctx.rest.call(contract.bookingAvailability, { query }).catch((error: unknown) => {
        if (error instanceof RestError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      });
      return found ? availabilityOut(found) : null;
    },
    myBookings: async (_root, { status, from, to }, ctx) => {
      const query = { status: lower<RestStatus>(status), from: from ?? undefined, to: to ?? undefined };
      return (await ctx.rest.call(contract.myBookings, { query })).map(bookingOut);
    },
    myBooking: async (_root, { id }, ctx) => {
      if (!isId(id)) return null;
      const found = await ctx.rest.call(contract.myBooking, { query: { id: Number(id) } }).catch(nullIfNotTheirs);
      return found ? bookingOut(found) : null;
    },
    businessBookings: async (_root, { businessId, status, kind, from, to, id }, ctx) => {
      if (!ctx.token || !isId(businessId) || (id && !isId(id))) return null;
      const query = {
        bID: Number(businessId),
        status: lower<RestStatus>(status),
        kind: lower<'appointment' | 'hire'>(kind),
        from: from ?? undefined,
        to: to ?? undefined,
        id: id ? Number(id) : undefined,
      };
      const list = await ctx.rest.call(contract.businessBookings, { query }).catch(nullIfNotTheirs);
      return list ? list.map(bookingOut) : null;
    },
    businessServices: async (_root, { businessId }, ctx) => {
      if (!ctx.token || !isId(businessId)) return null;
      const list = await ctx.rest.call(contract.businessServices, { query: { bID: Number(businessId) } }).catch(nullIfNotTheirs);
      return list ? list.map(serviceOut) : null;
    },
  },
  Mutation: {
    createBooking: async (_root, { input }, ctx) => {
      try {
        const body = {
          productID: idNumber(input.productId),
          startsAt: input.startsAt ?? undefined,
          startDay: input.startDay ?? undefined,
          endDay: input.endDay ?? undefined,
          note: input.note ?? '',
        };
        return { booking: bookingOut(await ctx.rest.call(contract.createBooking, { body })), userErrors: [] };
      } catch (error) {
        return failed(error);
      }
    },
    respondToBooking: async (_root, { input }, ctx) => {
      try {
        const body = { id: idNumber(input.id), action: lower<'accept' | 'decline' | 'cancel'>(input.action)! };
        return { booking: bookingOut(await ctx.rest.call(contract.respondToBooking, { body })), userErrors: [] };
      } catch (error) {
        return failed(error);
      }
    },
    vendorRespondToBooking: async (_root, { input }, ctx) => {
      try {
        const body = {
          bID: idNumber(input.businessId),
          id: idNumber(input.id),
          action: lower<'accept' | 'decline' | 'propose' | 'confirm'>(input.action)!,
          startsAt: input.startsAt ?? undefined,
          message: input.message ?? '',
        };
        return { booking: bookingOut(await ctx.rest.call(contract.vendorRespondToBooking, { body })), userErrors: [] };
      } catch (error) {
        return failed(error);
      }
    },
    setHireRules: async (_root, { input }, ctx) => {
      try {
        const body = { bID: idNumber(input.businessId), productID: idNumber(input.productId), maxDays: input.maxDays };
        return { service: serviceOut(await ctx.rest.call(contract.setHireRules, { body })), userErrors: [] };
      } catch (error) {
        const { userErrors } = failed(error);
        return { service: null, userErrors };
      }
    },
  },
};
