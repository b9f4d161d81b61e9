/**
 * Impressions per Harare day as a server-rendered SVG bar chart (the analytics chart's geometry), with every
 * figure — impressions, clicks, click-through, spend — in a real table behind it: the picture is decoration
 * (aria-hidden), the table is what screen readers and anyone without the picture read. What was recorded but
 * not charged (issue #27: invalid traffic) is said in a line of its own and per day in the table.
 */
import { bucketLabel } from '~/features/analytics/bucket-label';
import { bars, CHART_HEIGHT, CHART_WIDTH } from '~/features/analytics/chart-geometry';
import * as a from '~/features/analytics/analytics.css';
import { formatMoney } from '~/lib/money';
import { percent, type AdsReport } from './labels';
import * as s from './ads-manage.css';

export function AdsChart({ report, title }: { report: AdsReport; title: string }) {
  const days = report.days;
  const geometry = bars(days.map((d) => d.impressions));
  const clicks = bars(days.map((d) => d.clicks));
  const peak = Math.max(0, ...days.map((d) => d.impressions));
  const invalidImpressions = days.reduce((n, d) => n + d.invalidImpressions, 0);
  const invalidClicks = days.reduce((n, d) => n + d.invalidClicks, 0);
  return (
    <section aria-labelledby="ads-chart-title" className={a.section}>
      <h2 id="ads-chart-title" className={a.sectionTitle}>
        {title}
      </h2>
      <figure className={a.chart}>
        <p className={a.muted} aria-hidden="true">{`Impressions per day (highest ${peak}); the dark marks are clicks`}</p>
        <svg
          className={a.chartSvg}
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          data-testid="ads-chart"
        >
          {geometry.map((b, i) =>
            b.height > 0 ? <rect key={days[i].day} className={a.bar} x={b.x} y={b.y} width={b.width} height={b.height} /> : null,
          )}
          {clicks.map((b, i) =>
            b.height > 0 ? (
              <rect key={`c-${days[i].day}`} className={s.clickBar} x={b.x + b.width / 4} y={b.y} width={b.width / 2} height={b.height} />
            ) : null,
          )}
        </svg>
        <div className={a.axis} aria-hidden="true">
          <span>{days.length ? bucketLabel(days[0].day) : ''}</span>
          <span>{days.length ? bucketLabel(days[days.length - 1].day) : ''}</span>
        </div>
        <p className={a.muted} data-testid="ads-invalid">
          {`Not charged: ${invalidImpressions} invalid impressions and ${invalidClicks} invalid clicks (repeats, the store's own, or not from a served ad)`}
        </p>
        <details>
          <summary className={a.summary}>Figures per day as a table</summary>
          <div className={a.tableWrap}>
            <table className={a.table} data-testid="ads-table">
              <caption className={a.caption}>Impressions, clicks, click-through, spend and what was not charged per day (Harare time)</caption>
              <thead>
                <tr>
                  <th scope="col" className={a.cell}>
                    Day
                  </th>
                  <th scope="col" className={a.num}>
                    Impressions
                  </th>
                  <th scope="col" className={a.num}>
                    Clicks
                  </th>
                  <th scope="col" className={a.num}>
                    Click-through
                  </th>
                  <th scope="col" className={a.num}>
                    Spend
                  </th>
                  <th scope="col" className={a.num}>
                    Invalid impressions (not charged)
                  </th>
                  <th scope="col" className={a.num}>
                    Invalid clicks (not charged)
                  </th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.day}>
                    <th scope="row" className={a.cell}>
                      {bucketLabel(d.day)}
                    </th>
                    <td className={a.num}>{d.impressions}</td>
                    <td className={a.num}>{d.clicks}</td>
                    <td className={a.num}>{percent(d.clickThrough)}</td>
                    <td className={a.num}>{formatMoney(d.spend.amountCents, d.spend.currency)}</td>
                    <td className={a.num}>{d.invalidImpressions}</td>
                    <td className={a.num}>{d.invalidClicks}</td>
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
