/** The ads account's history over the range, newest first: top-ups (payments) and each ad's spend of a day. */
import { bucketLabel } from '~/features/analytics/bucket-label';
import * as a from '~/features/analytics/analytics.css';
import { formatMoney } from '~/lib/money';
import type { AdsReport } from './labels';

const when = (at: string) => (at.length === 10 ? bucketLabel(at) : bucketLabel(new Date(Date.parse(at) + 2 * 3_600_000).toISOString().slice(0, 10)));

export function BillingHistory({ history }: { history: AdsReport['history'] }) {
  return (
    <section aria-labelledby="ads-history-title" className={a.section}>
      <h2 id="ads-history-title" className={a.sectionTitle}>
        Billing history
      </h2>
      {history.length === 0 ? (
        <p className={a.muted}>No top-ups or spend in this period.</p>
      ) : (
        <div className={a.tableWrap}>
          <table className={a.table} data-testid="ads-history">
            <thead>
              <tr>
                <th scope="col" className={a.cell}>
                  Day
                </th>
                <th scope="col" className={a.cell}>
                  What
                </th>
                <th scope="col" className={a.num}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one answer's history, never reordered; two top-ups can share every other field.
                <tr key={`${h.kind}-${h.at}-${h.adId ?? h.reference}-${i}`}>
                  <td className={a.cell}>{when(h.at)}</td>
                  <td className={a.cell}>
                    {h.kind === 'TOP_UP' ? `Top-up ${h.reference} (${h.status})` : `${h.title}: ${h.impressions} impressions, ${h.clicks} clicks`}
                  </td>
                  <td className={a.num}>{`${h.kind === 'TOP_UP' ? '+' : '−'}${formatMoney(h.amount.amountCents, h.amount.currency)}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
