/**
 * The figures of the analytics dashboard for one business and one Harare range. Four reads of the daily rollups
 * (schema-analytics-rollups.ts, kept by triggers) sent as one D1 batch (one round trip): the series (sales and
 * orders by Harare day or month), views by bucket, product totals and buyers' cities. A 12-month range sums at
 * most a few hundred rows per read however many orders the business has. Totals are summed from the series, so
 * the tiles and the chart can never disagree.
 */
import { sql } from 'drizzle-orm';
import { TOP_CITIES, TOP_PRODUCTS, type RestDashboardFigures } from '../../schema/rest/analytics';
import type { HarareRange } from './harare-range';
import type { Db } from '../db/client';
import { readBatch } from '../db/read-batch';

/** A rollup row's bucket: its Harare day, or Harare month for monthly series. */
function bucketOf(granularity: HarareRange['granularity']) {
  return granularity === 'month' ? sql`substr(day, 1, 7)` : sql`day`;
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
  const inRange = sql`business_id = ${businessId} and day >= ${r.from} and day <= ${r.to}`;
  const bucket = bucketOf(r.granularity);
  // One batch: one round trip to D1 for the four reads. Rows zeroed by cancellations are skipped.
  const [sales, views, items, cities] = await readBatch<[SalesRow[], ViewRow[], ItemRow[], CityRow[]]>(db, [
    sql`
      select ${bucket} as bucket, sum(sales_cents) as salesCents, sum(orders) as orders
      from daily_sales where ${inRange} group by bucket having sum(orders) > 0`,
    sql`select ${bucket} as bucket, sum(views) as views from daily_views where ${inRange} group by bucket`,
    sql`
      select d.product_id as productId, max(d.name) as name, p.slug as slug,
             sum(d.units) as units, sum(d.revenue_cents) as revenueCents
      from daily_product_sales d left join products p on p.id = d.product_id
      where d.business_id = ${businessId} and d.day >= ${r.from} and d.day <= ${r.to}
      group by d.product_id having sum(d.units) > 0`,
    sql`
      select city, sum(orders) as orders, sum(sales_cents) as salesCents
      from daily_city_sales where ${inRange}
      group by city having sum(orders) > 0 order by orders desc, salesCents desc, city limit ${TOP_CITIES}`,
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
    // Orders per view, at most one per view: views are counted by the page's script, so orders from browsers
    // without JavaScript, and orders the store typed in, have none (issue 31: "Conversion 150 %").
    conversion: viewCount ? Math.min(orders, viewCount) / viewCount : null,
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
