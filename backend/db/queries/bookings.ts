/**
 * Reads of bookings (backend/routes/bookings.ts, business-bookings.ts). Every list is scoped by the buyer or
 * the business in SQL: a booking id alone never finds a booking.
 */
import { and, asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES, BOOKINGS_LIST_MAX, type BookingKind, type BookingStatus } from '../../../schema/rest/bookings';
import type { Db } from '../client';
import { bookings, businesses, products, users } from '../schema';

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
};

export type BookableProduct = Awaited<ReturnType<typeof bookableProduct>>;

/** A published product of a published business, by slug or id, with what booking it needs. */
export async function bookableProduct(db: Db, by: { slug: string } | { id: number }) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(and('slug' in by ? eq(products.slug, by.slug) : eq(products.id, by.id), eq(products.status, 'publish'), eq(businesses.status, 'publish')))
    .limit(1);
  return row ?? null;
}

/** The spans the product's active bookings hold between two instants (for availability). */
export function activeSpans(db: Db, productId: number, fromIso: string, toIso: string) {
  return db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(and(eq(bookings.productId, productId), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]), lt(bookings.startsAt, toIso), gt(bookings.endsAt, fromIso)));
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
      waiting: sql<number>`(select count(*) from bookings b where b.product_id = products.id and b.ends_at > ${nowIso} and b.status in ('requested', 'proposed'))`,
    })
    .from(products)
    .where(and(eq(products.businessId, businessId), inArray(products.kind, ['trades_services', 'hire_item'])))
    .orderBy(asc(products.name));
}
