/**
 * The parts of finance's payment page (/admin/payments/{id}/): what the payment paid for, its refund once made,
 * and its events. Plain tables and lists: they read the same at 360 px (the table scrolls in its wrapper).
 */
import { Link } from '@remix-run/react';
import type { AdminPayment_PageQuery } from '~/graphql/generated/graphql';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import * as s from './admin-shell.css';

export type AdminPaymentView = NonNullable<AdminPayment_PageQuery['adminPayment']>;

export function PaidFor({ payment }: { payment: AdminPaymentView }) {
  if (payment.orders.length > 0) {
    return (
      <div className={s.tableWrap}>
        <table className={s.table}>
          <caption className={s.roles}>Orders this payment paid for</caption>
          <thead>
            <tr>
              <th className={s.cell}>Order</th>
              <th className={s.cell}>Store</th>
              <th className={s.cell}>Total</th>
              <th className={s.cell}>Status</th>
            </tr>
          </thead>
          <tbody>
            {payment.orders.map((o) => (
              <tr key={o.id} data-testid={`paid-order-${o.number}`}>
                <td className={`${s.cell} ${s.mono}`}>{o.number}</td>
                <td className={s.cell}>{o.businessName}</td>
                <td className={s.cell}>{formatMoney(o.total.amountCents)}</td>
                <td className={s.cell}>
                  {o.status} · payment {o.paymentStatus}
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
        Package {sub.packageName}: {sub.status}, {formatHarareDateTime(sub.startedAt)} to {formatHarareDateTime(sub.endsAt)}.
      </p>
    );
  }
  if (payment.ads) {
    return (
      <p data-testid="paid-ads">
        Ads top-up for {payment.ads.businessName}; its ads balance is now {formatMoney(payment.ads.balance.amountCents)}.
      </p>
    );
  }
  return <p>What this payment was for is no longer there.</p>;
}

export function RefundMade({ payment }: { payment: AdminPaymentView }) {
  const refund = payment.refund;
  if (!refund) return null;
  const taken = refund.adsTakenBack?.amountCents ?? null;
  const spent = taken === null ? 0 : payment.usd.amountCents - taken;
  return (
    <div data-testid="refund-made">
      <p>
        Refunded {formatMoney(refund.amount.amountCents, refund.amount.currency)} outside Musika on {formatHarareDateTime(refund.refundedAt)} by{' '}
        {refund.operatorEmail}. Reference <span className={s.mono}>{refund.reference}</span>. Reason: {refund.reason}
      </p>
      {taken !== null ? (
        <p>
          {formatMoney(taken)} unused was taken back from the ads balance.
          {spent > 0 ? ` ${formatMoney(spent)} had already been spent on ads: settling that with the store is finance's to do.` : ''}
        </p>
      ) : null}
    </div>
  );
}

export function PaymentEvents({ payment }: { payment: AdminPaymentView }) {
  return (
    <div className={s.tableWrap}>
      <table className={s.table}>
        <caption className={s.roles}>Events, oldest first (Harare time)</caption>
        <thead>
          <tr>
            <th className={s.cell}>When</th>
            <th className={s.cell}>From</th>
            <th className={s.cell}>Status</th>
            <th className={s.cell}>Note</th>
          </tr>
        </thead>
        <tbody>
          {payment.events.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events are append-only, so the index is stable.
            <tr key={i}>
              <td className={s.cell}>{formatHarareDateTime(e.receivedAt)}</td>
              <td className={s.cell}>{e.source}</td>
              <td className={s.cell}>
                {e.providerStatus} → {e.status}
              </td>
              <td className={s.cell}>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BackToPayments({ to }: { to: string }) {
  return (
    <p>
      <Link to={to}>Back to payments</Link>
    </p>
  );
}
