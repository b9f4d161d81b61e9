/** Favourites (`/account/favourite`): the products the user saved, each with a way to remove it. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Empty } from '~/components/layout';
import { ProductCard } from '~/components/product-card';
import * as cards from '~/components/product-card.css';
import { AccountLayout } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import * as cart from '~/features/cart/cart.css';
import { query } from '~/graphql/client.server';
import { FavouritesQuery } from '~/graphql/queries/engagement.server';
import { accountNavText } from '~/features/account/account-text.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.text['account.favouritesMetaTitle'] ?? 'Favourites — Musika' }];

const KEYS = [
  'account.favouritesMetaTitle',
  'account.favouritesTitle',
  'account.favouritesRemove',
  'account.favouritesEmpty',
  'account.seeDeals',
] as const;

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const { wishlist } = await query(args.context, args.request, FavouritesQuery, {});
  const { t } = requestTranslator(args.request);
  const products = (wishlist ?? []).map((p) => ({ ...p, removeLabel: t('account.favouritesRemoveLabel', { name: p.name }) }));
  return { products, text: pick(t, KEYS), nav: accountNavText(t) };
}

export default function Favourites() {
  const { products, text, nav } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title={text['account.favouritesTitle']} nav={nav}>
      {products.length ? (
        <ul className={cards.grid}>
          {products.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} />
              <Form method="post" action={href('wishlist-action')}>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="productId" value={p.id} />
                <input type="hidden" name="redirectTo" value={href('favourites')} />
                <button className={cart.linkButton} type="submit" aria-label={p.removeLabel}>
                  {text['account.favouritesRemove']}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>
          {text['account.favouritesEmpty']} <Link to={href('deals')}>{text['account.seeDeals']}</Link>.
        </Empty>
      )}
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
