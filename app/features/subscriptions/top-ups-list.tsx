/** The business's latest ads top-ups (newest first) under the fund form. */
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import { methodLabel } from './labels';
import { statusLabel } from './payments-list';
import * as s from './subscriptions.css';

export function TopUpsList({
  topUps,
}: {
  topUps: readonly { reference: string; status: string; amount: { amountCents: number; currency: string }; method: string; createdAt: string }[];
}) {
  return (
    <section aria-label="Latest top-ups">
      <h2 className={s.cardTitle}>Latest top-ups</h2>
      <ul className={s.payments}>
        {topUps.map((t) => (
          <li key={t.reference} className={s.paymentRow}>
            <span>
              {formatMoney(t.amount.amountCents, t.amount.currency)} · {methodLabel(t.method)}
            </span>
            <span className={s.muted}>
              {statusLabel(t.status)} · {formatHarareDateTime(t.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
