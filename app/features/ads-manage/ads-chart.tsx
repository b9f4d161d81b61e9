/**
 * Impressions per Harare day as a server-rendered SVG bar chart (the analytics chart's geometry), with every
 * figure — impressions, clicks, click-through, spend — in a real table behind it: the picture is decoration
 * (aria-hidden), the table is what screen readers and anyone without the picture read. What was recorded but
 * not charged (issue #27: invalid traffic) is said in a line of its own and per day in the table. Its words and
 * figures come written from the server in the page's language (ads-text.server.ts).
 */
import { bars, CHART_HEIGHT, CHART_WIDTH } from '~/features/analytics/chart-geometry';
import * as a from '~/features/analytics/analytics.css';
import type { AdsChartText } from './ads-text';
import type { AdsReport } from './labels';
import * as s from './ads-manage.css';

export function AdsChart({ report, text }: { report: AdsReport; text: AdsChartText }) {
  const days = report.days;
  const geometry = bars(days.map((d) => d.impressions));
  const clicks = bars(days.map((d) => d.clicks));
  const labels = text.days;
  const [dayHeader, ...figureHeaders] = text.headers;
  return (
    <section aria-labelledby="ads-chart-title" className={a.section}>
      <h2 id="ads-chart-title" className={a.sectionTitle}>
        {text.title}
      </h2>
      <figure className={a.chart}>
        <p className={a.muted} aria-hidden="true">
          {text.lead}
        </p>
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
          <span>{labels.length ? labels[0].label : ''}</span>
          <span>{labels.length ? labels[labels.length - 1].label : ''}</span>
        </div>
        <p className={a.muted} data-testid="ads-invalid">
          {text.notCharged}
        </p>
        <details>
          <summary className={a.summary}>{text.summary}</summary>
          <div className={a.tableWrap}>
            <table className={a.table} data-testid="ads-table">
              <caption className={a.caption}>{text.caption}</caption>
              <thead>
                <tr>
                  <th scope="col" className={a.cell}>
                    {dayHeader}
                  </th>
                  {figureHeaders.map((h) => (
                    <th key={h} scope="col" className={a.num}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((d) => (
                  <tr key={d.day}>
                    <th scope="row" className={a.cell}>
                      {d.label}
                    </th>
                    <td className={a.num}>{d.impressions}</td>
                    <td className={a.num}>{d.clicks}</td>
                    <td className={a.num}>{d.clickThrough}</td>
                    <td className={a.num}>{d.spend}</td>
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
