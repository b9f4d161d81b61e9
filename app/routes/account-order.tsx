/** One of the buyer's orders (`/account/order/{id}`); someone else's order is not found. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { AccountLayout } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { OrderView } from '~/features/orders/order-view';
import { query } from '~/graphql/client.server';
import { invariantFound, notFound } from '~/lib/invariant-response.server';
import { AccountOrderQuery } from '~/graphql/queries/orders.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Order ${data.order.number} — Musika` : 'Order — Musika' }];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const id = args.params.id ?? '';
  if (!/^\d{1,12}$/.test(id)) throw notFound();
  const { order } = await query(args.context, args.request, AccountOrderQuery, { id });
  return { order: invariantFound(order, 'Order not found') };
}

export default function AccountOrder() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title={`Order ${order.number}`}>
      <OrderView order={order} />
      <Link to={href('orders')}>All your orders</Link>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
