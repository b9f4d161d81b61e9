/**
 * All orders (`/dashboard/orders/`) and new orders (`/dashboard/orders/new-orders/`, the ones the store has
 * not opened yet) of the active business, with filters by status, Harare-day range and search, and paging.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { OrderList } from '~/features/vendor-orders/order-list';
import { loadOrderList } from '~/features/vendor-orders/orders.server';
import * as s from '~/features/vendor-orders/vendor-orders.css';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.onlyNew ? 'New orders' : 'All orders'} — Musika` },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const path = new URL(args.request.url).pathname;
  const onlyNew = path.replace(/\/+$/, '') === href('new-orders').replace(/\/+$/, '');
  const { access, data } = await requireDashboardBusinessWith(args, (businessId, token) => loadOrderList(args, businessId, token, onlyNew));
  const { filters, state } = data;
  return { frame: access.frame, onlyNew, filters, state };
}

export default function DashboardOrders() {
  const { frame, onlyNew, filters, state } = useLoaderData<typeof loader>();
  const newCount = state.status === 'success' ? state.list.newCount : null;
  return (
    <DashboardLayout
      frame={frame}
      title={onlyNew ? 'New orders' : 'All orders'}
      actions={
        <Link className={button()} to={href('create-order')}>
          Create order
        </Link>
      }
    >
      <nav className={s.bar} aria-label="Order lists">
        <span className={s.links}>
          <Link to={href('all-orders')} aria-current={onlyNew ? undefined : 'page'}>
            All orders
          </Link>
          <Link to={href('new-orders')} aria-current={onlyNew ? 'page' : undefined}>
            New orders{newCount !== null ? ` (${newCount})` : ''}
          </Link>
          <Link to={href('my-orders')}>My orders</Link>
        </span>
        {newCount !== null ? (
          <span className={s.badge} data-testid="new-order-count">
            {`${newCount} new`}
          </span>
        ) : null}
      </nav>
      <OrderList state={state} filters={filters} path={onlyNew ? href('new-orders') : href('all-orders')} showFilters />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
