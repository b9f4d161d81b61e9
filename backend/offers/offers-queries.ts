/**
 * Offer reads and writes: the row with what authorisation needs (the business owner), lazy expiry, the
 * guarded writes of a new offer and of a move (each one D1 batch: the offer and its history event together),
 * and the mapping to the REST shapes of schema/rest/offers.ts.
 */
import { and, desc, eq, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { OfferRole, RestOffer, RestOfferEvent, RestOfferView } from '../../schema/rest/offers';
import { OPEN_OFFER_STATUSES } from '../../schema/rest/offers';
import { allowedActions, effectiveStatus, expiryAfter, turnOf, type PlannedMove } from './rules';
import type { Db } from '../db/client';
import { clip, MAX_BODY, MAX_TITLE, messageColumns, notifyIfChangedStatement, type NotifyInput } from '../notifications/notify';
import { OFFER_PAGE_PATH } from './messages';
import { RELEASED_ORDER_STATUSES } from '../../schema/rest/orders';
import { businesses, offerEvents, offers, orderItems, orders, productVariations, products } from '../db/schema';
import { summaryColumns, toSummary } from '../catalogue/product-summary-queries';

export type OfferRow = typeof offers.$inferSelect;

export interface OfferRecord {
  offer: OfferRow;
  /** The user who owns the offer's business: the seller. */
  ownerId: number;
  business: RestOffer['business'];
  variationName: string | null;
}

const recordColumns = {
  offer: offers,
  ownerId: businesses.ownerId,
  bID: businesses.id,
  bSlug: businesses.slug,
  bName: businesses.name,
  bLogo: businesses.logo,
  bCity: businesses.city,
  variationName: productVariations.name,
};

async function findRecord(db: Db, where: SQL): Promise<OfferRecord | null> {
  const [row] = await db
    .select(recordColumns)
    .from(offers)
    .innerJoin(businesses, eq(businesses.id, offers.businessId))
    .leftJoin(productVariations, and(eq(productVariations.id, offers.variationId), eq(productVariations.productId, offers.productId)))
    .where(where)
    .limit(1);
  if (!row) return null;
  return {
    offer: row.offer,
    ownerId: row.ownerId,
    business: { bID: row.bID, slug: row.bSlug, name: row.bName, logo: row.bLogo, city: row.bCity },
    variationName: row.variationName,
  };
}

export const findOfferById = (db: Db, id: number) => findRecord(db, eq(offers.id, id));
export const findOfferByUuid = (db: Db, uuid: string) => findRecord(db, eq(offers.uuid, uuid));

/** The side `userId` is on, or null when the offer is none of their business. */
export function roleOf(record: OfferRecord, userId: number): OfferRole | null {
  if (record.offer.buyerId === userId) return 'buyer';
  if (record.ownerId === userId) return 'seller';
  return null;
}

const openStatuses = [...OPEN_OFFER_STATUSES];

/**
 * Stores 'expired' on an open offer past its expiry (updatedAt = the moment it expired) and answers the
 * record as it now is. Guarded by the status, so it never overwrites a move that got in first.
 */
export async function expireIfDue(db: Db, record: OfferRecord, now: Date): Promise<OfferRecord> {
  const o = record.offer;
  if (effectiveStatus(o, now) !== 'expired' || o.status === 'expired') return record;
  await db
    .update(offers)
    .set({ status: 'expired', updatedAt: o.expiresAt })
    .where(and(eq(offers.id, o.id), inArray(offers.status, openStatuses), lte(offers.expiresAt, now.toISOString())));
  return { ...record, offer: { ...o, status: 'expired', updatedAt: o.expiresAt } };
}

/** Stores 'expired' on every open offer matching `scope` that is past its expiry (before listing them). */
export async function expireDueOffers(db: Db, scope: SQL, now: Date): Promise<void> {
  await db
    .update(offers)
    .set({ status: 'expired', updatedAt: sql`${offers.expiresAt}` })
    .where(and(scope, inArray(offers.status, openStatuses), lte(offers.expiresAt, now.toISOString())));
}

export interface NewOffer {
  uuid: string;
  productId: number;
  variationId: number;
  businessId: number;
  buyerId: number;
  buyerName: string;
  buyerPhone: string;
  quantity: number;
  amountCents: number;
  message: string;
}

// The two guarded writes below run as plain D1 statements: Drizzle's D1 batch cannot take raw SQL with
// parameters, and these need INSERT … SELECT … WHERE and changes(), which its builders do not express.

/**
 * Inserts a pending offer and its 'offer' event in one batch, unless the buyer already has an open offer on
 * the same product and variation (checked inside the insert, so a double submit cannot make two), with the
 * store's notification in the same batch (written only if the offer was). Answers whether it was inserted.
 */
export async function insertOffer(db: Db, o: NewOffer, announce: Omit<NotifyInput, 'link'>, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const d1 = db.$client;
  const [inserted] = await d1.batch([
    d1
      .prepare(
        `insert into offers (uuid, product_id, variation_id, business_id, buyer_id, buyer_name, buyer_phone, quantity,
                             amount_cents, status, last_actor, expires_at, created_at, updated_at)
         select ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'pending', 'buyer', ?10, ?11, ?11
         where not exists (
           select 1 from offers
           where buyer_id = ?5 and product_id = ?2 and variation_id = ?3
             and status in ('pending', 'countered') and expires_at > ?11)`,
      )
      .bind(o.uuid, o.productId, o.variationId, o.businessId, o.buyerId, o.buyerName, o.buyerPhone, o.quantity, o.amountCents, expiryAfter(now), at),
    d1
      .prepare(
        `insert into offer_events (offer_id, actor, action, amount_cents, message, created_at)
         select id, 'buyer', 'offer', amount_cents, ?2, created_at from offers where uuid = ?1`,
      )
      .bind(o.uuid, o.message),
    // The store's notification links to the new offer's page: its id is only known inside the batch.
    d1
      .prepare(
        `insert into notifications (user_id, kind, title, body, link, read_at, created_at, message_key, message_values)
         select ?1, ?2, ?3, ?4, ?5 || id, null, ?6, ?8, ?9 from offers where uuid = ?7 and changes() = 1`,
      )
      .bind(
        announce.userId,
        announce.kind,
        clip(announce.title, MAX_TITLE),
        clip(announce.body, MAX_BODY),
        OFFER_PAGE_PATH,
        at,
        o.uuid,
        messageColumns(announce).messageKey,
        messageColumns(announce).messageValues,
      ),
  ]);
  return inserted.meta.changes === 1;
}

/**
 * Applies a planned move and appends its event in one batch. The update only matches the state the move was
 * planned on (status, last actor, amount, updatedAt, not yet expired), and the event is only inserted when
 * that update changed the row (SQLite's changes()), so of two racing moves exactly one applies — and only
 * its notification (`announce`, when the other side has an account) is written. Answers whether this one did.
 */
export async function applyMove(
  db: Db,
  read: OfferRow,
  change: PlannedMove,
  message: string,
  announce: NotifyInput | null,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const d1 = db.$client;
  const [updated] = await d1.batch([
    d1
      .prepare(
        `update offers set status = ?1, amount_cents = ?2, last_actor = ?3, expires_at = ?4, updated_at = ?5
         where id = ?6 and status = ?7 and last_actor = ?8 and amount_cents = ?9 and updated_at = ?10 and expires_at > ?5`,
      )
      .bind(
        change.status,
        change.amountCents,
        change.lastActor,
        change.expiresAt,
        at,
        read.id,
        read.status,
        read.lastActor,
        read.amountCents,
        read.updatedAt,
      ),
    d1
      .prepare(
        `insert into offer_events (offer_id, actor, action, amount_cents, message, created_at)
         select ?1, ?2, ?3, ?4, ?5, ?6 where changes() = 1`,
      )
      .bind(read.id, change.event.actor, change.event.action, change.event.amountCents, message, at),
    ...(announce ? [notifyIfChangedStatement(db, announce, now)] : []),
  ]);
  return updated.meta.changes === 1;
}

/** Product cards by id, published or not (an offer keeps showing its product). */
async function summariesById(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, ReturnType<typeof toSummary>>();
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.product.id, toSummary(r)]));
}

function toOffer(record: OfferRecord, product: RestOffer['product'], now: Date): RestOffer {
  const o = record.offer;
  return {
    id: o.id,
    uuid: o.uuid,
    status: effectiveStatus(o, now),
    amountCents: o.amountCents,
    currency: 'USD',
    quantity: o.quantity,
    variation: o.variationId && record.variationName !== null ? { id: o.variationId, name: record.variationName } : null,
    buyerName: o.buyerName,
    buyerPhone: o.buyerPhone,
    lastActor: o.lastActor as OfferRole,
    expiresAt: o.expiresAt,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    product,
    business: record.business,
  };
}

async function history(db: Db, offerId: number): Promise<RestOfferEvent[]> {
  const rows = await db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId)).orderBy(offerEvents.createdAt, offerEvents.id);
  return rows.map((e) => ({
    id: e.id,
    actor: e.actor as RestOfferEvent['actor'],
    action: e.action as RestOfferEvent['action'],
    amountCents: e.amountCents,
    message: e.message,
    createdAt: e.createdAt,
  }));
}

/** The offer as `role` sees it. */
/** Units of each offer already bought, in orders that still stand (cancelled and refunded ones give them back). */
export async function offerUnitsBought(db: Db, offerIds: number[]): Promise<Map<number, number>> {
  const used = new Map<number, number>();
  if (offerIds.length === 0) return used;
  const rows = await db
    .select({ offerId: orderItems.offerId, units: sql<number>`sum(${orderItems.quantity})` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.offerId, offerIds), notInArray(orders.status, [...RELEASED_ORDER_STATUSES])))
    .groupBy(orderItems.offerId);
  for (const r of rows) if (r.offerId !== null) used.set(r.offerId, Number(r.units));
  return used;
}

export async function offerView(db: Db, record: OfferRecord, role: OfferRole, now: Date): Promise<RestOfferView> {
  const accepted = record.offer.status === 'accepted';
  const [cards, events, bought] = await Promise.all([
    summariesById(db, [record.offer.productId]),
    history(db, record.offer.id),
    // Only an accepted offer can be bought: the others need no look at the orders.
    accepted ? offerUnitsBought(db, [record.offer.id]) : new Map<number, number>(),
  ]);
  const product = cards.get(record.offer.productId);
  if (!product) throw new Error(`offer ${record.offer.id}: product ${record.offer.productId} is missing`);
  const state = { ...record.offer, lastActor: record.offer.lastActor as OfferRole };
  return {
    offer: toOffer(record, product, now),
    history: events,
    yourRole: role,
    yourTurn: turnOf(state, now) === role,
    allowedActions: allowedActions(state, role, now),
    unitsLeft: accepted ? Math.max(0, record.offer.quantity - (bought.get(record.offer.id) ?? 0)) : 0,
  };
}

/** One page of offers matching `scope`, newest first, as `role` sees them, and the total. */
export async function listOfferPage(db: Db, scope: SQL, role: OfferRole, page: number, perPage: number, now: Date) {
  const [rows, [count]] = await Promise.all([
    db
      .select(recordColumns)
      .from(offers)
      .innerJoin(businesses, eq(businesses.id, offers.businessId))
      .leftJoin(productVariations, and(eq(productVariations.id, offers.variationId), eq(productVariations.productId, offers.productId)))
      .where(scope)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)` }).from(offers).where(scope),
  ]);
  const cards = await summariesById(
    db,
    rows.map((r) => r.offer.productId),
  );
  const load = rows.flatMap((row) => {
    const record: OfferRecord = {
      offer: row.offer,
      ownerId: row.ownerId,
      business: { bID: row.bID, slug: row.bSlug, name: row.bName, logo: row.bLogo, city: row.bCity },
      variationName: row.variationName,
    };
    const product = cards.get(row.offer.productId);
    if (!product) return [];
    const state = { ...row.offer, lastActor: row.offer.lastActor as OfferRole };
    return [{ ...toOffer(record, product, now), yourTurn: turnOf(state, now) === role }];
  });
  return { load, total: count?.n ?? 0 };
}
