/**
 * The writes of an auction: a bid, the end-of-auction close and the vendor's decision. Each reads the lot,
 * applies the rules and writes in ONE D1 batch (a transaction), notifications included. They are called only
 * by the auction's Durable Object (auction-room.ts), one at a time per auction, so the state they read is
 * the state they write over. The SQL guards (closed_at is null, decision is null, the unique bid amount)
 * hold even if that rule were ever bypassed.
 */
import { clip, messageColumns, type NotificationMessage } from '../notifications/notify';
import { createDb, type Db } from '../db/client';
import { findUserById } from '../auth/accounts-queries';
import { decideBid, minimumBid, outcomeAtEnd } from './bid-rules';
import { lotState, needsClosing, profilePhone, readLot, startOf, type LotRow } from './lot-store';
import { AUCTION_MESSAGES } from '../../schema/rest/auctions';

export type WriteResult = { ok: true } | { ok: false; status: 400 | 403 | 404 | 409; message: string };

const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const productPath = (row: LotRow, suffix = '') => `/product/${row.kind === 'auction' ? 'auction' : 'auction-real-estate'}/${row.slug}/${suffix}`;

interface Note {
  userId: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  /** The words as a message key and values (the inbox says them in the reader's language). */
  message: NotificationMessage;
}

/** A notification insert; `onlyIfChanged` ties it to the statement before it (SQLite's changes()). */
function note(d1: D1Database, n: Note, nowIso: string, onlyIfChanged = false, linkSql?: { sql: string; arg: string }): D1PreparedStatement {
  const link = linkSql ? linkSql.sql : '?5';
  const { messageKey, messageValues } = messageColumns(n);
  return d1
    .prepare(
      `insert into notifications (user_id, kind, title, body, link, read_at, created_at, message_key, message_values)
       select ?1, ?2, ?3, ?4, ${link}, null, ?6, ?7, ?8 ${onlyIfChanged ? 'where changes() = 1' : ''}`,
    )
    .bind(n.userId, n.kind, clip(n.title, 200), clip(n.body, 2000), linkSql ? linkSql.arg : n.link, nowIso, messageKey, messageValues);
}

export interface BidInput {
  productId: number;
  bidderId: number;
  amountCents: number;
  bidderRunsBusiness: boolean;
}

export async function placeBidNow(d1: D1Database, input: BidInput, now: Date): Promise<WriteResult> {
  const db = createDb(d1);
  const row = await readLot(db, input.productId);
  if (!row) return { ok: false, status: 404, message: AUCTION_MESSAGES.notFound };
  const state = lotState(row);
  const decision = decideBid(state, {
    bidderId: input.bidderId,
    amountCents: input.amountCents,
    nowMs: now.getTime(),
    bidderRunsBusiness: input.bidderRunsBusiness,
  });
  if (!decision.ok) return decision;
  const nowIso = now.toISOString();
  const statements: D1PreparedStatement[] = [
    d1
      .prepare('insert into bids (product_id, bidder_id, amount_cents, created_at) values (?1, ?2, ?3, ?4)')
      .bind(row.id, input.bidderId, input.amountCents, nowIso),
    d1
      .prepare(
        `insert into auction_lots (product_id, current_bid_cents, leader_id, bid_count, updated_at) values (?1, ?2, ?3, 1, ?4)
         on conflict (product_id) do update set current_bid_cents = ?2, leader_id = ?3, bid_count = auction_lots.bid_count + 1, updated_at = ?4
         where auction_lots.current_bid_cents is null or auction_lots.current_bid_cents < ?2`,
      )
      .bind(row.id, input.amountCents, input.bidderId, nowIso),
  ];
  if (decision.extended) {
    statements.push(d1.prepare('update products set auction_ends_at = ?1 where id = ?2').bind(new Date(decision.endsAtMs).toISOString(), row.id));
  }
  if (state.leaderId !== null && state.leaderId !== input.bidderId) {
    statements.push(
      note(
        d1,
        {
          userId: state.leaderId,
          kind: 'auction_outbid',
          title: `You have been outbid on ${row.name}`,
          body: `Someone bid ${usd(input.amountCents)}. Bid at least ${usd(decideMinimumAfter(input.amountCents))} to lead again before the auction ends.`,
          link: productPath(row),
          message: {
            key: 'notifications.auctionOutbid',
            values: { product: row.name, bidCents: input.amountCents, minimumCents: decideMinimumAfter(input.amountCents) },
          },
        },
        nowIso,
      ),
    );
  }
  try {
    await d1.batch(statements);
  } catch (error) {
    // Only the unique (product, amount) index can refuse a bid the rules accepted: someone got there first.
    if (String(error).includes('UNIQUE')) return { ok: false, status: 409, message: AUCTION_MESSAGES.tooLow(decideMinimumAfter(input.amountCents)) };
    throw error;
  }
  return { ok: true };
}

/** The least the next bid may be once `amountCents` leads. */
const decideMinimumAfter = (amountCents: number) => minimumBid({ startCents: 0, currentBidCents: amountCents });

/**
 * The end-of-auction pass for one lot: decides the outcome and notifies the winner (or the highest bidder
 * when the reserve was not met) and the vendor, exactly once (the guarded upsert; the notifications run only
 * when it changed the row). Answers whether this call closed it.
 */
export async function closeLotNow(d1: D1Database, productId: number, now: Date): Promise<boolean> {
  const db = createDb(d1);
  const row = await readLot(db, productId);
  if (!row || !needsClosing(row, now.getTime())) return false;
  return runClose(d1, row, now);
}

async function runClose(d1: D1Database, row: LotRow, now: Date): Promise<boolean> {
  const nowIso = now.toISOString();
  const current = row.lot?.currentBidCents ?? null;
  const leader = row.lot?.leaderId ?? null;
  const outcome = outcomeAtEnd(row.reserveCents, current);
  const winner = outcome === 'won' ? leader : null;
  const statements: D1PreparedStatement[] = [
    d1
      .prepare(
        `insert into auction_lots (product_id, bid_count, closed_at, outcome, winner_id, updated_at) values (?1, 0, ?2, ?3, ?4, ?2)
         on conflict (product_id) do update set closed_at = ?2, outcome = ?3, winner_id = ?4, updated_at = ?2 where auction_lots.closed_at is null`,
      )
      .bind(row.id, nowIso, outcome, winner),
  ];
  const dashboard = '/dashboard/auctions/';
  const vendorNote: Note =
    outcome === 'won'
      ? {
          userId: row.ownerId,
          kind: 'auction_ended',
          title: `${row.name} sold for ${usd(current!)}`,
          body: `The auction ended with ${usd(current!)}, the reserve met. Approve or reject the result in Auctions; once approved the winner can pay through checkout.`,
          link: dashboard,
          message: { key: 'notifications.auctionSold', values: { product: row.name, bidCents: current! } },
        }
      : outcome === 'reserve_not_met'
        ? {
            userId: row.ownerId,
            kind: 'auction_ended',
            title: `${row.name}: reserve not met`,
            body: `The auction ended with a highest bid of ${usd(current!)}, below your reserve. There is no winner; reject the result in Auctions to close it.`,
            link: dashboard,
            message: { key: 'notifications.auctionReserveNotMet', values: { product: row.name, bidCents: current! } },
          }
        : {
            userId: row.ownerId,
            kind: 'auction_ended',
            title: `${row.name} ended with no bids`,
            body: `Nobody bid the starting price of ${usd(startOf(row))}.`,
            link: dashboard,
            message: { key: 'notifications.auctionNoBids', values: { product: row.name, startCents: startOf(row) } },
          };
  statements.push(note(d1, vendorNote, nowIso, true));
  if (leader !== null) {
    const bidderNote: Note =
      outcome === 'won'
        ? {
            userId: leader,
            kind: 'auction_won',
            title: `You won ${row.name}`,
            body: `Your bid of ${usd(current!)} is the winning bid. The seller will now approve the result; you will be told here when you can pay through checkout.`,
            link: productPath(row),
            message: { key: 'notifications.auctionWon', values: { product: row.name, bidCents: current! } },
          }
        : {
            userId: leader,
            kind: 'auction_ended',
            title: `${row.name}: the reserve was not met`,
            body: `The auction ended with your bid of ${usd(current!)} the highest, but below the seller's reserve, so it did not sell.`,
            link: productPath(row),
            message: { key: 'notifications.auctionNotSold', values: { product: row.name, bidCents: current! } },
          };
    statements.push(note(d1, bidderNote, nowIso, true));
  }
  const results = await d1.batch(statements);
  return (results[0].meta.changes ?? 0) > 0;
}

export interface DecideInput {
  productId: number;
  businessId: number;
  decision: 'approved' | 'rejected';
}

/** The vendor's answer to the result: only after the end, once; approving needs a winner. */
export async function decideLotNow(d1: D1Database, input: DecideInput, now: Date): Promise<WriteResult> {
  const db = createDb(d1);
  let row = await readLot(db, input.productId);
  if (!row || row.businessId !== input.businessId) return { ok: false, status: 404, message: AUCTION_MESSAGES.notFound };
  if (row.lot?.decision) return { ok: false, status: 409, message: AUCTION_MESSAGES.decided };
  if (needsClosing(row, now.getTime())) {
    await runClose(d1, row, now);
    row = (await readLot(db, input.productId))!;
  }
  if (!row.lot?.closedAt)
    return { ok: false, status: 409, message: row.auctionStatus === 'rejected' ? AUCTION_MESSAGES.decided : AUCTION_MESSAGES.notEnded };
  if (input.decision === 'approved' && row.lot.outcome !== 'won') return { ok: false, status: 409, message: AUCTION_MESSAGES.noWinner };
  const nowIso = now.toISOString();
  const winnerId = row.lot.winnerId;
  const decide = d1
    .prepare(`update auction_lots set decision = ?1, decided_at = ?2, updated_at = ?2 where product_id = ?3 and decision is null`)
    .bind(input.decision, nowIso, row.id);
  const status = d1.prepare('update products set auction_status = ?1, updated_at = ?2 where id = ?3').bind(input.decision, nowIso, row.id);
  if (input.decision === 'rejected') {
    const statements = [decide, status];
    if (winnerId !== null) {
      statements.push(
        note(
          d1,
          {
            userId: winnerId,
            kind: 'auction_result',
            title: `${row.name}: the seller rejected the result`,
            body: 'The seller did not approve the sale, so nothing is owed and the lot is not sold.',
            link: productPath(row, 'rejected/'),
            message: { key: 'notifications.auctionRejected', values: { product: row.name } },
          },
          nowIso,
        ),
      );
    }
    await d1.batch(statements);
    return { ok: true };
  }
  return approve(db, d1, row, winnerId!, { decide, status }, now);
}

/**
 * An approved result becomes an accepted offer at the winning price (quantity 1), so the winner pays through
 * the checkout that already buys accepted offers (/checkout?offer=<id>), with its stock and payment rules.
 */
async function approve(
  db: Db,
  d1: D1Database,
  row: LotRow,
  winnerId: number,
  s: { decide: D1PreparedStatement; status: D1PreparedStatement },
  now: Date,
): Promise<WriteResult> {
  const winner = await findUserById(db, winnerId);
  const nowIso = now.toISOString();
  const amount = row.lot!.currentBidCents!;
  const uuid = crypto.randomUUID();
  const offerId = `(select id from offers where uuid = '${uuid}')`;
  const expires = new Date(now.getTime() + 7 * 86_400_000).toISOString();
  await d1.batch([
    s.decide,
    s.status,
    d1
      .prepare(
        `insert into offers (uuid, product_id, variation_id, business_id, buyer_id, buyer_name, buyer_phone, quantity, amount_cents, status, last_actor, expires_at, created_at, updated_at)
         values (?1, ?2, 0, ?3, ?4, ?5, ?6, 1, ?7, 'accepted', 'seller', ?8, ?9, ?9)`,
      )
      .bind(
        uuid,
        row.id,
        row.businessId,
        winnerId,
        winner?.displayName ?? 'Winning bidder',
        (winner && profilePhone(winner)) ?? '',
        amount,
        expires,
        nowIso,
      ),
    d1
      .prepare(
        `insert into offer_events (offer_id, actor, action, amount_cents, message, created_at) select ${offerId}, 'buyer', 'offer', ?1, 'Winning auction bid', ?2`,
      )
      .bind(amount, nowIso),
    d1
      .prepare(
        `insert into offer_events (offer_id, actor, action, amount_cents, message, created_at) select ${offerId}, 'seller', 'accept', ?1, 'Auction result approved', ?2`,
      )
      .bind(amount, nowIso),
    d1.prepare(`update auction_lots set offer_id = ${offerId} where product_id = ?1`).bind(row.id),
    note(
      d1,
      {
        userId: winnerId,
        kind: 'auction_result',
        title: `Pay for ${row.name}`,
        body: `The seller approved your winning bid of ${usd(amount)}. Pay through checkout to complete the purchase.`,
        link: null,
        message: { key: 'notifications.auctionPay', values: { product: row.name, bidCents: amount } },
      },
      nowIso,
      false,
      { sql: `'/checkout?offer=' || ${offerId}`, arg: '' },
    ),
  ]);
  return { ok: true };
}
