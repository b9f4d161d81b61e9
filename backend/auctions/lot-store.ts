/**
 * Reading an auction lot from D1 (the product, its business, its auction_lots row) and turning it into the
 * state the rules need and the views the API answers. Writes live in lot-writes.ts and run only inside the
 * auction's Durable Object.
 */
import { and, desc, eq, inArray, isNull, max, or } from 'drizzle-orm';
import type { RestLot } from '../../schema/rest/auctions';
import { normaliseZimPhone } from '../../schema/rest/offers';
import { billing as billingSchema } from '../../schema/rest/auth';
import type { Db } from '../db/client';
import { auctionLots, bids, businesses, products, users } from '../db/schema';
import { hasEnded, minimumBid, reserveState, type LotState } from './bid-rules';

export const AUCTION_KINDS = ['auction', 'auction_real_estate'] as const;

export async function readLot(db: Db, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      kind: products.kind,
      status: products.status,
      businessId: products.businessId,
      businessSlug: businesses.slug,
      businessStatus: businesses.status,
      ownerId: businesses.ownerId,
      priceCents: products.priceCents,
      startCents: products.auctionStartCents,
      reserveCents: products.auctionReserveCents,
      endsAt: products.auctionEndsAt,
      auctionStatus: products.auctionStatus,
      lot: auctionLots,
    })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .leftJoin(auctionLots, eq(auctionLots.productId, products.id))
    .where(and(eq(products.id, productId), inArray(products.kind, [...AUCTION_KINDS])))
    .limit(1);
  if (!row?.endsAt || Number.isNaN(Date.parse(row.endsAt))) return null;
  return row;
}
export type LotRow = NonNullable<Awaited<ReturnType<typeof readLot>>>;

export const startOf = (row: LotRow) => row.startCents ?? row.priceCents;
const published = (row: LotRow) => row.status === 'publish' && row.businessStatus === 'publish';

/** What the rules see. Open: published, status not 'rejected' (a new auction has none), no result decided. */
export function lotState(row: LotRow): LotState {
  return {
    startCents: startOf(row),
    currentBidCents: row.lot?.currentBidCents ?? null,
    leaderId: row.lot?.leaderId ?? null,
    endsAtMs: Date.parse(row.endsAt!),
    open: published(row) && row.auctionStatus !== 'rejected' && !row.lot?.decision,
    closed: !!row.lot?.closedAt,
  };
}

export function phaseOf(row: LotRow, nowMs: number): RestLot['phase'] {
  if (row.lot?.decision === 'approved') return 'approved';
  if (row.lot?.decision === 'rejected' || row.auctionStatus === 'rejected') return 'rejected';
  if (!published(row)) return 'not_open';
  return row.lot?.closedAt || hasEnded(Date.parse(row.endsAt!), nowMs) ? 'ended' : 'open';
}

/** Ended but not yet closed by the end-of-auction pass (which then notifies both sides). */
export function needsClosing(row: LotRow, nowMs: number): boolean {
  return !row.lot?.closedAt && published(row) && row.auctionStatus !== 'rejected' && hasEnded(Date.parse(row.endsAt!), nowMs);
}

const initials = (first: string, last: string) => `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '—';

/** The lot as a buyer sees it; `viewerId` adds their part (leading, outbid, won…). Never the reserve amount. */
export async function lotView(db: Db, row: LotRow, viewerId: number | null, nowMs: number): Promise<RestLot> {
  const [recent, mine] = await Promise.all([
    db
      .select({ id: bids.id, amountCents: bids.amountCents, createdAt: bids.createdAt, first: users.firstName, last: users.lastName })
      .from(bids)
      .innerJoin(users, eq(users.id, bids.bidderId))
      .where(eq(bids.productId, row.id))
      .orderBy(desc(bids.amountCents))
      .limit(10),
    viewerId === null
      ? Promise.resolve([])
      : db
          .select({ top: max(bids.amountCents) })
          .from(bids)
          .where(and(eq(bids.productId, row.id), eq(bids.bidderId, viewerId))),
  ]);
  const state = lotState(row);
  const phase = phaseOf(row, nowMs);
  const yourBidCents = mine[0]?.top ?? null;
  const ended = phase !== 'open' && phase !== 'not_open';
  let standing: RestLot['viewer']['standing'] = 'none';
  if (viewerId !== null && yourBidCents !== null) {
    const leads = row.lot?.leaderId === viewerId;
    if (!ended) standing = leads ? 'leading' : 'outbid';
    else standing = leads && row.lot?.outcome !== 'reserve_not_met' && phase !== 'rejected' ? 'won' : 'lost';
  }
  return {
    productId: row.id,
    startCents: state.startCents,
    currentBidCents: state.currentBidCents,
    bidCount: row.lot?.bidCount ?? 0,
    minimumBidCents: minimumBid(state),
    endsAt: new Date(state.endsAtMs).toISOString(),
    phase,
    reserve: reserveState(row.reserveCents, state.currentBidCents),
    outcome: row.lot?.outcome ?? null,
    viewer: {
      standing,
      yourBidCents,
      offerId: standing === 'won' && row.lot?.decision === 'approved' ? (row.lot.offerId ?? null) : null,
    },
    bids: recent.map((b) => ({ id: b.id, amountCents: b.amountCents, bidder: initials(b.first, b.last), createdAt: b.createdAt })),
  };
}

/** Auction products not yet closed whose end has passed: the end-of-auction pass closes them. */
export async function dueForClosing(db: Db, nowMs: number, limit = 25): Promise<number[]> {
  const rows = await db
    .select({ id: products.id, endsAt: products.auctionEndsAt })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .leftJoin(auctionLots, eq(auctionLots.productId, products.id))
    .where(
      and(
        inArray(products.kind, [...AUCTION_KINDS]),
        eq(products.status, 'publish'),
        eq(businesses.status, 'publish'),
        or(isNull(products.auctionStatus), eq(products.auctionStatus, 'approved')),
        isNull(auctionLots.closedAt),
      ),
    );
  // Ends are ISO text with or without an offset (the product form keeps +02:00): compared as instants.
  return rows
    .filter((r) => r.endsAt && Date.parse(r.endsAt) <= nowMs)
    .slice(0, limit)
    .map((r) => r.id);
}

/** The phone a profile gives a bid (WhatsApp number, else billing phone), as offers take it; null when none. */
export function profilePhone(user: { whatsAppNumber: string | null; billing: string | null }): string | null {
  const fromWhatsApp = user.whatsAppNumber ? normaliseZimPhone(user.whatsAppNumber) : null;
  if (fromWhatsApp) return fromWhatsApp;
  try {
    const parsed = billingSchema.safeParse(user.billing ? JSON.parse(user.billing) : null);
    return parsed.success && parsed.data.phone ? normaliseZimPhone(parsed.data.phone) : null;
  } catch {
    return null;
  }
}
