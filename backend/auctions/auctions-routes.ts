/**
 * Auctions (schema/rest/auctions.ts; issue #14 item 1). Bids and the vendor's decision are forwarded to the
 * auction's Durable Object (backend/auctions/auction-room.ts), which decides them one at a time and writes
 * D1; everything read here comes from D1. What does not race (who is asking, their phone, whether they run
 * the business, the rate limit) is checked here first.
 */
import type { Context } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import * as contract from '../../schema/rest/auctions';
import { AUCTION_MESSAGES, auctionProductId, type RestVendorAuction } from '../../schema/rest/auctions';
import { roomFor, type AuctionsEnv } from './auction-room';
import { reserveState } from './bid-rules';
import { AUCTION_KINDS, lotView, needsClosing, phaseOf, profilePhone, readLot, startOf, type LotRow } from './lot-store';
import type { WriteResult } from './lot-writes';
import { enforceRateLimits, limitKey } from '../auth/rate-limit';
import { bearerToken, findToken, requireUser } from '../auth/tokens';
import { purgeTagsForProduct, setPurgeHeader } from '../cache/purge-tags';
import type { Db } from '../db/client';
import { findUserById } from '../auth/accounts-queries';
import { requireBusinessRunner, runsBusiness } from '../businesses/business-access-queries';
import { auctionLots, products, users } from '../db/schema';
import { HttpError, mount, type BackendApp } from '../http';
import { clockNow } from '../clock';

const envOf = (c: Context) => c.env as unknown as AuctionsEnv;

function idParam(c: Context): number {
  const id = auctionProductId.safeParse(c.req.param('id'));
  if (!id.success) throw new HttpError(404, AUCTION_MESSAGES.notFound);
  return id.data;
}

function refuse(result: WriteResult): void {
  if (!result.ok) throw new HttpError(result.status, result.message);
}

/** The lot, closed first (through its room, exactly once) when its end has passed and nobody closed it yet. */
async function freshLot(c: Context, db: Db, productId: number, now: Date): Promise<LotRow> {
  let row = await readLot(db, productId);
  if (!row) throw new HttpError(404, AUCTION_MESSAGES.notFound);
  if (needsClosing(row, now.getTime())) {
    await roomFor(envOf(c), productId).close(productId, now.getTime());
    row = (await readLot(db, productId))!;
  }
  return row;
}

/** A reader's user id when a valid bearer came along; a public read never fails on an expired session. */
async function viewerId(c: Context, db: Db, now: Date): Promise<number | null> {
  const token = bearerToken(c);
  return token ? ((await findToken(db, token, now))?.userId ?? null) : null;
}

async function vendorAuctions(db: Db, businessId: number, now: Date, productId?: number): Promise<RestVendorAuction[]> {
  const where = [eq(products.businessId, businessId), inArray(products.kind, [...AUCTION_KINDS])];
  if (productId !== undefined) where.push(eq(products.id, productId));
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(and(...where))
    .orderBy(products.auctionEndsAt);
  const rows = (await Promise.all(ids.map((r) => readLot(db, r.id)))).filter((r): r is LotRow => r !== null);
  const leaders = rows.flatMap((r) => (r.lot?.leaderId ? [r.lot.leaderId] : []));
  const names = leaders.length
    ? new Map((await db.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, leaders))).map((u) => [u.id, u.name]))
    : new Map<number, string>();
  return rows.map((r) => {
    const phase = phaseOf(r, now.getTime());
    const current = r.lot?.currentBidCents ?? null;
    const ended = phase === 'ended' || phase === 'approved' || phase === 'rejected';
    return {
      productId: r.id,
      slug: r.slug,
      name: r.name,
      kind: r.kind as RestVendorAuction['kind'],
      startCents: startOf(r),
      reserveCents: r.reserveCents,
      currentBidCents: current,
      bidCount: r.lot?.bidCount ?? 0,
      endsAt: new Date(Date.parse(r.endsAt!)).toISOString(),
      phase,
      reserve: reserveState(r.reserveCents, current),
      outcome: r.lot?.outcome ?? null,
      winnerName: ended && r.lot?.leaderId ? (names.get(r.lot.leaderId) ?? null) : null,
      canDecide: phase === 'ended' && !!r.lot?.closedAt && !r.lot.decision,
    };
  });
}

export function registerAuctionRoutes(app: BackendApp): void {
  mount(
    app,
    contract.placeBid,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const productId = idParam(c);
      const { userId } = await requireUser(c, db, now);
      // A bid notifies the one it outbids: limited per user like the other writes that notify.
      await enforceRateLimits(db, [limitKey('bid', 'user', userId)], now);
      const row = await readLot(db, productId);
      if (!row) throw new HttpError(404, AUCTION_MESSAGES.notFound);
      const runs = await runsBusiness(db, userId, row.businessId);
      if (runs) throw new HttpError(403, AUCTION_MESSAGES.ownAuction);
      const user = await findUserById(db, userId);
      if (!user || !profilePhone(user)) throw new HttpError(400, AUCTION_MESSAGES.phoneRequired);
      refuse(
        await roomFor(envOf(c), productId).placeBid(
          { productId, bidderId: userId, amountCents: body.amountCents, bidderRunsBusiness: runs },
          now.getTime(),
        ),
      );
      return { lot: await lotView(db, (await readLot(db, productId))!, userId, now.getTime()) };
    },
    { status: 201, failure: AUCTION_MESSAGES.placeBid },
  );

  mount(
    app,
    contract.listBids,
    async ({ db, c }) => {
      const now = clockNow(c);
      const row = await freshLot(c, db, idParam(c), now);
      return { lot: await lotView(db, row, await viewerId(c, db, now), now.getTime()) };
    },
    { failure: AUCTION_MESSAGES.fetchBids },
  );

  mount(
    app,
    contract.listVendorAuctions,
    async ({ db, query, c }) => {
      const now = clockNow(c);
      await requireBusinessRunner(c, db, query.bID, now);
      // Lots whose end passed are closed first, so the vendor can decide at once.
      const due = await db
        .select({ id: products.id })
        .from(products)
        .leftJoin(auctionLots, eq(auctionLots.productId, products.id))
        .where(and(eq(products.businessId, query.bID), inArray(products.kind, [...AUCTION_KINDS])));
      for (const { id } of due) await freshLot(c, db, id, now);
      return { bID: query.bID, auctions: await vendorAuctions(db, query.bID, now) };
    },
    { failure: AUCTION_MESSAGES.fetchAuctions },
  );

  mount(
    app,
    contract.decideAuction,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const productId = idParam(c);
      await requireBusinessRunner(c, db, body.bID, now);
      refuse(await roomFor(envOf(c), productId).decide({ productId, businessId: body.bID, decision: body.decision }, now.getTime()));
      const [auction] = await vendorAuctions(db, body.bID, now, productId);
      if (!auction) throw new HttpError(404, AUCTION_MESSAGES.notFound);
      // The product page shows the status: cached copies of it retire.
      const row = await readLot(db, productId);
      if (row) setPurgeHeader(c, purgeTagsForProduct({ slug: row.slug, businessSlug: row.businessSlug }));
      return { auction };
    },
    { failure: AUCTION_MESSAGES.decide },
  );
}
