/** The best sellers of the range, by revenue and by units, as small tables (readable at 360 px). */
import { Link } from '@remix-run/react';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';
import type { AnalyticsText } from './analytics-text';
import type { TopProduct } from './types';
import * as s from './analytics.css';

function ProductTable({ title, id, products, text: { m, lang } }: { title: string; id: string; products: TopProduct[]; text: AnalyticsText }) {
  return (
    <section aria-labelledby={id} className={s.section}>
      <h3 id={id} className={s.sectionTitle}>
        {title}
      </h3>
      {products.length === 0 ? (
        <p className={s.muted}>{m['analytics.noSales']}</p>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col" className={s.cell}>
                  {m['analytics.product']}
                </th>
                <th scope="col" className={s.num}>
                  {m['analytics.units']}
                </th>
                <th scope="col" className={s.num}>
                  {m['analytics.revenue']}
                </th>
              </tr>
            </thead>
            <tbody>
              {products.map((p) => (
                <tr key={p.productId}>
                  <th scope="row" className={s.cell} translate="no">
                    {p.slug ? <Link to={href('product', { slug: p.slug })}>{p.name}</Link> : p.name}
                  </th>
                  <td className={s.num}>{p.units}</td>
                  <td className={s.num}>{formatMoney(p.revenue.amountCents, p.revenue.currency, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function TopProducts({ byRevenue, byUnits, text }: { byRevenue: TopProduct[]; byUnits: TopProduct[]; text: AnalyticsText }) {
  return (
    <section aria-labelledby="top-products-title" className={s.section}>
      <h2 id="top-products-title" className={s.sectionTitle}>
        {text.m['analytics.topProducts']}
      </h2>
      <div className={s.twoColumns}>
        <ProductTable title={text.m['analytics.byRevenue']} id="top-revenue-title" products={byRevenue} text={text} />
        <ProductTable title={text.m['analytics.byUnits']} id="top-units-title" products={byUnits} text={text} />
      </div>
    </section>
  );
}
