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
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Favourites — Musika' }];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const { wishlist } = await query(args.context, args.request, FavouritesQuery, {});
  return { products: wishlist ?? [] };
}

export default function Favourites() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title="Favourites">
      {products.length ? (
        <ul className={cards.grid}>
          {products.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} />
              <Form method="post" action={href('wishlist-action')}>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="productId" value={p.id} />
                <input type="hidden" name="redirectTo" value={href('favourites')} />
                <button className={cart.linkButton} type="submit" aria-label={`Remove ${p.name} from favourites`}>
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>
          Nothing saved yet. Tap “Save to favourites” on a product to keep it here. <Link to={href('deals')}>See today's deals</Link>.
        </Empty>
      )}
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
