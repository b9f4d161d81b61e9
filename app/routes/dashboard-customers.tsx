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
import { Placed } from '~/components/placed-text';
import { CustomersTable } from '~/features/customers/customers-table';
import { customerRows, customersText } from '~/features/customers/customers-text.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { loadCustomers, termFromUrl } from '~/features/customers/customers.server';
import * as s from '~/features/customers/customers.css';
import { requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text.meta ?? 'Customers — Musika' },
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
  // The page's words in its language (issue 33 §3), the rows' money and dates written here.
  const { language, t } = requestTranslator(args.request);
  const text = customersText(t, { search, term: term ?? '', total: list.pageInfo.total });
  return {
    frame: access.frame,
    list: { ...list, items: customerRows(language, list.items) },
    search,
    term: term ?? '',
    url: url.toString(),
    text,
  };
}

export default function DashboardCustomers() {
  const { frame, list, search, term, url, text: w } = useLoaderData<typeof loader>();
  // The search term and the store's name are theirs, not ours to translate.
  const names = { term, business: frame.business.name };
  const exportHref = `${href('customers-export')}${term ? `?term=${encodeURIComponent(term)}` : ''}`;
  return (
    <DashboardLayout
      frame={frame}
      title={w.title}
      actions={
        list.pageInfo.total > 0 ? (
          <a className={button({ tone: 'secondary' })} href={exportHref} download>
            {w['vendorOrders.exportCsv']}
          </a>
        ) : null
      }
    >
      {search ? (
        <Form method="get" className={s.toolbar} role="search" aria-label={w['vendorPeople.findCustomer']}>
          <label className={formStyles.field}>
            <span className={formStyles.label}>{w['vendorPeople.nameOrPhone']}</span>
            <input className={formStyles.input} type="search" name="term" defaultValue={term} maxLength={100} />
          </label>
          <button className={button()} type="submit">
            {w['vendorPeople.search']}
          </button>
        </Form>
      ) : null}
      <p className={layoutStyles.muted}>
        <Placed text={w.count} names={names} />
      </p>
      {list.items.length ? (
        <CustomersTable items={list.items} text={w.table} />
      ) : term ? (
        <Empty>
          <Placed text={w.noMatch} names={names} /> <Link to={href('customer-list')}>{w.showEveryone}</Link>
        </Empty>
      ) : (
        <Empty>
          <Placed text={w.none} names={names} /> <Link to={href('all-sell-items')}>{w.seeProducts}</Link>
        </Empty>
      )}
      <Pagination page={list.pageInfo.page} totalPages={list.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
