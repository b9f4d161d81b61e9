/**
 * The parts of finance's payment page (/admin/payments/{id}/): what the payment paid for, its refund once made,
 * and its events. Plain tables and lists: they read the same at 360 px (the table scrolls in its wrapper).
 * Words in the page's language (the route hands them over); stores' names, operators' notes and the payment
 * provider's messages are content (translate="no").
 */
import { Link } from '@remix-run/react';
import type { AdminPayment_PageQuery } from '~/graphql/generated/graphql';
import { fill } from '~/lib/i18n/fill';
import type { adminMoney } from '~/lib/i18n/catalogues/en/admin-money';
import { adminMoney as money, adminWhen, statusWord } from './admin-format';
import * as s from './admin-shell.css';
import { useAdminFrame } from './admin-shell';
import type { AreaWords } from './admin-words.server';
import { content, fillNodes } from './fill-nodes';

export type AdminPaymentView = NonNullable<AdminPayment_PageQuery['adminPayment']>;
type Words = AreaWords<typeof adminMoney>;

export function PaidFor({ w, payment }: { w: Words; payment: AdminPaymentView }) {
  const frame = useAdminFrame();
  const { language } = frame;
  if (payment.orders.length > 0) {
    return (
      <div className={s.tableWrap}>
        <table className={s.table}>
          <caption className={s.roles}>{w.ordersCaption}</caption>
          <thead>
            <tr>
              <th className={s.cell}>{w.headOrder}</th>
              <th className={s.cell}>{w.headStore}</th>
              <th className={s.cell}>{w.headTotal}</th>
              <th className={s.cell}>{frame.w.status}</th>
            </tr>
          </thead>
          <tbody>
            {payment.orders.map((o) => (
              <tr key={o.id} data-testid={`paid-order-${o.number}`}>
                <td className={`${s.cell} ${s.mono}`}>{o.number}</td>
                <td className={s.cell} translate="no">
                  {o.businessName}
                </td>
                <td className={s.cell}>{money(language, o.total.amountCents)}</td>
                <td className={s.cell}>
                  {fill(w.orderLine, { status: statusWord(frame.w, o.status), payment: statusWord(frame.w, o.paymentStatus) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  if (payment.subscription) {
    const sub = payment.subscription;
    return (
      <p data-testid="paid-subscription">
        {fillNodes(w.paidSubscription, {
          name: content(sub.packageName),
          status: statusWord(frame.w, sub.status),
          from: adminWhen(language, sub.startedAt),
          to: adminWhen(language, sub.endsAt),
        })}
      </p>
    );
  }
  if (payment.ads) {
    return (
      <p data-testid="paid-ads">
        {fillNodes(w.paidAds, { store: content(payment.ads.businessName), balance: money(language, payment.ads.balance.amountCents) })}
      </p>
    );
  }
  return <p>{w.paidGone}</p>;
}

export function RefundMade({ w, payment }: { w: Words; payment: AdminPaymentView }) {
  const { language } = useAdminFrame();
  const refund = payment.refund;
  if (!refund) return null;
  const taken = refund.adsTakenBack?.amountCents ?? null;
  const spent = taken === null ? 0 : payment.usd.amountCents - taken;
  return (
    <div data-testid="refund-made">
      <p>
        {fillNodes(w.refundMade, {
          amount: money(language, refund.amount.amountCents, refund.amount.currency),
          date: adminWhen(language, refund.refundedAt),
          operator: content(refund.operatorEmail),
          reference: (
            <span className={s.mono} translate="no">
              {refund.reference}
            </span>
          ),
          reason: content(refund.reason),
        })}
      </p>
      {taken !== null ? (
        <p>
          {fill(w.takenBack, { amount: money(language, taken) })}
          {spent > 0 ? ` ${fill(w.spentOnAds, { amount: money(language, spent) })}` : ''}
        </p>
      ) : null}
    </div>
  );
}

export function PaymentEvents({ w, payment }: { w: Words; payment: AdminPaymentView }) {
  const frame = useAdminFrame();
  return (
    <div className={s.tableWrap}>
      <table className={s.table}>
        <caption className={s.roles}>{w.eventsCaption}</caption>
        <thead>
          <tr>
            <th className={s.cell}>{w.headWhen}</th>
            <th className={s.cell}>{w.headFrom}</th>
            <th className={s.cell}>{frame.w.status}</th>
            <th className={s.cell}>{w.headNote}</th>
          </tr>
        </thead>
        <tbody>
          {payment.events.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events are append-only, so the index is stable.
            <tr key={i}>
              <td className={s.cell}>{adminWhen(frame.language, e.receivedAt)}</td>
              {/* The provider's own words (Paynow's statuses, its messages): content. */}
              <td className={s.cell} translate="no">
                {e.source}
              </td>
              <td className={s.cell}>
                <span translate="no">{e.providerStatus}</span> → {statusWord(frame.w, e.status)}
              </td>
              <td className={s.cell} translate="no">
                {e.message}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BackToPayments({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <Link to={to}>{label}</Link>
    </p>
  );
}
