/** The best sellers of the range, by revenue and by units, as small tables (readable at 360 px). */
import { Link } from '@remix-run/react';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';
import type { TopProduct } from './types';
import * as s from './analytics.css';

function ProductTable({ title, id, products }: { title: string; id: string; products: TopProduct[] }) {
  return (
    <section aria-labelledby={id} className={s.section}>
      <h3 id={id} className={s.sectionTitle}>
        {title}
      </h3>
      {products.length === 0 ? (
        <p className={s.muted}>No sales in this period yet.</p>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col" className={s.cell}>
                  Product
                </th>
                <th scope="col" className={s.num}>
                  Units
                </th>
                <th scope="col" className={s.num}>
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {products.map((p) => (
                <tr key={p.productId}>
                  <th scope="row" className={s.cell}>
                    {p.slug ? <Link to={href('product', { slug: p.slug })}>{p.name}</Link> : p.name}
                  </th>
                  <td className={s.num}>{p.units}</td>
                  <td className={s.num}>{formatMoney(p.revenue.amountCents, p.revenue.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function TopProducts({ byRevenue, byUnits }: { byRevenue: TopProduct[]; byUnits: TopProduct[] }) {
  return (
    <section aria-labelledby="top-products-title" className={s.section}>
      <h2 id="top-products-title" className={s.sectionTitle}>
        Top products
      </h2>
      <div className={s.twoColumns}>
        <ProductTable title="By revenue" id="top-revenue-title" products={byRevenue} />
        <ProductTable title="By units sold" id="top-units-title" products={byUnits} />
      </div>
    </section>
  );
}
