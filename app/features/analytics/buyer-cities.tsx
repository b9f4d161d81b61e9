/** Where the range's buyers come from: the delivery city of each order (else the buyer's billing city). */
import { formatMoney } from '~/lib/money';
import type { AnalyticsText } from './analytics-text';
import type { DashboardAnalytics } from './types';
import * as s from './analytics.css';

/** What the rollups store as the city of an order without one (backend/db/migrations/0013_analytics_rollups.sql). */
const UNKNOWN_CITY = 'Unknown';

export function BuyerCities({ cities, text: { m, lang } }: { cities: DashboardAnalytics['cities']; text: AnalyticsText }) {
  const total = cities.reduce((sum, c) => sum + c.orders, 0);
  return (
    <section aria-labelledby="cities-title" className={s.section}>
      <h2 id="cities-title" className={s.sectionTitle}>
        {m['analytics.citiesTitle']}
      </h2>
      {cities.length === 0 ? (
        <p className={s.muted}>{m['analytics.noOrders']}</p>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table} data-testid="cities-table">
            <thead>
              <tr>
                <th scope="col" className={s.cell}>
                  {m['analytics.city']}
                </th>
                <th scope="col" className={s.num}>
                  {m['analytics.orders']}
                </th>
                <th scope="col" className={s.num}>
                  {m['analytics.sales']}
                </th>
              </tr>
            </thead>
            <tbody>
              {cities.map((c) => (
                <tr key={c.city}>
                  <th scope="row" className={s.cell} translate={c.city === UNKNOWN_CITY ? undefined : 'no'}>
                    {c.city === UNKNOWN_CITY ? m['notifications.unknownCity'] : c.city}
                    <progress className={s.cityBar} max={Math.max(total, 1)} value={c.orders} aria-hidden="true" />
                  </th>
                  <td className={s.num}>{c.orders}</td>
                  <td className={s.num}>{formatMoney(c.sales.amountCents, c.sales.currency, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
