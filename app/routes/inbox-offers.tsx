/** The offers inbox (`/account/inbox/offers`): offers you made, and for vendors, offers on your products. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Empty, layoutStyles } from '~/components/layout';
import { AccountLayout, accountStyles as s } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { OFFER_STATUS_LABEL } from '~/features/offers/offer-labels';
import { query } from '~/graphql/client.server';
import { MyOffersQuery } from '~/graphql/queries/offers.server';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Offers — Musika' }];

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await requireAccess('account', args);
  const [asBuyer, asSeller] = await Promise.all([
    query(args.context, args.request, MyOffersQuery, { role: 'BUYER' }),
    viewer.isVendor ? query(args.context, args.request, MyOffersQuery, { role: 'SELLER' }) : null,
  ]);
  return { asBuyer: asBuyer.myOffers, asSeller: asSeller?.myOffers ?? null };
}

type Offers = ReturnType<typeof useLoaderData<typeof loader>>['asBuyer'];

function OfferList({ offers, seller }: { offers: Offers; seller?: boolean }) {
  if (!offers.length)
    return <Empty>{seller ? 'No offers on your products yet.' : 'You have not made any offers yet. Use “Make an offer” on a product.'}</Empty>;
  return (
    <ul className={s.list}>
      {offers.map((o) => (
        <li key={o.id}>
          <Link to={href('inbox-offer', { offerId: o.id })}>{o.product.name}</Link> · {formatMoney(o.amount.amountCents, o.amount.currency)} ×{' '}
          {o.quantity} · {seller ? `from ${o.buyerName} · ` : `${o.store.name} · `}
          {OFFER_STATUS_LABEL[o.status]}
          {o.yourTurn ? <strong> · your move</strong> : null}
        </li>
      ))}
    </ul>
  );
}

export default function InboxOffers() {
  const { asBuyer, asSeller } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title="Offers">
      <h2 className={s.tileTitle}>Offers you made</h2>
      <OfferList offers={asBuyer} />
      {asSeller ? (
        <>
          <h2 className={s.tileTitle}>Offers on your products</h2>
          <OfferList offers={asSeller} seller />
        </>
      ) : null}
      <p className={layoutStyles.muted}>Open offers expire 7 days after the last move.</p>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
