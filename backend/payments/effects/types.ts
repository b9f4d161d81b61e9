/**
 * What a settled payment does to the thing it paid for. The settling batch first records the settlement with a
 * fresh nonce (insert or ignore); `won` is true in SQL only for the batch whose nonce was recorded, so every
 * effect statement must carry it in its WHERE (update … where … and ${won}; insert … select … where ${won}).
 * That makes 1,000 concurrent replays of one callback apply the effect exactly once.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Statement } from '../../db/run-batch';
import type { payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export interface SettlementContext {
  db: Db;
  payment: PaymentRow;
  /** SQL boolean: this batch won the settlement. */
  won: SQL;
  /** ISO instant of the settlement. */
  now: string;
  /** How a refund's money went back, for the notifications; Paynow's own refund unless finance recorded one. */
  refundedVia?: string;
  /** Finance's own refund's reference (with refundedVia): the buyer's notification says it in their language. */
  refundReference?: string;
}

export interface PurposeEffects {
  /** Statements run with the settlement when the payment is paid. */
  paid(ctx: SettlementContext): Statement[] | Promise<Statement[]>;
  /** Statements run when it ends unpaid (cancelled, failed). */
  unpaid(ctx: SettlementContext): Statement[] | Promise<Statement[]>;
  /**
   * Statements run when a paid (or disputed) payment is refunded: the money went back, so what it bought is undone.
   * Here `won` is true only in the batch whose refund applied (a unique stamp), so a replayed refund undoes nothing.
   */
  refunded(ctx: SettlementContext): Statement[] | Promise<Statement[]>;
}
