/** My orders (`/dashboard/orders/my-orders/`): what this vendor bought as a buyer, each opening its account page. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert } from '~/components/form';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { VENDOR_STATUS_LABEL } from '~/features/vendor-orders/order-status';
import { partState } from '~/features/vendor-orders/orders.server';
import * as s from '~/features/vendor-orders/vendor-orders.css';
import { query } from '~/graphql/client.server';
import { MyOrdersQuery } from '~/graphql/queries/orders.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'My orders — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const url = new URL(args.request.url);
  const result = await partState(() => query(args.context, args.request, MyOrdersQuery, { page: pageFromUrl(url) }, { token: access.token }));
  return {
    frame: access.frame,
    url: url.toString(),
    orders: result.ok ? result.value.myOrders : null,
    failed: result.ok ? null : `Your orders could not be loaded: ${result.message}`,
  };
}

export default function DashboardMyOrders() {
  const { frame, url, orders, failed } = useLoaderData<typeof loader>();
  return (
    <DashboardLayout frame={frame} title="My orders">
      <p className={s.muted}>What you bought from other stores as a buyer.</p>
      {failed || !orders ? (
        <FormAlert>{failed}</FormAlert>
      ) : orders.items.length === 0 ? (
        <p>
          You have not bought anything yet. <Link to={href('home')}>Browse the marketplace</Link>
        </p>
      ) : (
        <>
          <ul className={s.list} aria-label="My orders">
            {orders.items.map((o) => (
              <li key={o.id} className={s.row}>
                <span>
                  <Link className={s.number} to={href('account-order', { id: o.id })}>
                    {o.number}
                  </Link>
                  <br />
                  <span className={s.muted}>{formatHarareDateTime(o.createdAt)}</span>
                </span>
                <span>
                  {o.store.name} · {o.items.length} {o.items.length === 1 ? 'line' : 'lines'}
                </span>
                <span>{VENDOR_STATUS_LABEL[o.status]}</span>
                <strong>{formatMoney(o.total.amountCents, o.total.currency)}</strong>
              </li>
            ))}
          </ul>
          <Pagination page={orders.pageInfo.page} totalPages={orders.pageInfo.totalPages} hrefFor={(page) => withPage(new URL(url), page)} />
        </>
      )}
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
