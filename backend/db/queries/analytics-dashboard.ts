/**
 * The figures of the analytics dashboard for one business and one Harare range. Four reads sent as one D1
 * batch (one round trip): the series (sales and orders by Harare day or month, over the covering index
 * orders_business_created_idx), views by bucket, product totals, and buyers' cities. Totals are summed from
 * the series, so the tiles and the chart can never disagree.
 */
import { sql } from 'drizzle-orm';
import { NOT_SALE_STATUSES, TOP_CITIES, TOP_PRODUCTS, type RestDashboardFigures } from '../../../schema/rest/analytics';
import { HARARE_SQL_MODIFIER, type HarareRange } from '../../analytics/harare-range';
import type { Db } from '../client';
import { readBatch } from './read-batch';

const notSale = sql.join(
  NOT_SALE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** The bucket of a stored UTC instant: its Harare day, or Harare month for monthly series. */
function bucketOf(column: string, granularity: HarareRange['granularity']) {
  const day = sql`date(${sql.raw(column)}, ${HARARE_SQL_MODIFIER})`;
  return granularity === 'month' ? sql`substr(${day}, 1, 7)` : day;
}

type Figures = Omit<RestDashboardFigures, 'range' | 'currency'>;
type SalesRow = { bucket: string; salesCents: number; orders: number };
type ViewRow = { bucket: string; views: number };
type ItemRow = {
  productId: number;
  name: string;
  slug: string | null;
  units: number;
  revenueCents: number;
};
type CityRow = { city: string; orders: number; salesCents: number };

export async function dashboardFigures(db: Db, businessId: number, r: HarareRange): Promise<Figures> {
  const inRange = sql`o.business_id = ${businessId} and o.created_at >= ${r.startIso} and o.created_at < ${r.endIso} and o.status not in (${notSale})`;
  // One batch: one round trip to D1 for the four reads.
  const [sales, views, items, cities] = await readBatch<[SalesRow[], ViewRow[], ItemRow[], CityRow[]]>(db, [
    sql`
      select ${bucketOf('o.created_at', r.granularity)} as bucket, sum(o.total_cents) as salesCents, count(*) as orders
      from orders o where ${inRange} group by bucket`,
    sql`
      select ${bucketOf('v.viewed_at', r.granularity)} as bucket, count(*) as views
      from product_views v
      where v.business_id = ${businessId} and v.viewed_at >= ${r.startIso} and v.viewed_at < ${r.endIso}
      group by bucket`,
    sql`
      select i.product_id as productId, max(i.name) as name, p.slug as slug,
             sum(i.quantity) as units, sum(i.line_total_cents) as revenueCents
      from orders o join order_items i on i.order_id = o.id left join products p on p.id = i.product_id
      where ${inRange} group by i.product_id`,
    // Delivery orders name their city; collection orders fall back to the buyer's billing city.
    sql`
      select coalesce(nullif(trim(json_extract(o.delivery_address, '$.city')), ''),
                      nullif(trim(json_extract(u.billing, '$.city')), ''), 'Unknown') as city,
             count(*) as orders, sum(o.total_cents) as salesCents
      from orders o left join users u on u.id = o.user_id
      where ${inRange} group by city order by orders desc, salesCents desc, city limit ${TOP_CITIES}`,
  ]);

  const salesBy = new Map(sales.map((s) => [s.bucket, s]));
  const viewsBy = new Map(views.map((v) => [v.bucket, v.views]));
  const series = r.buckets.map((bucket) => ({
    bucket,
    salesCents: Number(salesBy.get(bucket)?.salesCents ?? 0),
    orders: Number(salesBy.get(bucket)?.orders ?? 0),
    views: Number(viewsBy.get(bucket) ?? 0),
  }));
  const salesCents = series.reduce((sum, p) => sum + p.salesCents, 0);
  const orders = series.reduce((sum, p) => sum + p.orders, 0);
  const viewCount = series.reduce((sum, p) => sum + p.views, 0);
  const products = items.map((i) => ({
    ...i,
    units: Number(i.units),
    revenueCents: Number(i.revenueCents),
  }));
  const top = (key: 'revenueCents' | 'units', other: 'revenueCents' | 'units') =>
    [...products].sort((a, b) => b[key] - a[key] || b[other] - a[other] || a.productId - b.productId).slice(0, TOP_PRODUCTS);

  return {
    granularity: r.granularity,
    from: r.from,
    to: r.to,
    salesCents,
    orders,
    averageOrderCents: orders ? Math.round(salesCents / orders) : 0,
    views: viewCount,
    conversion: viewCount ? orders / viewCount : null,
    series,
    topByRevenue: top('revenueCents', 'units'),
    topByUnits: top('units', 'revenueCents'),
    cities: cities.map((c) => ({
      city: c.city,
      orders: Number(c.orders),
      salesCents: Number(c.salesCents),
    })),
  };
}
