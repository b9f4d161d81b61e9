/** The user's payments on billing details: what each paid for, amount, method, status, Harare date, receipt. */
import { Link } from '@remix-run/react';
import { Empty } from '~/components/layout';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';
import { methodLabel } from './labels';
import * as s from './subscriptions.css';

export interface PaymentsListItem {
  description: string;
  payment: { reference: string; status: string; amountCents: number; currency: string; method: string; createdAt: string };
}

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();

export function PaymentsList({ items }: { items: readonly PaymentsListItem[] }) {
  if (items.length === 0)
    return <Empty>No payments yet. Packages, ads top-ups and orders you pay online will be listed here with their receipts.</Empty>;
  return (
    <ul className={s.payments} aria-label="Payments">
      {items.map(({ description, payment: p }) => (
        <li key={p.reference} className={s.paymentRow}>
          <div>
            <strong>{description}</strong>
            <p className={s.muted}>
              {formatMoney(p.amountCents, p.currency)} · {methodLabel(p.method)} · {statusLabel(p.status)} · {formatHarareDateTime(p.createdAt)}
            </p>
          </div>
          <Link to={href('billing-receipt', { reference: p.reference })} aria-label={`Receipt ${p.reference}`}>
            Receipt
          </Link>
        </li>
      ))}
    </ul>
  );
}
