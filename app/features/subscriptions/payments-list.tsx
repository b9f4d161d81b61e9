/**
 * The user's payments on billing details: what each paid for, amount, method, status, Harare date, receipt.
 * The words come finished from the server in the page's language (billing-text.server.ts).
 */
import { Link } from '@remix-run/react';
import { Empty } from '~/components/layout';
import { href } from '~/routes';
import { Placed } from '~/components/placed-text';
import type { PaymentsListText } from './billing-text';
import * as s from './subscriptions.css';

export interface PaymentsListItem {
  description: string;
  payment: { reference: string; status: string; amountCents: number; currency: string; method: string; createdAt: string };
}

export function PaymentsList({ text }: { text: PaymentsListText }) {
  if (text.rows.length === 0) return <Empty>{text.none}</Empty>;
  return (
    <ul className={s.payments} aria-label={text.label}>
      {text.rows.map((p) => (
        <li key={p.reference} className={s.paymentRow}>
          <div>
            <strong>
              <Placed {...p.description} />
            </strong>
            <p className={s.muted}>{p.line}</p>
          </div>
          <Link to={href('billing-receipt', { reference: p.reference })} aria-label={p.aria}>
            {text.receipt}
          </Link>
        </li>
      ))}
    </ul>
  );
}
