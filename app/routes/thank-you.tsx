/** After checkout: the order numbers (one per store), what happens next, and how to track each order. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Empty, PageTitle, layoutStyles } from '~/components/layout';
import { getVisitor } from '~/features/auth/viewer.server';
import { lastCheckout } from '~/features/orders/last-checkout.server';
import * as s from '~/features/orders/order-view.css';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Thank you — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [summary, visitor] = await Promise.all([lastCheckout(request), getVisitor(context, request)]);
  return { summary, loggedIn: !!visitor.viewer };
}

export default function ThankYou() {
  const { summary, loggedIn } = useLoaderData<typeof loader>();
  if (!summary) {
    return (
      <Empty>
        Looking for an order? <Link to={href('order-tracking')}>Track it with its number</Link>.
      </Empty>
    );
  }
  return (
    <div className={s.order}>
      <PageTitle>Thank you — your {summary.orders.length === 1 ? 'order is' : 'orders are'} placed</PageTitle>
      <p>
        {summary.fulfilment === 'DELIVERY'
          ? 'Each store will contact you to arrange delivery.'
          : 'Each store will tell you when your order is ready to collect.'}{' '}
        You pay on {summary.fulfilment === 'DELIVERY' ? 'delivery' : 'collection'}.
      </p>
      <ul aria-label="Your orders">
        {summary.orders.map((o) => (
          <li key={o.id}>
            <strong>{o.number}</strong> from {o.store} — {formatMoney(o.totalCents)}{' '}
            {loggedIn ? (
              <Link to={href('account-order', { id: o.id })}>View</Link>
            ) : (
              <Link to={`${href('order-tracking')}?number=${o.number}`}>Track</Link>
            )}
          </li>
        ))}
      </ul>
      <p className={layoutStyles.muted}>
        Total {formatMoney(summary.totalCents)}. Keep your order numbers: with your phone number they let you track an order without logging in.
      </p>
      <Link className={button()} to={href('home')}>
        Keep shopping
      </Link>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
