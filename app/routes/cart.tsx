/**
 * The cart (spec §4). Works without JavaScript: every change is a form post. Lines are grouped by store,
 * since each store makes its own order at checkout. With JavaScript, changes show at once and roll back
 * with the error message on failure: through graphcache for a logged-in cart (use-graphcache-cart.ts),
 * as fetcher posts for an anonymous one (use-cart-posts.ts).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert } from '~/components/form';
import { Breadcrumbs, Empty, PageTitle } from '~/components/layout';
import { applyCartAction, cartActionSchema } from '~/features/cart/cart-actions.server';
import { cartStoreFor } from '~/features/cart/cart-store.server';
import { CartView } from '~/features/cart/cart-view';
import { RemovedLinesNotice } from '~/features/cart/removed-notice';
import { useCartPosts } from '~/features/cart/use-cart-posts';
import { useGraphcacheCart } from '~/features/cart/use-graphcache-cart';
import { safeRedirect } from '~/lib/safe-redirect';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Your cart — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const store = await cartStoreFor(context, request);
  const cart = await store.read();
  // Lines reported as removed are shown once here, then dropped from the visitor's cookie cart.
  return data({ cart, loggedIn: store.loggedIn }, { headers: await store.forgetRemoved(cart) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  // Sent after a change made through graphcache: nothing to do here, but a POST makes Remix reload the root
  // loader, and with it the header's cart count.
  if (form.get('intent') === 'refresh') return { error: null };
  const parsed = cartActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: parsed.error.issues[0].message }, { status: 400 });
  const store = await cartStoreFor(context, request);
  const result = await applyCartAction(store, parsed.data);
  if (!result.ok) return data({ error: result.error }, { status: 400, headers: result.headers });
  // A fetcher post (use-cart-posts.ts) stays on the page: a redirect would navigate.
  if (form.get('fetcher') === '1') return data({ error: null }, { headers: result.headers });
  const next = parsed.data.intent === 'add' ? safeRedirect(parsed.data.redirectTo, href('cart')) : href('cart');
  throw redirect(next === href('cart') ? next : `${next}${next.includes('?') ? '&' : '?'}added=1`, { headers: result.headers });
}

/** After a graphcache change the browser already holds the server's cart: only the root loader reloads. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'refresh' ? false : defaultShouldRevalidate;

export default function Cart() {
  const { cart: loaderCart, loggedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const island = useGraphcacheCart(loaderCart, loggedIn);
  const posts = useCartPosts(loaderCart, !loggedIn);
  const { cart, error, onSubmit, resetKey } = loggedIn ? island : posts;
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Cart' }]} />
      <PageTitle>Your cart</PageTitle>
      <FormAlert>{error ?? result?.error}</FormAlert>
      <RemovedLinesNotice lines={cart.removedLines} />
      {cart.lines.length ? (
        <CartView cart={cart} onSubmit={onSubmit} resetKey={resetKey} />
      ) : (
        <Empty>
          Your cart is empty. <Link to={href('deals')}>See today's deals</Link> or <Link to={href('categories')}>browse categories</Link>.
        </Empty>
      )}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
