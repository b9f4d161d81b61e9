/**
 * Services (`/dashboard/all-services/`, issue #14 items 2–3): the active business's services and hire items
 * with their bookings still to come (agreed, and waiting for an answer), each linking to its edit page and to
 * its product page.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Empty } from '~/components/layout';
import * as s from '~/features/bookings/bookings.css';
import { RATE_UNIT_LABEL } from '~/features/bookings/labels';
import { requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { query } from '~/graphql/client.server';
import { BusinessServicesQuery } from '~/graphql/queries/bookings.server';
import { formatMoney } from '~/lib/money';
import { kindLabel, productHref } from '~/lib/product-links';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Services — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const { access, data: result } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, BusinessServicesQuery, { businessId }, { token, optional: ['businessServices'] }),
  );
  return { frame: access.frame, services: result.businessServices };
}

export default function AllServices() {
  const { frame, services } = useLoaderData<typeof loader>();
  return (
    <DashboardLayout frame={frame} title="Services">
      <div className={s.stack}>
        <div className={s.row}>
          <Link className={button()} to={href('add-new-product-service')}>
            Add a service
          </Link>
          <Link className={button({ tone: 'secondary' })} to={href('add-new-product-hire-item')}>
            Add a hire item
          </Link>
          <Link to={href('all-appointments')}>Appointments</Link>
          <Link to={href('dashboard-calendar')}>Calendar</Link>
        </div>
        {!services ? (
          <p role="alert">Error fetching bookings</p>
        ) : services.length === 0 ? (
          <Empty>No services or hire items yet. Add one and buyers can book it from its page.</Empty>
        ) : (
          <ul className={s.list}>
            {services.map((p) => (
              <li key={p.id} className={s.card} data-testid="service">
                <div className={s.cardHead}>
                  <h3 className={s.cardTitle}>{p.name}</h3>
                  <span className={s.muted}>
                    {kindLabel[p.kind]}
                    {p.status === 'publish' ? '' : ` · ${p.status}`}
                  </span>
                </div>
                {p.rate ? (
                  <p className={s.muted}>
                    {formatMoney(p.rate.amountCents, p.rate.currency)} {RATE_UNIT_LABEL[p.rateUnit ?? ''] ?? ''}
                  </p>
                ) : null}
                <p>
                  <Link to={`${href('all-appointments')}?status=accepted`}>{p.upcoming} upcoming</Link> ·{' '}
                  <Link to={`${href('all-appointments')}?status=requested`}>{p.waiting} waiting for an answer</Link>
                </p>
                <div className={s.row}>
                  <Link to={href('update-product', { slug: p.slug })}>Edit</Link>
                  <Link to={productHref(p)}>View page</Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
