/** Where the range's buyers come from: the delivery city of each order (else the buyer's billing city). */
import { formatMoney } from '~/lib/money';
import type { DashboardAnalytics } from './types';
import * as s from './analytics.css';

export function BuyerCities({ cities }: { cities: DashboardAnalytics['cities'] }) {
  const total = cities.reduce((sum, c) => sum + c.orders, 0);
  return (
    <section aria-labelledby="cities-title" className={s.section}>
      <h2 id="cities-title" className={s.sectionTitle}>
        Where buyers come from
      </h2>
      {cities.length === 0 ? (
        <p className={s.muted}>No orders in this period yet.</p>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table} data-testid="cities-table">
            <thead>
              <tr>
                <th scope="col" className={s.cell}>
                  City
                </th>
                <th scope="col" className={s.num}>
                  Orders
                </th>
                <th scope="col" className={s.num}>
                  Sales
                </th>
              </tr>
            </thead>
            <tbody>
              {cities.map((c) => (
                <tr key={c.city}>
                  <th scope="row" className={s.cell}>
                    {c.city}
                    <progress className={s.cityBar} max={Math.max(total, 1)} value={c.orders} aria-hidden="true" />
                  </th>
                  <td className={s.num}>{c.orders}</td>
                  <td className={s.num}>{formatMoney(c.sales.amountCents, c.sales.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
