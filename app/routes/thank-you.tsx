/** After checkout: the order numbers (one per store), what happens next, and how to track each order. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Empty, PageTitle, layoutStyles } from '~/components/layout';
import { getVisitor } from '~/features/auth/viewer.server';
import { lastCheckout } from '~/features/orders/last-checkout.server';
import * as s from '~/features/orders/order-view.css';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import { around } from '~/features/orders/checkout-text.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? 'Thank you — Musika' },
  { name: 'robots', content: 'noindex' },
];

const TEXT_KEYS = ['order.lookingFor', 'order.trackWithNumber', 'order.ordersLabel', 'order.view', 'order.track', 'order.keepShopping'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [last, visitor] = await Promise.all([lastCheckout(request), getVisitor(context, request)]);
  // Every word in the page's language, finished here (decision 030); store names are shown as written.
  const { language, t } = requestTranslator(request);
  const money = (cents: number) => formatMoneyIn(language, cents);
  const delivery = last?.fulfilment === 'DELIVERY';
  const summary = last && {
    heading: t('order.thanksTitle', { count: last.orders.length }),
    next: `${t(delivery ? 'order.storeContacts' : 'order.storeTellsReady')} ${t(delivery ? 'order.payOnDelivery' : 'order.payOnCollection')}`,
    orders: last.orders.map((o) => ({ id: o.id, number: o.number, store: o.store, total: money(o.totalCents) })),
    keepNumbers: t('order.keepNumbers', { total: money(last.totalCents) }),
  };
  return {
    summary,
    loggedIn: !!visitor.viewer,
    title: t('order.thanksMetaTitle'),
    text: pick(t, TEXT_KEYS),
    fromStore: around(t, 'order.fromStore', 'store'),
  };
}

export default function ThankYou() {
  const { summary, loggedIn, text, fromStore } = useLoaderData<typeof loader>();
  if (!summary) {
    return (
      <Empty>
        {text['order.lookingFor']} <Link to={href('order-tracking')}>{text['order.trackWithNumber']}</Link>.
      </Empty>
    );
  }
  return (
    <div className={s.order}>
      <PageTitle>{summary.heading}</PageTitle>
      <p>{summary.next}</p>
      <ul aria-label={text['order.ordersLabel']}>
        {summary.orders.map((o) => (
          <li key={o.id}>
            <strong>{o.number}</strong> {fromStore[0]}
            <span translate="no">{o.store}</span>
            {fromStore[1]} — {o.total}{' '}
            {loggedIn ? (
              <Link to={href('account-order', { id: o.id })}>{text['order.view']}</Link>
            ) : (
              <Link to={`${href('order-tracking')}?number=${o.number}`}>{text['order.track']}</Link>
            )}
          </li>
        ))}
      </ul>
      <p className={layoutStyles.muted}>{summary.keepNumbers}</p>
      <Link className={button()} to={href('home')}>
        {text['order.keepShopping']}
      </Link>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
