/**
 * Billing details (issue #11 item 5): every payment the caller made, newest first, and the receipt of one. A
 * payment is the caller's when payments.user_id is theirs; anything else answers 404 like an unknown reference.
 * The receipt of a payment still pending is refreshed through the payments core first (paymentForViewer).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { billing as billingSchema } from '../../schema/rest/auth';
import * as contract from '../../schema/rest/billing';
import { PAYMENT_STATUS_FAILED } from '../../schema/rest/payments';
import { findUserById } from '../auth/accounts-queries';
import { payments } from '../db/schema';
import { HttpError, mount, type BackendApp } from '../http';
import { requireUser } from '../auth/tokens';
import { describePayments } from './describe';
import { paymentForViewer } from '../payments/payment-status';
import { toPaymentView } from '../payments/payment-view';

function buyerAddress(billingJson: string | null): { address: string[]; phone: string | null } {
  let parsed: ReturnType<typeof billingSchema.safeParse> | null = null;
  try {
    parsed = billingJson ? billingSchema.safeParse(JSON.parse(billingJson)) : null;
  } catch {
    parsed = null;
  }
  if (!parsed?.success) return { address: [], phone: null };
  const b = parsed.data;
  return {
    address: [b.company, b.address1, b.address2, [b.suburb, b.city].filter(Boolean).join(', '), b.province].filter((x): x is string => Boolean(x)),
    phone: b.phone ? `+${b.phone}` : null,
  };
}

export function registerBillingRoutes(app: BackendApp): void {
  mount(app, contract.billingPayments, async ({ db, query, c }) => {
    const { userId } = await requireUser(c, db);
    const perPage = query.per_page;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(perPage)
        .offset((query.page - 1) * perPage),
      db.select({ n: count() }).from(payments).where(eq(payments.userId, userId)),
    ]);
    const described = await describePayments(db, rows);
    return {
      load: rows.map((p) => ({ ...toPaymentView(p), description: described.get(p.id)?.description ?? '' })),
      pageInfo: { page: query.page, perPage, total: total?.n ?? 0, totalPages: Math.ceil((total?.n ?? 0) / perPage) },
    };
  });

  mount(app, contract.billingReceipt, async ({ db, query, c }) => {
    const { userId } = await requireUser(c, db);
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.reference, query.reference), eq(payments.userId, userId)))
      .limit(1);
    if (!row) throw new HttpError(404, PAYMENT_STATUS_FAILED);
    const [view, described, user] = await Promise.all([
      row.status === 'pending' ? paymentForViewer(c, db, row.reference) : toPaymentView(row),
      describePayments(db, [row]),
      findUserById(db, userId),
    ]);
    const d = described.get(row.id)!;
    const buyer = buyerAddress(user?.billing ?? null);
    return {
      receipt: {
        payment: { ...view, description: d.description },
        seller: d.seller,
        buyer: { name: user?.displayName ?? '', address: buyer.address, phone: buyer.phone, email: user?.email ?? null, taxNumber: null },
      },
    };
  });
}
