/**
 * The dashboard's front page (/dashboard/): the active business at a glance — what needs attention now
 * (counters), sales, orders, views and conversion over a chosen range (?range=7d|30d|90d|12m, in Harare days)
 * with a chart and its table, top products, buyers' cities, the package's usage, quick actions and the latest
 * listings. Everything is server-rendered: it reads fully without JavaScript.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { BuyerCities } from '~/features/analytics/buyer-cities';
import { rangeLabel } from '~/features/analytics/bucket-label';
import { Counters } from '~/features/analytics/counters';
import { FigureTiles } from '~/features/analytics/figure-tiles';
import { rangeEnum, rangeFromSearch } from '~/features/analytics/range-param';
import { RangeSwitcher } from '~/features/analytics/range-switcher';
import { SalesChart } from '~/features/analytics/sales-chart';
import { TopProducts } from '~/features/analytics/top-products';
import { requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { PackageUsage } from '~/features/dashboard/package-usage';
import { SuspensionBanner } from '~/features/dashboard/suspension-banner';
import * as s from '~/features/dashboard/dashboard-home.css';
import { query } from '~/graphql/client.server';
import { StoreSuspensionQuery } from '~/graphql/queries/admin-businesses.server';
import { DashboardAnalyticsQuery } from '~/graphql/queries/analytics.server';
import { money } from '~/features/vendor-orders/vendor-orders-text.server';
import { ANALYTICS_KEYS } from '~/features/analytics/analytics-text';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatDateTimeIn } from '~/lib/i18n/intl-format';
import { messagesFor, pick, requestTranslator } from '~/lib/i18n/translate.server';
import { href, routeEntry } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.words.meta ?? 'Dashboard — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const range = rangeFromSearch(new URL(args.request.url).searchParams);
  const { access, data } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, DashboardAnalyticsQuery, { businessId, range: rangeEnum(range) }, { token, optional: ['latestProducts'] }),
  );
  const products = data.latestProducts?.items ?? [];
  // A suspended store's banner (issue 29); the dashboard still opens if this read fails.
  const suspension = await query(args.context, args.request, StoreSuspensionQuery, { businessId: access.businessId }, { token: access.token })
    .then((r) => r.storeSuspension)
    .catch(() => null);
  const { language, t } = requestTranslator(args.request);
  const frame = access.frame;
  const usage = (name: string, used: number) => {
    const limit = frame.limits.find((l) => l.name === name)?.value ?? 0;
    return limit === -1 ? t('dashboard.usageOfUnlimited', { used }) : t('dashboard.usageOf', { used, limit });
  };
  const words = {
    ...pick(t, HOME_KEYS),
    meta: t('dashboard.homeMeta'),
    welcome: t('dashboard.welcome', { name: frame.vendorName }),
    noProducts: t('dashboard.noProductsYet', { store: frame.business.name }),
    products: Object.fromEntries(
      products.map((p) => [
        p.id,
        `${money(language, p.price)}${p.stockQuantity === null || p.stockQuantity === undefined ? '' : ` · ${t('dashboard.inStock', { count: p.stockQuantity })}`}`,
      ]),
    ),
    usage: {
      title: frame.packageName ? t('dashboard.packageName', { name: frame.packageName }) : t('dashboard.noPackageShort'),
      products: t('dashboard.usageProducts'),
      businesses: t('dashboard.usageBusinesses'),
      products_used: usage('products', frame.productCount),
      businesses_used: usage('businesses', frame.businessCount),
    },
    analytics: { lang: language, m: messagesFor(language, ANALYTICS_KEYS) },
    // Only for a suspended store: the words travel in the page's data, and an active store's page must not carry them.
    suspension: suspension?.suspended
      ? {
          title: t('analytics.suspended'),
          // English keeps the site's one date-time formatter; sn/nd are written from CLDR's patterns (intl-format.ts).
          on: suspension?.suspendedAt
            ? t('analytics.suspendedOn', {
                date: language === 'en' ? formatHarareDateTime(suspension.suspendedAt) : formatDateTimeIn(language, suspension.suspendedAt),
              })
            : '',
          noReason: t('analytics.noReason'),
          body: t('analytics.suspendedBody'),
          contact: t('analytics.contactMusika'),
          askFor: t('analytics.toAskForIt'),
        }
      : null,
  };
  return { frame, range, figures: data.businessAnalytics, counters: data.businessCounters, products, suspension, words };
}

const HOME_KEYS = [
  'dashboard.managing',
  'dashboard.salesAndVisits',
  'dashboard.harareTime',
  'dashboard.figuresFailed',
  'dashboard.addAProduct',
  'dashboard.navBulkUpload',
  'dashboard.editBusiness',
  'dashboard.latestListings',
  'dashboard.edit',
] as const;

/** A link to a dashboard screen only once it is built, so the page never points at a 404. */
const built = (id: string) => Boolean(routeEntry(id).module);

export default function DashboardHome() {
  const { frame, range, figures, counters, products, suspension, words: w } = useLoaderData<typeof loader>();
  const business = frame.business!;
  return (
    <DashboardLayout frame={frame} title={w.welcome}>
      <p className={s.lead}>
        {`${w['dashboard.managing']} `}
        <strong>{business.name}</strong>.
      </p>
      <SuspensionBanner suspension={suspension} text={w.suspension} />
      {counters ? <Counters counters={counters} text={w.analytics} /> : null}
      <section aria-labelledby="figures-title" className={s.section}>
        <h2 id="figures-title" className={s.sectionTitle}>
          {w['dashboard.salesAndVisits']}
        </h2>
        <RangeSwitcher current={range} path={href('dashboard')} text={w.analytics} />
        {figures ? (
          <>
            <p className={s.meta}>{`${rangeLabel(figures.from, figures.to, w.analytics.lang)} ${w['dashboard.harareTime']}`}</p>
            <FigureTiles figures={figures} text={w.analytics} />
          </>
        ) : (
          <p>{w['dashboard.figuresFailed']}</p>
        )}
      </section>
      {figures ? (
        <>
          <SalesChart figures={figures} text={w.analytics} />
          <TopProducts byRevenue={figures.topByRevenue} byUnits={figures.topByUnits} text={w.analytics} />
          <BuyerCities cities={figures.cities} text={w.analytics} />
        </>
      ) : null}
      <div className={s.actions}>
        {built('add-product') ? (
          <Link className={button()} to={href('add-product')}>
            {w['dashboard.addAProduct']}
          </Link>
        ) : null}
        {built('bulk-upload') ? (
          <Link className={button({ tone: 'secondary' })} to={href('bulk-upload')}>
            {w['dashboard.navBulkUpload']}
          </Link>
        ) : null}
        {built('business-information') ? (
          <Link className={button({ tone: 'secondary' })} to={href('business-information')}>
            {w['dashboard.editBusiness']}
          </Link>
        ) : null}
      </div>
      <PackageUsage frame={frame} text={w.usage} />
      <section aria-labelledby="latest-title" className={s.section}>
        <h2 id="latest-title" className={s.sectionTitle}>
          {w['dashboard.latestListings']}
        </h2>
        {products.length === 0 ? (
          <p>{w.noProducts}</p>
        ) : (
          <ul className={s.products}>
            {products.map((p) => (
              <li key={p.id} className={s.product}>
                <Link to={href('product', { slug: p.slug })} translate="no">
                  {p.name}
                </Link>
                <span className={s.meta}>{w.products[p.id]}</span>
                {built('update-product') ? <Link to={href('update-product', { slug: p.slug })}>{w['dashboard.edit']}</Link> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
