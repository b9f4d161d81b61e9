/**
 * The analytics on /dashboard/ (server-rendered figures, chart and table, range links that work without
 * JavaScript, counters) and the GraphQL fields behind it, with their authorization.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { freshBusiness, freshProduct, harareAt, seedOrder } from './support/analytics';
import { gql } from './support/http';
import { loginAs, visit } from './support/session';
import { enterpriseToken, vendorToken } from './support/vendor-catalogue';

let shop: { id: number; slug: string };

const ANALYTICS = /* GraphQL */ `
  query ($businessId: ID!, $range: AnalyticsRange!) {
    businessAnalytics(businessId: $businessId, range: $range) { range from to orders sales { amountCents currency } series { bucket } }
    businessCounters(businessId: $businessId) { newOrders productLimit }
  }
`;

beforeAll(async () => {
  shop = await freshBusiness();
  const p = await freshProduct(shop.id, 'Dashboard Kettle', 3425);
  await seedOrder({
    businessId: shop.id,
    createdAt: harareAt(0, 0, 30),
    totalCents: 3425,
    city: 'Masvingo',
    items: [{ productId: p.id, name: 'Dashboard Kettle', quantity: 1, lineTotalCents: 3425 }],
  });
  await seedOrder({
    businessId: shop.id,
    createdAt: harareAt(40, 12, 0),
    totalCents: 10000,
    city: 'Kwekwe',
    items: [{ productId: p.id, name: 'Dashboard Kettle', quantity: 3, lineTotalCents: 10000 }],
  });
});

describe('GraphQL businessAnalytics and businessCounters', () => {
  it("the runner reads their business's figures", async () => {
    const token = await vendorToken();
    const { data, errors } = await gql(ANALYTICS, { businessId: String(shop.id), range: 'DAYS_7' }, { authorization: `Bearer ${token}` });
    expect(errors).toBeUndefined();
    expect(data.businessAnalytics).toMatchObject({ range: 'DAYS_7', orders: 1, sales: { amountCents: 3425, currency: 'USD' } });
    expect(data.businessAnalytics.series).toHaveLength(7);
    expect(data.businessCounters).toEqual({ newOrders: 2, productLimit: 200 });
    const year = await gql(ANALYTICS, { businessId: String(shop.id), range: 'MONTHS_12' }, { authorization: `Bearer ${token}` });
    expect(year.data.businessAnalytics).toMatchObject({ range: 'MONTHS_12', orders: 2, sales: { amountCents: 13425 } });
  });

  it('another vendor and a visitor read nothing at all (null), not the figures', async () => {
    const other = await enterpriseToken();
    const theirs = await gql(ANALYTICS, { businessId: String(shop.id), range: 'DAYS_30' }, { authorization: `Bearer ${other}` });
    expect(theirs.data).toEqual({ businessAnalytics: null, businessCounters: null });
    const anonymous = await gql(ANALYTICS, { businessId: String(shop.id), range: 'DAYS_30' });
    expect(anonymous.data).toEqual({ businessAnalytics: null, businessCounters: null });
  });

  it('hostile arguments: an unknown range is refused with an error and no figures, a junk id reads as null', async () => {
    const token = await vendorToken();
    const bad = await gql(ANALYTICS, { businessId: String(shop.id), range: 'YEARS_5' }, { authorization: `Bearer ${token}` });
    expect(bad.errors?.length).toBeGreaterThan(0);
    expect(bad.data?.businessAnalytics).toBeUndefined();
    const junk = await gql(ANALYTICS, { businessId: '1 or 1=1', range: 'DAYS_7' }, { authorization: `Bearer ${token}` });
    expect(junk.data).toEqual({ businessAnalytics: null, businessCounters: null });
  });
});

describe('the dashboard page', () => {
  beforeAll(() => clearRateLimits());

  it('shows the figures, a chart with its table, top products, cities and counters, server-rendered', async () => {
    const { jar } = await loginAs('vendor', '/dashboard/');
    // The first dashboard visit after login settles the active business (spec §6 guard).
    await visit('/dashboard/', jar);
    const switched = await visit('/dashboard/switch-business', jar, {
      method: 'POST',
      body: new URLSearchParams({ businessId: String(shop.id), redirectTo: '/dashboard/' }),
    });
    expect(switched.status).toBe(302);
    const response = await visit('/dashboard/?range=7d', jar);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('$34.25');
    expect(html).toMatch(/<svg[^>]*data-testid="sales-chart"/);
    expect(html).toMatch(/<table[^>]*data-testid="sales-table"/);
    expect(html).toContain('Sales, orders and product views per day (Harare time)');
    expect(html).toContain('Dashboard Kettle');
    expect(html).toContain('Masvingo');
    expect(html).not.toContain('Kwekwe'); // 40 days ago: outside 7 days
    expect(html).toMatch(/aria-current="page"[^>]*>7 days|>7 days<\/a>/);
    expect(html).toContain('New orders');
    // The storefront's newest listings, read by the business's id beside the figures.
    expect(html).toMatch(/Latest listings<\/h2>[\s\S]*>Dashboard Kettle<\/a>/);
    expect(html).toMatch(/href="\/dashboard\/\?range=12m"/);

    const year = await (await visit('/dashboard/?range=12m', jar)).text();
    expect(year).toContain('$134.25');
    expect(year).toContain('Kwekwe');
    expect(year).toContain('Sales per month');
  });

  it('an unknown range in the address shows the 30-day default, not an error', async () => {
    const { jar } = await loginAs('vendor', '/dashboard/');
    await visit('/dashboard/', jar);
    const response = await visit('/dashboard/?range=%3Cscript%3E', jar);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert');
    expect(html).toMatch(/aria-current="page"[^>]*>30 days/);
  });

  it('a buyer and a visitor never see a dashboard', async () => {
    const { jar } = await loginAs('buyer', '/account');
    const buyer = await visit('/dashboard/?range=7d', jar);
    expect(buyer.status).not.toBe(200);
    const anonymous = await visit('/dashboard/?range=7d', {});
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/login/);
  });
});
