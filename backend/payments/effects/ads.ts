/**
 * Settlement effects of an ads top-up (issue #11 item 6): paid → the funded business's ads balance grows by the
 * payment's USD value (a ZWG payment stands for its usdCents at the rate it used), and the payer is told. The
 * credit carries `won`, so replayed callbacks and polls credit it once. Unpaid: nothing was credited, nothing
 * to undo (the page shows the failed payment).
 */
import { and, eq, sql } from 'drizzle-orm';
import { businesses } from '../../db/schema';
import { notifyWhenApplied } from '../../notifications/notify-when-applied';
import type { PurposeEffects } from './types';

const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

export const adsEffects: PurposeEffects = {
  paid({ db, payment, won, now }) {
    const businessId = payment.businessId ?? Number(payment.purposeRef);
    if (!Number.isInteger(businessId) || businessId <= 0 || payment.usdCents <= 0) return [];
    const statements = [
      db
        .update(businesses)
        .set({ adsBalanceCents: sql`${businesses.adsBalanceCents} + ${payment.usdCents}` })
        .where(and(eq(businesses.id, businessId), won)),
    ];
    if (payment.userId === null) return statements;
    return [
      ...statements,
      notifyWhenApplied(
        db,
        won,
        {
          userId: payment.userId,
          kind: 'ads_funded',
          title: `Ads account funded: ${dollars(payment.usdCents)}`,
          body: `Your payment ${payment.reference} is confirmed and ${dollars(payment.usdCents)} was added to your ads balance.`,
          link: '/dashboard/ads-management/fund-account',
          message: { key: 'notifications.adsFunded', values: { amountCents: payment.usdCents, reference: payment.reference } },
        },
        new Date(now),
      ),
    ];
  },
  unpaid: () => [],
  /**
   * Refunded: the credit is taken back as far as the balance still holds it (the unused part of the top-up, never
   * below zero); money already spent on ads stays spent, and its refund is the operator's to settle. The amount
   * taken is read before the batch for the payer's notification; the debit itself is computed in SQL.
   */
  async refunded({ db, payment, won, now }) {
    const businessId = payment.businessId ?? Number(payment.purposeRef);
    if (!Number.isInteger(businessId) || businessId <= 0 || payment.usdCents <= 0) return [];
    const [row] = await db.select({ balance: businesses.adsBalanceCents }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
    const taken = Math.min(Math.max(row?.balance ?? 0, 0), payment.usdCents);
    const statements = [];
    if (payment.userId !== null) {
      const spent = payment.usdCents - taken;
      statements.push(
        notifyWhenApplied(
          db,
          won,
          {
            userId: payment.userId,
            kind: 'ads_refunded',
            title: `Ads top-up refunded: ${dollars(payment.usdCents)}`,
            body:
              spent === 0
                ? `Payment ${payment.reference} was refunded, so ${dollars(payment.usdCents)} was taken off your ads balance.`
                : `Payment ${payment.reference} was refunded. ${dollars(taken)} unused was taken off your ads balance; ${dollars(spent)} was already spent on ads.`,
            link: '/dashboard/ads-management/fund-account',
            message:
              spent === 0
                ? { key: 'notifications.adsRefunded', values: { amountCents: payment.usdCents, reference: payment.reference } }
                : {
                    key: 'notifications.adsRefundedPart',
                    values: { amountCents: payment.usdCents, reference: payment.reference, takenCents: taken, spentCents: spent },
                  },
          },
          new Date(now),
        ),
      );
    }
    statements.push(
      db
        .update(businesses)
        .set({ adsBalanceCents: sql`max(0, ${businesses.adsBalanceCents} - ${payment.usdCents})` })
        .where(and(eq(businesses.id, businessId), won)),
    );
    return statements;
  },
};
