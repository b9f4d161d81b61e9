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
import { messagesFor, requestTranslator, translateMessage } from '~/lib/i18n/translate.server';
import { MAX_QUANTITY } from '~/features/cart/cart-rules';
import { CART_TEXT_KEYS } from '~/features/cart/cart-text';
import { href } from '~/routes';
import { cartApiWordings } from '~/features/cart/cart-words.server';
import { wordingIn } from '~/lib/i18n/api-wordings';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? 'Your cart — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const store = await cartStoreFor(context, request);
  const cart = await store.read();
  const { language, t } = requestTranslator(request);
  // Lines reported as removed are shown once here, then dropped from the visitor's cookie cart.
  return data(
    {
      cart,
      loggedIn: store.loggedIn,
      title: t('cart.metaTitle'),
      text: messagesFor(language, CART_TEXT_KEYS),
      // The API's words the page shows as they come (a refused change, a line that left the cart), in the language.
      apiWords: cartApiWordings(language),
    },
    { headers: await store.forgetRemoved(cart) },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  // Sent after a change made through graphcache: nothing to do here, but a POST makes Remix reload the root
  // loader, and with it the header's cart count.
  if (form.get('intent') === 'refresh') return { error: null };
  const parsed = cartActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const { t } = requestTranslator(request);
    return data({ error: translateMessage(t, parsed.error.issues[0].message, { max: MAX_QUANTITY }) }, { status: 400 });
  }
  const store = await cartStoreFor(context, request);
  const result = await applyCartAction(store, parsed.data);
  if (!result.ok) return data({ error: translateMessage(requestTranslator(request).t, result.error) }, { status: 400, headers: result.headers });
  // A fetcher post (use-cart-posts.ts) stays on the page: a redirect would navigate.
  if (form.get('fetcher') === '1') return data({ error: null }, { headers: result.headers });
  const next = parsed.data.intent === 'add' ? safeRedirect(parsed.data.redirectTo, href('cart')) : href('cart');
  throw redirect(next === href('cart') ? next : `${next}${next.includes('?') ? '&' : '?'}added=1`, { headers: result.headers });
}

/** After a graphcache change the browser already holds the server's cart: only the root loader reloads. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'refresh' ? false : defaultShouldRevalidate;

export default function Cart() {
  const { cart: loaderCart, loggedIn, text, apiWords } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const island = useGraphcacheCart(loaderCart, loggedIn);
  const posts = useCartPosts(loaderCart, !loggedIn);
  const { cart, error, onSubmit, resetKey } = loggedIn ? island : posts;
  return (
    <>
      <Breadcrumbs items={[{ label: text['common.home'], to: href('home') }, { label: text['chrome.cart'] }]} />
      <PageTitle>{text['cart.title']}</PageTitle>
      <FormAlert>{error ? wordingIn(apiWords, error) : result?.error}</FormAlert>
      <RemovedLinesNotice lines={cart.removedLines.map((line) => ({ ...line, message: wordingIn(apiWords, line.message) }))} />
      {cart.lines.length ? (
        <CartView cart={cart} onSubmit={onSubmit} resetKey={resetKey} text={text} />
      ) : (
        <Empty>
          {text['cart.emptyLead']} <Link to={href('deals')}>{text['cart.emptyDeals']}</Link> {text['cart.emptyOr']}{' '}
          <Link to={href('categories')}>{text['cart.emptyBrowse']}</Link>.
        </Empty>
      )}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
