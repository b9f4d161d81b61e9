/**
 * What /admin/payments reads (issue 29): the payment list, newest first, and one payment with its events, what
 * it paid for and its refund. Every list condition is answered by an index (tests/integration/
 * admin-payments-query-plans.test.ts): status and method by their (x, created_at) indexes, no filter by
 * payments_created_idx; a search is an exact reference, order number or e-mail, each a unique key.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { RestAdminPayment, RestAdminPaymentRow } from '../../schema/rest/admin-payments';
import type { PaymentStatus, PaymentMethod } from '../../schema/rest/payments';
import type { Db } from '../db/client';
import { businesses, orders, paymentEvents, payments, subscriptionPackages, users, userSubscriptions } from '../db/schema';
import type { PaymentRow } from './effects/types';
import { paymentRefunds } from './refunds-tables';

export interface PaymentFilter {
  status?: PaymentStatus;
  method?: PaymentMethod;
  search?: string;
  page: number;
  perPage: number;
}

/** The search as SQL: a payment reference, an order number (its checkout's payments) or the payer's e-mail. */
function searchCondition(search: string): SQL {
  const upper = search.toUpperCase();
  return sql`(${payments.reference} = ${upper}
    or (${payments.purpose} = 'order' and ${payments.purposeRef} in (select checkout_id from orders where number = ${upper}))
    or ${payments.userId} in (select id from users where email = ${search.toLowerCase()}))`;
}

export function listConditions(filter: Omit<PaymentFilter, 'page' | 'perPage'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.method) conditions.push(eq(payments.method, filter.method));
  if (filter.search) conditions.push(searchCondition(filter.search));
  return conditions.length ? and(...conditions) : undefined;
}

const rowOut = (p: PaymentRow, payerEmail: string | null): RestAdminPaymentRow => ({
  id: p.id,
  reference: p.reference,
  purpose: p.purpose,
  status: p.status,
  method: p.method,
  amountCents: p.amountCents,
  currency: p.currency,
  usdCents: p.usdCents,
  payerEmail,
  createdAt: p.createdAt,
  settledAt: p.settledAt,
});

export async function paymentList(db: Db, filter: PaymentFilter) {
  const where = listConditions(filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ payment: payments, email: users.email })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ total: sql<number>`count(*)` }).from(payments).where(where),
  ]);
  return { load: rows.map((r) => rowOut(r.payment, r.email)), total: Number(total) };
}

export async function paymentById(db: Db, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

/** Everything the payment's page shows. */
export async function paymentDetail(db: Db, payment: PaymentRow): Promise<RestAdminPayment> {
  const subscriptionId = payment.purpose === 'subscription' ? Number(payment.purposeRef) : 0;
  const adsBusinessId = payment.purpose === 'ads' ? (payment.businessId ?? Number(payment.purposeRef)) : 0;
  const [[payer], events, paid, [subscription], [ads], [refund]] = await Promise.all([
    payment.userId === null ? Promise.resolve([]) : db.select({ email: users.email }).from(users).where(eq(users.id, payment.userId)).limit(1),
    db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id)).orderBy(paymentEvents.id),
    payment.purpose !== 'order'
      ? Promise.resolve([])
      : db
          .select({ order: orders, businessName: businesses.name })
          .from(orders)
          .innerJoin(businesses, eq(businesses.id, orders.businessId))
          .where(eq(orders.checkoutId, payment.purposeRef))
          .orderBy(orders.id),
    db
      .select({ sub: userSubscriptions, packageName: subscriptionPackages.name })
      .from(userSubscriptions)
      .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, userSubscriptions.packageId))
      .where(eq(userSubscriptions.id, Number.isInteger(subscriptionId) ? subscriptionId : 0))
      .limit(1),
    db
      .select({ id: businesses.id, name: businesses.name, balance: businesses.adsBalanceCents })
      .from(businesses)
      .where(eq(businesses.id, Number.isInteger(adsBusinessId) ? adsBusinessId : 0))
      .limit(1),
    db
      .select({ refund: paymentRefunds, email: users.email })
      .from(paymentRefunds)
      .innerJoin(users, eq(users.id, paymentRefunds.operatorId))
      .where(eq(paymentRefunds.paymentId, payment.id))
      .limit(1),
  ]);
  return {
    ...rowOut(payment, payer?.email ?? null),
    providerReference: payment.providerReference,
    events: events.map((e) => ({
      source: e.source,
      providerStatus: e.providerStatus,
      status: e.status,
      message: e.message,
      receivedAt: e.receivedAt,
    })),
    orders: paid.map(({ order, businessName }) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      paymentStatus: order.paymentStatus,
      totalCents: order.totalCents,
      businessName,
    })),
    subscription: subscription
      ? {
          id: subscription.sub.id,
          packageName: subscription.packageName,
          status: subscription.sub.status,
          startedAt: subscription.sub.startedAt,
          endsAt: subscription.sub.endsAt,
        }
      : null,
    ads: ads ? { businessId: ads.id, businessName: ads.name, balanceCents: ads.balance } : null,
    refund: refund
      ? {
          reference: refund.refund.reference,
          reason: refund.refund.reason,
          amountCents: refund.refund.amountCents,
          currency: refund.refund.currency,
          adsTakenBackCents: refund.refund.adsTakenBackCents,
          operatorEmail: refund.email,
          refundedAt: refund.refund.refundedAt,
        }
      : null,
  };
}
