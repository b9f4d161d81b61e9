/**
 * The ads account (spec §7 GET /advertising/balance, POST /advertising/prepayment; issue #11 item 6). Scoped by
 * bID through requireBusinessRunner: only someone who runs the business sees or funds its balance. The balance
 * changes only when a top-up payment settles paid (payments/effects/ads.ts).
 */
import { asc, eq } from 'drizzle-orm';
import * as contract from '../../schema/rest/advertising';
import type { Db } from '../db/client';
import { findUserById } from '../auth/accounts-queries';
import { requireBusinessRunner } from '../businesses/business-access-queries';
import { topUpsOf } from './ads-manage-queries';
import { businesses } from '../db/schema';
import { HttpError, mount, type BackendApp } from '../http';
import { requireUser } from '../auth/tokens';
import { startPayment } from '../payments/start-payment';

async function balanceOf(db: Db, businessId: number) {
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name, balance: businesses.adsBalanceCents })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!business) throw new HttpError(404, 'Business not found');
  const topUps = await topUpsOf(db, businessId, 10);
  return { bID: business.id, name: business.name, balanceCents: business.balance, currency: 'USD' as const, topUps };
}

export function registerAdvertisingRoutes(app: BackendApp): void {
  mount(app, contract.adsBalance, async ({ db, query, c }) => {
    if (query.bID !== undefined) {
      // The balance is money: owners only (staff roles have no 'billing').
      await requireBusinessRunner(c, db, query.bID, 'billing');
      return { balance: await balanceOf(db, query.bID) };
    }
    // No bID: the caller's first business, as the dashboard picks it.
    const { userId } = await requireUser(c, db);
    const [first] = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.ownerId, userId))
      .orderBy(asc(businesses.createdAt), asc(businesses.id))
      .limit(1);
    if (!first) throw new HttpError(404, 'Business not found');
    return { balance: await balanceOf(db, first.id) };
  });

  mount(app, contract.fundAdsAccount, async ({ db, body, c }) => {
    const userId = await requireBusinessRunner(c, db, body.bID, 'billing');
    const [user, [business]] = await Promise.all([
      findUserById(db, userId),
      db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, body.bID)).limit(1),
    ]);
    if (!user || !business) throw new HttpError(404, 'Business not found');
    const payment = await startPayment(c, db, {
      purpose: 'ads',
      purposeRef: String(body.bID),
      userId,
      businessId: body.bID,
      usdCents: body.amount,
      currency: body.currency,
      method: body.paymentMethod,
      phone: body.paymentMethod === 'web' ? null : (body.mobileMoneyNo ?? null),
      email: user.email,
      // Scoped by payer and business: the same form submitted twice answers one payment.
      idempotencyKey: `ads:${userId}:${body.bID}:${body.requestKey ?? crypto.randomUUID()}`,
      description: `Musika ads top-up: ${business.name}`,
      returnPath: '/dashboard/ads-management/fund-account',
    });
    return { payment };
  });
}
