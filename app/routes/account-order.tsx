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
import { accountNavText, orderViewText } from '~/features/account/account-text.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? data.metaTitle : 'Order — Musika' }];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const id = args.params.id ?? '';
  if (!/^\d{1,12}$/.test(id)) throw notFound();
  const { order } = await query(args.context, args.request, AccountOrderQuery, { id });
  const found = invariantFound(order, 'Order not found');
  const { language, t } = requestTranslator(args.request);
  return {
    order: found,
    metaTitle: t('account.orderMetaTitle', { number: found.number }),
    title: t('account.orderTitle', { number: found.number }),
    view: orderViewText(t, language, found),
    allOrders: t('account.allOrders'),
    nav: accountNavText(t),
  };
}

export default function AccountOrder() {
  const { order, title, view, allOrders, nav } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title={title} nav={nav}>
      <OrderView order={order} text={view} />
      <Link to={href('orders')}>{allOrders}</Link>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
