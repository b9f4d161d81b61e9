/**
 * The ads account's history over the range, newest first: top-ups (payments) and each ad's spend of a day, its
 * rows written on the server in the page's language (ads-text.server.ts).
 */
import { Placed } from '~/components/placed-text';
import * as a from '~/features/analytics/analytics.css';
import type { BillingHistoryText } from './ads-text';

export function BillingHistory({ text }: { text: BillingHistoryText }) {
  const [day, what, amount] = text.headers;
  return (
    <section aria-labelledby="ads-history-title" className={a.section}>
      <h2 id="ads-history-title" className={a.sectionTitle}>
        {text.title}
      </h2>
      {text.rows.length === 0 ? (
        <p className={a.muted}>{text.none}</p>
      ) : (
        <div className={a.tableWrap}>
          <table className={a.table} data-testid="ads-history">
            <thead>
              <tr>
                <th scope="col" className={a.cell}>
                  {day}
                </th>
                <th scope="col" className={a.cell}>
                  {what}
                </th>
                <th scope="col" className={a.num}>
                  {amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {text.rows.map((h) => (
                <tr key={h.key}>
                  <td className={a.cell}>{h.when}</td>
                  <td className={a.cell}>
                    <Placed {...h.what} />
                  </td>
                  <td className={a.num}>{h.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
