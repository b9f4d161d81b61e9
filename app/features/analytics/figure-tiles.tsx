/** The range's headline figures: sales, orders, average order value, views and conversion. */
import { formatMoney } from '~/lib/money';
import type { DashboardAnalytics } from './types';
import * as s from './analytics.css';

export function formatConversion(conversion: number | null | undefined): string {
  if (conversion === null || conversion === undefined) return '—';
  return `${(conversion * 100).toFixed(conversion < 0.1 ? 1 : 0)}%`;
}

export function FigureTiles({ figures }: { figures: DashboardAnalytics }) {
  const tiles = [
    { label: 'Sales', value: formatMoney(figures.sales.amountCents, figures.sales.currency) },
    { label: 'Orders', value: String(figures.orders) },
    { label: 'Average order', value: formatMoney(figures.averageOrder.amountCents, figures.averageOrder.currency) },
    { label: 'Product views', value: String(figures.views) },
    { label: 'Conversion', value: formatConversion(figures.conversion) },
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
