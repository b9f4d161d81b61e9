/**
 * The dashboard's front page: the active business at a glance — what the package allows and how much of it is
 * used, the latest listings, and the next things a vendor does. Sales and visit figures join it with the
 * analytics of the next vendor issue.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { PackageUsage } from '~/features/dashboard/package-usage';
import * as s from '~/features/dashboard/dashboard-home.css';
import { query } from '~/graphql/client.server';
import { DashboardHomeQuery } from '~/graphql/queries/dashboard.server';
import { formatMoney } from '~/lib/money';
import { href, routeEntry } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Dashboard — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const { viewer } = await query(args.context, args.request, DashboardHomeQuery, {}, { token: access.token });
  const products = viewer?.businesses.find((b) => b.id === access.businessId)?.products ?? [];
  return { frame: access.frame, products };
}

/** A link to a dashboard screen only once it is built, so the page never points at a 404. */
const built = (id: string) => Boolean(routeEntry(id).module);

export default function DashboardHome() {
  const { frame, products } = useLoaderData<typeof loader>();
  const business = frame.business!;
  return (
    <DashboardLayout frame={frame} title={`Welcome, ${frame.vendorName}`}>
      <p className={s.lead}>
        You are managing <strong>{business.name}</strong>.
      </p>
      <div className={s.actions}>
        {built('add-product') ? (
          <Link className={button()} to={href('add-product')}>
            Add a product
          </Link>
        ) : null}
        {built('bulk-upload') ? (
          <Link className={button({ tone: 'secondary' })} to={href('bulk-upload')}>
            Bulk upload
          </Link>
        ) : null}
        {built('business-information') ? (
          <Link className={button({ tone: 'secondary' })} to={href('business-information')}>
            Edit business information
          </Link>
        ) : null}
      </div>
      <PackageUsage frame={frame} />
      <section aria-labelledby="latest-title" className={s.section}>
        <h2 id="latest-title" className={s.sectionTitle}>
          Latest listings
        </h2>
        {products.length === 0 ? (
          <p>No products yet. Add your first product so buyers can find {business.name}.</p>
        ) : (
          <ul className={s.products}>
            {products.map((p) => (
              <li key={p.id} className={s.product}>
                <Link to={href('product', { slug: p.slug })}>{p.name}</Link>
                <span className={s.meta}>
                  {formatMoney(p.price.amountCents, p.price.currency)}
                  {p.stockQuantity === null || p.stockQuantity === undefined ? '' : ` · ${p.stockQuantity} in stock`}
                </span>
                {built('update-product') ? <Link to={href('update-product', { slug: p.slug })}>Edit</Link> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
