/** The range's headline figures: sales, orders, average order value, views and conversion. */
import { formatMoney } from '~/lib/money';
import type { AnalyticsText } from './analytics-text';
import type { DashboardAnalytics } from './types';
import * as s from './analytics.css';

export function formatConversion(conversion: number | null | undefined): string {
  if (conversion === null || conversion === undefined) return '—';
  return `${(conversion * 100).toFixed(conversion < 0.1 ? 1 : 0)}%`;
}

export function FigureTiles({ figures, text }: { figures: DashboardAnalytics; text: AnalyticsText }) {
  const { m, lang } = text;
  const tiles = [
    { label: m['analytics.sales'], value: formatMoney(figures.sales.amountCents, figures.sales.currency, lang) },
    { label: m['analytics.orders'], value: String(figures.orders) },
    { label: m['analytics.averageOrder'], value: formatMoney(figures.averageOrder.amountCents, figures.averageOrder.currency, lang) },
    { label: m['analytics.productViews'], value: String(figures.views) },
    { label: m['analytics.conversion'], value: formatConversion(figures.conversion) },
  ];
  return (
    <dl className={s.tiles} data-testid="figure-tiles">
      {tiles.map((t) => (
        <div key={t.label} className={s.tile}>
          <dt className={s.tileLabel}>{t.label}</dt>
          <dd className={s.tileValue}>{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}
