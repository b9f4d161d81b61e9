/**
 * The cart (spec §4). Works without JavaScript: every change is a form post. Lines are grouped by store,
 * since each store makes its own order at checkout.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert } from '~/components/form';
import { Breadcrumbs, Empty, PageTitle } from '~/components/layout';
import { applyCartAction, cartActionSchema } from '~/features/cart/cart-actions.server';
import { cartStoreFor } from '~/features/cart/cart-store.server';
import { CartView } from '~/features/cart/cart-view';
import { safeRedirect } from '~/lib/safe-redirect';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Your cart — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const store = await cartStoreFor(context, request);
  return { cart: await store.read() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = cartActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0].message }, { status: 400 });
  const store = await cartStoreFor(context, request);
  const result = await applyCartAction(store, parsed.data);
  if (!result.ok) return data({ error: result.error }, { status: 400, headers: result.headers });
  const next = parsed.data.intent === 'add' ? safeRedirect(parsed.data.redirectTo, href('cart')) : href('cart');
  throw redirect(next === href('cart') ? next : `${next}${next.includes('?') ? '&' : '?'}added=1`, { headers: result.headers });
}

export default function Cart() {
  const { cart } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Cart' }]} />
      <PageTitle>Your cart</PageTitle>
      <FormAlert>{result?.error}</FormAlert>
      {cart.lines.length ? (
        <CartView cart={cart} />
      ) : (
        <Empty>
          Your cart is empty. <Link to={href('deals')}>See today's deals</Link> or <Link to={href('categories')}>browse categories</Link>.
        </Empty>
      )}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
