/** The offers inbox (`/account/inbox/offers`): offers you made, and for vendors, offers on your products. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Empty, layoutStyles } from '~/components/layout';
import { AccountLayout, accountStyles as s } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { accountNavText, moneyIn } from '~/features/account/account-text.server';
import { offerStatusIn } from '~/features/offers/offers-text.server';
import { query } from '~/graphql/client.server';
import { MyOffersQuery } from '~/graphql/queries/offers.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.text['offers.metaTitle'] ?? 'Offers — Musika' }];

const KEYS = [
  'offers.metaTitle',
  'offers.title',
  'offers.youMade',
  'offers.onYourProducts',
  'offers.emptyBuyer',
  'offers.emptySeller',
  'offers.yourMove',
  'offers.expiryNote',
] as const;

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await requireAccess('account', args);
  const [asBuyer, asSeller] = await Promise.all([
    query(args.context, args.request, MyOffersQuery, { role: 'BUYER' }),
    viewer.isVendor ? query(args.context, args.request, MyOffersQuery, { role: 'SELLER' }) : null,
  ]);
  const { language, t } = requestTranslator(args.request);
  // Each offer's amount, status and other side in the page's language, finished here.
  const rows = (offers: typeof asBuyer.myOffers, seller: boolean) =>
    offers.map((o) => ({
      id: o.id,
      product: o.product.name,
      amount: moneyIn(language, o.amount),
      quantity: o.quantity,
      party: seller ? t('offers.fromBuyer', { name: o.buyerName }) : o.store.name,
      status: offerStatusIn(t, o.status),
      yourTurn: o.yourTurn,
    }));
  return {
    asBuyer: rows(asBuyer.myOffers, false),
    asSeller: asSeller ? rows(asSeller.myOffers, true) : null,
    text: pick(t, KEYS),
    nav: accountNavText(t),
  };
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function OfferList({ offers, seller, text }: { offers: Data['asBuyer']; seller?: boolean; text: Data['text'] }) {
  if (!offers.length) return <Empty>{text[seller ? 'offers.emptySeller' : 'offers.emptyBuyer']}</Empty>;
  return (
    <ul className={s.list}>
      {offers.map((o) => (
        <li key={o.id}>
          <Link to={href('inbox-offer', { offerId: o.id })} translate="no">
            {o.product}
          </Link>{' '}
          · {o.amount} × {o.quantity} · <span translate="no">{o.party}</span> · {o.status}
          {o.yourTurn ? <strong> · {text['offers.yourMove']}</strong> : null}
        </li>
      ))}
    </ul>
  );
}

export default function InboxOffers() {
  const { asBuyer, asSeller, text, nav } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title={text['offers.title']} nav={nav}>
      <h2 className={s.tileTitle}>{text['offers.youMade']}</h2>
      <OfferList offers={asBuyer} text={text} />
      {asSeller ? (
        <>
          <h2 className={s.tileTitle}>{text['offers.onYourProducts']}</h2>
          <OfferList offers={asSeller} seller text={text} />
        </>
      ) : null}
      <p className={layoutStyles.muted}>{text['offers.expiryNote']}</p>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
