/** My orders (`/dashboard/orders/my-orders/`): what this vendor bought as a buyer, each opening its account page. */
import { dateTimeIn } from '~/lib/i18n/intl-format';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert } from '~/components/form';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { money, statusLabel } from '~/features/vendor-orders/vendor-orders-text.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { partState } from '~/features/vendor-orders/orders.server';
import * as s from '~/features/vendor-orders/vendor-orders.css';
import { query } from '~/graphql/client.server';
import { MyOrdersQuery } from '~/graphql/queries/orders.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text.meta ?? 'My orders — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const url = new URL(args.request.url);
  const result = await partState(() => query(args.context, args.request, MyOrdersQuery, { page: pageFromUrl(url) }, { token: access.token }));
  const { language, t } = requestTranslator(args.request);
  const orders = result.ok ? result.value.myOrders : null;
  const text = {
    meta: t('vendorOrders.myMeta'),
    title: t('vendorOrders.myOrders'),
    lead: t('vendorOrders.myLead'),
    none: t('vendorOrders.myNone'),
    browse: t('vendorOrders.myBrowse'),
    rows: Object.fromEntries(
      (orders?.items ?? []).map((o) => [
        o.id,
        {
          at: dateTimeIn(language, o.createdAt),
          lines: t('vendorOrders.myLines', { count: o.items.length }),
          status: statusLabel(t, o.status),
          total: money(language, o.total),
        },
      ]),
    ),
  };
  return {
    frame: access.frame,
    url: url.toString(),
    orders,
    failed: result.ok ? null : t('vendorOrders.myFailed', { reason: result.message }),
    text,
  };
}

export default function DashboardMyOrders() {
  const { frame, url, orders, failed, text } = useLoaderData<typeof loader>();
  return (
    <DashboardLayout frame={frame} title={text.title}>
      <p className={s.muted}>{text.lead}</p>
      {failed || !orders ? (
        <FormAlert>{failed}</FormAlert>
      ) : orders.items.length === 0 ? (
        <p>
          {text.none} <Link to={href('home')}>{text.browse}</Link>
        </p>
      ) : (
        <>
          <ul className={s.list} aria-label={text.title}>
            {orders.items.map((o) => (
              <li key={o.id} className={s.row}>
                <span>
                  <Link className={s.number} to={href('account-order', { id: o.id })}>
                    {o.number}
                  </Link>
                  <br />
                  <span className={s.muted}>{text.rows[o.id]?.at}</span>
                </span>
                <span>
                  <span translate="no">{o.store.name}</span> · {text.rows[o.id]?.lines}
                </span>
                <span>{text.rows[o.id]?.status}</span>
                <strong>{text.rows[o.id]?.total}</strong>
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
