/**
 * Sales per Harare day (or month) as a server-rendered SVG bar chart, with the same figures in a real table:
 * the picture is decoration for sighted readers (aria-hidden), the table is what screen readers and anyone
 * without the picture read. The table sits in a <details> so a 90-day range stays short at 360 px.
 */
import { formatMoney } from '~/lib/money';
import { bucketLabel } from './bucket-label';
import { bars, CHART_HEIGHT, CHART_WIDTH } from './chart-geometry';
import { fill } from '~/lib/i18n/fill';
import type { AnalyticsText } from './analytics-text';
import type { DashboardAnalytics } from './types';
import * as s from './analytics.css';

export function SalesChart({ figures, text: { m, lang } }: { figures: DashboardAnalytics; text: AnalyticsText }) {
  const { series } = figures;
  const currency = figures.sales.currency;
  const geometry = bars(series.map((p) => p.sales.amountCents));
  const peak = Math.max(0, ...series.map((p) => p.sales.amountCents));
  const monthly = figures.granularity === 'MONTH';
  return (
    <section aria-labelledby="sales-chart-title" className={s.section}>
      <h2 id="sales-chart-title" className={s.sectionTitle}>
        {m[monthly ? 'analytics.salesPerMonth' : 'analytics.salesPerDay']}
      </h2>
      <figure className={s.chart}>
        <p className={s.muted} aria-hidden="true">
          {fill(m[monthly ? 'analytics.highestMonth' : 'analytics.highestDay'], { amount: formatMoney(peak, currency, lang) })}
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
          <span>{series.length ? bucketLabel(series[0].bucket, lang) : ''}</span>
          <span>{series.length ? bucketLabel(series[series.length - 1].bucket, lang) : ''}</span>
        </div>
        <details>
          <summary className={s.summary}>{m[monthly ? 'analytics.tableMonth' : 'analytics.tableDay']}</summary>
          <div className={s.tableWrap}>
            <table className={s.table} data-testid="sales-table">
              <caption className={s.caption}>{m[monthly ? 'analytics.captionMonth' : 'analytics.captionDay']}</caption>
              <thead>
                <tr>
                  <th scope="col" className={s.cell}>
                    {m[monthly ? 'analytics.month' : 'analytics.day']}
                  </th>
                  <th scope="col" className={s.num}>
                    {m['analytics.sales']}
                  </th>
                  <th scope="col" className={s.num}>
                    {m['analytics.orders']}
                  </th>
                  <th scope="col" className={s.num}>
                    {m['analytics.views']}
                  </th>
                </tr>
              </thead>
              <tbody>
                {series.map((p) => (
                  <tr key={p.bucket}>
                    <th scope="row" className={s.cell}>
                      {bucketLabel(p.bucket, lang)}
                    </th>
                    <td className={s.num}>{formatMoney(p.sales.amountCents, p.sales.currency, lang)}</td>
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
