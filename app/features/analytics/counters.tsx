/**
 * What needs the vendor now: new orders, offers waiting for an answer, buyer requests in the business's
 * categories, unread notifications, and the product limit. A counter links to its screen only once that
 * screen is built (routeEntry(id).module), so the dashboard never points at a 404.
 */
import { Link } from '@remix-run/react';
import { href, routeEntry } from '~/routes';
import { fill } from '~/lib/i18n/fill';
import type { AnalyticsText } from './analytics-text';
import type { DashboardCounters } from './types';
import * as s from './analytics.css';

const built = (id: string) => Boolean(routeEntry(id).module);

interface Counter {
  label: string;
  value: string;
  /** Route ids to link to, first built one wins. */
  targets: string[];
  alert: boolean;
}

export function countersOf(c: DashboardCounters, { m }: AnalyticsText): Counter[] {
  const used = c.productsUsed;
  return [
    { label: m['analytics.newOrders'], value: String(c.newOrders), targets: ['new-orders', 'all-orders'], alert: c.newOrders > 0 },
    {
      label: m['analytics.offersToAnswer'],
      value: String(c.pendingOffers),
      targets: ['dashboard-inbox-messages', 'dashboard-notifications'],
      alert: c.pendingOffers > 0,
    },
    { label: m['analytics.matchingRequests'], value: String(c.matchingRequests), targets: ['buyer-requests'], alert: false },
    {
      label: m['analytics.unreadNotifications'],
      value: String(c.unreadNotifications),
      targets: ['dashboard-notifications'],
      alert: c.unreadNotifications > 0,
    },
    {
      label: c.productsNearLimit ? m['analytics.productsNearLimit'] : m['analytics.productsPublished'],
      value: c.productLimit === -1 ? fill(m['dashboard.usageOfUnlimited'], { used }) : fill(m['dashboard.usageOf'], { used, limit: c.productLimit }),
      targets: ['all-sell-items'],
      alert: c.productsNearLimit,
    },
  ];
}

export function Counters({ counters, text }: { counters: DashboardCounters; text: AnalyticsText }) {
  return (
    <section aria-labelledby="counters-title" className={s.section}>
      <h2 id="counters-title" className={s.sectionTitle}>
        {text.m['analytics.attention']}
      </h2>
      <ul className={s.counters} data-testid="counters">
        {countersOf(counters, text).map((c) => {
          const target = c.targets.find(built);
          const className = c.alert ? `${s.counter} ${s.counterAlert}` : s.counter;
          const body = (
            <>
              <span className={s.counterValue}>{c.value}</span>
              <span>{c.label}</span>
            </>
          );
          return (
            <li key={c.label}>
              {target ? (
                <Link className={className} to={href(target)}>
                  {body}
                </Link>
              ) : (
                <div className={className}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
