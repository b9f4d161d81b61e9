/** The buyer's orders, newest first. */
import { dayIn } from '~/lib/i18n/intl-format';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Empty } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { AccountLayout, accountStyles as s } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { accountNavText, moneyIn, orderStatusIn } from '~/features/account/account-text.server';
import { query } from '~/graphql/client.server';
import { MyOrdersQuery } from '~/graphql/queries/orders.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.text['account.ordersMetaTitle'] ?? 'Your orders — Musika' }];

const KEYS = ['account.ordersMetaTitle', 'account.ordersTitle', 'account.ordersEmpty', 'account.seeDeals'] as const;

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const url = new URL(args.request.url);
  const { myOrders } = await query(args.context, args.request, MyOrdersQuery, { page: pageFromUrl(url) });
  const { language, t } = requestTranslator(args.request);
  // Each order's amount, status and day in the page's language, finished here.
  const rows = myOrders.items.map((o) => ({
    id: o.id,
    number: o.number,
    store: o.store.name,
    total: moneyIn(language, o.total),
    status: orderStatusIn(t, o.status),
    day: dayIn(language, o.createdAt),
  }));
  return { rows, pageInfo: myOrders.pageInfo, url: url.toString(), text: pick(t, KEYS), nav: accountNavText(t) };
}

export default function AccountOrders() {
  const { rows, pageInfo, url, text, nav } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title={text['account.ordersTitle']} nav={nav}>
      {rows.length ? (
        <ul className={s.list}>
          {rows.map((o) => (
            <li key={o.id}>
              <Link to={href('account-order', { id: o.id })}>{o.number}</Link> · <span translate="no">{o.store}</span> · {o.total} · {o.status} ·{' '}
              {o.day}
            </li>
          ))}
        </ul>
      ) : (
        <Empty>
          {text['account.ordersEmpty']} <Link to={href('deals')}>{text['account.seeDeals']}</Link>.
        </Empty>
      )}
      <Pagination page={pageInfo.page} totalPages={pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
