/**
 * Customers (`/dashboard/all-customers/` and `/dashboard/customer-list/`): the people who bought from the active
 * business, derived from its orders. Both show the same customers; they differ in how they are used:
 * all-customers is the whole book, 50 a page, exported whole; customer-list is for finding someone — a search
 * by name or phone (any form: 0772…, +263…), 20 a page, exporting the matches.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { formStyles } from '~/components/form';
import { Empty, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { CustomersTable } from '~/features/customers/customers-table';
import { loadCustomers, termFromUrl } from '~/features/customers/customers.server';
import * as s from '~/features/customers/customers.css';
import { requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.search ? 'Customer list' : 'Customers'} — Musika` },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  // The path says which screen this is (see the comment at the top).
  const search = url.pathname.startsWith(href('customer-list'));
  const term = search ? termFromUrl(url) : undefined;
  const { access, data: list } = await requireDashboardBusinessWith(args, (businessId, token) =>
    loadCustomers(args, businessId, token, { term, page: pageFromUrl(url), perPage: search ? 20 : 50 }),
  );
  return { frame: access.frame, list, search, term: term ?? '', url: url.toString() };
}

export default function DashboardCustomers() {
  const { frame, list, search, term, url } = useLoaderData<typeof loader>();
  const exportHref = `${href('customers-export')}${term ? `?term=${encodeURIComponent(term)}` : ''}`;
  return (
    <DashboardLayout
      frame={frame}
      title={search ? 'Customer list' : 'Customers'}
      actions={
        list.pageInfo.total > 0 ? (
          <a className={button({ tone: 'secondary' })} href={exportHref} download>
            Export CSV
          </a>
        ) : null
      }
    >
      {search ? (
        <Form method="get" className={s.toolbar} role="search" aria-label="Find a customer">
          <label className={formStyles.field}>
            <span className={formStyles.label}>Name or phone</span>
            <input className={formStyles.input} type="search" name="term" defaultValue={term} maxLength={100} />
          </label>
          <button className={button()} type="submit">
            Search
          </button>
        </Form>
      ) : null}
      <p className={layoutStyles.muted}>
        {list.pageInfo.total} {list.pageInfo.total === 1 ? 'customer' : 'customers'}
        {term ? ` matching “${term}”` : ''} · people who ordered from {frame.business.name}, one per phone number
      </p>
      {list.items.length ? (
        <CustomersTable items={list.items} />
      ) : term ? (
        <Empty>
          No customer matches “{term}”. <Link to={href('customer-list')}>Show everyone</Link>
        </Empty>
      ) : (
        <Empty>
          No customers yet: everyone who orders from {frame.business.name} will be listed here.{' '}
          <Link to={href('all-sell-items')}>See your products</Link>
        </Empty>
      )}
      <Pagination page={list.pageInfo.page} totalPages={list.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
