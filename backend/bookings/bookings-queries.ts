/**
 * Reads of bookings (backend/bookings/bookings-routes.ts, business-bookings.ts). Every list is scoped by the buyer or
 * the business in SQL: a booking id alone never finds a booking.
 */
import { and, asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES, BOOKINGS_LIST_MAX, HIRE_DEFAULT_MAX_DAYS, type BookingKind, type BookingStatus } from '../../schema/rest/bookings';
import type { Db } from '../db/client';
import { bookings, businesses, hireItemRules, products, users } from '../db/schema';

/** The booking holds its time at `now`: active, and not a request whose hold lapsed (holdsSql in booking-writes.ts). */
const holds = (nowIso: string) =>
  sql`(${inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])} and (${bookings.status} <> 'requested' or ${bookings.lapsesAt} is null or ${bookings.lapsesAt} > ${nowIso}))`;

/** The kinds of product that can be booked, and how. */
export const BOOKING_KIND_OF: Partial<Record<string, BookingKind>> = { trades_services: 'appointment', hire_item: 'hire' };

const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  kind: products.kind,
  status: products.status,
  rateCents: products.rateCents,
  rateUnit: products.rateUnit,
  depositCents: products.depositCents,
  callOutFeeCents: products.callOutFeeCents,
  businessId: businesses.id,
  businessSlug: businesses.slug,
  businessName: businesses.name,
  businessStatus: businesses.status,
  ownerId: businesses.ownerId,
  openingTimes: businesses.openingTimes,
  /** Hire items: the longest period one request may ask for (the vendor's, else the default). */
  hireMaxDays: sql<number>`coalesce(${hireItemRules.maxDays}, ${HIRE_DEFAULT_MAX_DAYS})`.mapWith(Number),
};

export type BookableProduct = Awaited<ReturnType<typeof bookableProduct>>;

/** A published product of a published business, by slug or id, with what booking it needs. */
export async function bookableProduct(db: Db, by: { slug: string } | { id: number }) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .leftJoin(hireItemRules, eq(hireItemRules.productId, products.id))
    .where(and('slug' in by ? eq(products.slug, by.slug) : eq(products.id, by.id), eq(products.status, 'publish'), eq(businesses.status, 'publish')))
    .limit(1);
  return row ?? null;
}

/** The spans the product's bookings hold at `now` between two instants (for availability). */
export function activeSpans(db: Db, productId: number, fromIso: string, toIso: string, nowIso: string) {
  return db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(and(eq(bookings.productId, productId), holds(nowIso), lt(bookings.startsAt, toIso), gt(bookings.endsAt, fromIso)));
}

/** Why a hire request's guarded insert wrote nothing: the days were taken, else the buyer's request still waiting. */
export async function hireRefusal(
  db: Db,
  productId: number,
  span: { startsAt: string; endsAt: string },
  nowIso: string,
): Promise<'taken' | 'pending'> {
  const [taken] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.productId, productId), holds(nowIso), lt(bookings.startsAt, span.endsAt), gt(bookings.endsAt, span.startsAt)))
    .limit(1);
  return taken ? 'taken' : 'pending';
}

const rowColumns = {
  booking: bookings,
  productSlug: products.slug,
  productName: products.name,
  productKind: products.kind,
  businessSlug: businesses.slug,
  businessName: businesses.name,
  ownerId: businesses.ownerId,
  buyerName: users.displayName,
  buyerEmail: users.email,
  openingTimes: businesses.openingTimes,
};

export type BookingRow = Awaited<ReturnType<typeof bookingRows>>[number];

export interface BookingFilters {
  status?: BookingStatus;
  kind?: BookingKind;
  /** Instants bounding the bookings' spans (anything overlapping [fromIso, toIso)). */
  fromIso?: string;
  toIso?: string;
  id?: number;
}

/** Bookings of one buyer or one business, by start time. */
export function bookingRows(db: Db, scope: { buyerId: number } | { businessId: number }, f: BookingFilters = {}) {
  const where: (SQL | undefined)[] = [
    'buyerId' in scope ? eq(bookings.buyerId, scope.buyerId) : eq(bookings.businessId, scope.businessId),
    f.id === undefined ? undefined : eq(bookings.id, f.id),
    f.status ? eq(bookings.status, f.status) : undefined,
    f.kind ? eq(bookings.kind, f.kind) : undefined,
    f.toIso ? lt(bookings.startsAt, f.toIso) : undefined,
    f.fromIso ? gt(bookings.endsAt, f.fromIso) : undefined,
  ];
  return db
    .select(rowColumns)
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .innerJoin(users, eq(users.id, bookings.buyerId))
    .where(and(...where))
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(BOOKINGS_LIST_MAX);
}

export async function bookingRow(db: Db, scope: { buyerId: number } | { businessId: number }, id: number): Promise<BookingRow | null> {
  const [row] = await bookingRows(db, scope, { id });
  return row ?? null;
}

/** The business's services and hire items (any status) with counts of their bookings still to come. */
export async function servicesOf(db: Db, businessId: number, nowIso: string) {
  return db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      kind: products.kind,
      status: products.status,
      rateCents: products.rateCents,
      rateUnit: products.rateUnit,
      upcoming: sql<number>`(select count(*) from bookings b where b.product_id = products.id and b.ends_at > ${nowIso} and b.status in ('accepted', 'confirmed'))`,
      waiting: sql<number>`(select count(*) from bookings b where b.product_id = products.id and b.ends_at > ${nowIso} and b.status in ('requested', 'proposed')
        and (b.lapses_at is null or b.lapses_at > ${nowIso}))`,
      hireMaxDays: sql<number>`coalesce(${hireItemRules.maxDays}, ${HIRE_DEFAULT_MAX_DAYS})`.mapWith(Number),
    })
    .from(products)
    .leftJoin(hireItemRules, eq(hireItemRules.productId, products.id))
    .where(and(eq(products.businessId, businessId), inArray(products.kind, ['trades_services', 'hire_item'])))
    .orderBy(asc(products.name));
}

/** Sets a hire item's longest period per request (insert or replace: one row per item). */
export async function setHireMaxDays(db: Db, productId: number, maxDays: number, now: Date): Promise<void> {
  const updatedAt = now.toISOString();
  await db
    .insert(hireItemRules)
    .values({ productId, maxDays, updatedAt })
    .onConflictDoUpdate({ target: hireItemRules.productId, set: { maxDays, updatedAt } });
}

/** One product of the business, with its kind (to check a hire item's rules are set on a hire item of theirs). */
export async function productOf(db: Db, businessId: number, productId: number) {
  const [row] = await db
    .select({ id: products.id, kind: products.kind })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.businessId, businessId)))
    .limit(1);
  return row ?? null;
}
