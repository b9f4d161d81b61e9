/**
 * Sales per Harare day (or month) as a server-rendered SVG bar chart, with the same figures in a real table:
 * the picture is decoration for sighted readers (aria-hidden), the table is what screen readers and anyone
 * without the picture read. The table sits in a <details> so a 90-day range stays short at 360 px.
 */
import { formatMoney } from '~/lib/money';
import { bucketLabel } from './bucket-label';
import { bars, CHART_HEIGHT, CHART_WIDTH } from './chart-geometry';
import type { DashboardAnalytics } from './types';
import * as s from './analytics.css';

export function SalesChart({ figures }: { figures: DashboardAnalytics }) {
  const { series } = figures;
  const currency = figures.sales.currency;
  const geometry = bars(series.map((p) => p.sales.amountCents));
  const peak = Math.max(0, ...series.map((p) => p.sales.amountCents));
  const unit = figures.granularity === 'MONTH' ? 'month' : 'day';
  return (
    <section aria-labelledby="sales-chart-title" className={s.section}>
      <h2 id="sales-chart-title" className={s.sectionTitle}>
        {`Sales per ${unit}`}
      </h2>
      <figure className={s.chart}>
        <p className={s.muted} aria-hidden="true">
          {`Highest ${unit}: ${formatMoney(peak, currency)}`}
        </p>
        <svg
          className={s.chartSvg}
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          data-testid="sales-chart"
        >
          {geometry.map((b, i) =>
            b.height > 0 ? <rect key={series[i].bucket} className={s.bar} x={b.x} y={b.y} width={b.width} height={b.height} /> : null,
          )}
        </svg>
        <div className={s.axis} aria-hidden="true">
          <span>{series.length ? bucketLabel(series[0].bucket) : ''}</span>
          <span>{series.length ? bucketLabel(series[series.length - 1].bucket) : ''}</span>
        </div>
        <details>
          <summary className={s.summary}>{`Sales per ${unit} as a table`}</summary>
          <div className={s.tableWrap}>
            <table className={s.table} data-testid="sales-table">
              <caption className={s.caption}>{`Sales, orders and product views per ${unit} (Harare time)`}</caption>
              <thead>
                <tr>
                  <th scope="col" className={s.cell}>
                    {unit === 'day' ? 'Day' : 'Month'}
                  </th>
                  <th scope="col" className={s.num}>
                    Sales
                  </th>
                  <th scope="col" className={s.num}>
                    Orders
                  </th>
                  <th scope="col" className={s.num}>
                    Views
                  </th>
                </tr>
              </thead>
              <tbody>
                {series.map((p) => (
                  <tr key={p.bucket}>
                    <th scope="row" className={s.cell}>
                      {bucketLabel(p.bucket)}
                    </th>
                    <td className={s.num}>{formatMoney(p.sales.amountCents, p.sales.currency)}</td>
                    <td className={s.num}>{p.orders}</td>
                    <td className={s.num}>{p.views}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figure>
    </section>
  );
}
