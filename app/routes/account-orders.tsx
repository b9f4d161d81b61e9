/** The buyer's orders, newest first. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Empty } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { AccountLayout, accountStyles as s } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { STATUS_LABEL } from '~/features/orders/order-view';
import { query } from '~/graphql/client.server';
import { MyOrdersQuery } from '~/graphql/queries/orders.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Your orders — Musika' }];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const url = new URL(args.request.url);
  const { myOrders } = await query(args.context, args.request, MyOrdersQuery, { page: pageFromUrl(url) });
  return { orders: myOrders, url: url.toString() };
}

export default function AccountOrders() {
  const { orders, url } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title="Your orders">
      {orders.items.length ? (
        <ul className={s.list}>
          {orders.items.map((o) => (
            <li key={o.id}>
              <Link to={href('account-order', { id: o.id })}>{o.number}</Link> · {o.store.name} · {formatMoney(o.total.amountCents, o.total.currency)}{' '}
              · {STATUS_LABEL[o.status] ?? o.status} · {formatHarareDateTime(o.createdAt).split(',')[0]}
            </li>
          ))}
        </ul>
      ) : (
        <Empty>
          No orders yet. <Link to={href('deals')}>See today's deals</Link>.
        </Empty>
      )}
      <Pagination page={orders.pageInfo.page} totalPages={orders.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
