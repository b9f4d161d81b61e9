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
import { loadOrderList, type ListState } from '~/features/vendor-orders/orders.server';
import { orderListText } from '~/features/vendor-orders/vendor-orders-text.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import * as s from '~/features/vendor-orders/vendor-orders.css';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta ?? 'All orders — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const path = new URL(args.request.url).pathname;
  const onlyNew = path.replace(/\/+$/, '') === href('new-orders').replace(/\/+$/, '');
  const { access, data } = await requireDashboardBusinessWith(args, (businessId, token) => loadOrderList(args, businessId, token, onlyNew));
  const { filters, state } = data;
  const { language, t } = requestTranslator(args.request);
  const newCount = state.status === 'success' ? state.list.newCount : null;
  const text = {
    list: orderListText(language, t, state.status === 'success' ? state.list : null, Boolean(filters.search)),
    meta: t(onlyNew ? 'vendorOrders.metaNew' : 'vendorOrders.metaAll'),
    title: t(onlyNew ? 'vendorOrders.titleNew' : 'vendorOrders.titleAll'),
    all: t('vendorOrders.titleAll'),
    newOrders: newCount !== null ? t('vendorOrders.newOrdersCount', { count: newCount }) : t('vendorOrders.titleNew'),
    newCount: newCount !== null ? t('vendorOrders.newCount', { count: newCount }) : null,
  };
  // The rows travel once, as words (text.list.rows); the list keeps its state for paging and failures.
  const slim: ListState = state.status === 'success' ? { status: 'success', list: { ...state.list, orders: [] } } : state;
  return { frame: access.frame, onlyNew, filters, state: slim, text, meta: text.meta };
}

export default function DashboardOrders() {
  const { frame, onlyNew, filters, state, text } = useLoaderData<typeof loader>();
  const w = text.list.words;
  return (
    <DashboardLayout
      frame={frame}
      title={text.title}
      actions={
        <Link className={button()} to={href('create-order')}>
          {w['vendorOrders.createOrder']}
        </Link>
      }
    >
      <nav className={s.bar} aria-label={w['vendorOrders.listsLabel']}>
        <span className={s.links}>
          <Link to={href('all-orders')} aria-current={onlyNew ? undefined : 'page'}>
            {text.all}
          </Link>
          <Link to={href('new-orders')} aria-current={onlyNew ? 'page' : undefined}>
            {text.newOrders}
          </Link>
          <Link to={href('my-orders')}>{w['vendorOrders.myOrders']}</Link>
        </span>
        {text.newCount !== null ? (
          <span className={s.badge} data-testid="new-order-count">
            {text.newCount}
          </span>
        ) : null}
      </nav>
      <OrderList state={state} filters={filters} path={onlyNew ? href('new-orders') : href('all-orders')} showFilters text={text.list} />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
