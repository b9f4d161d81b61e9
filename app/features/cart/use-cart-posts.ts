/**
 * Cart changes of an anonymous visitor with JavaScript. Their cart is an HttpOnly cookie the gateway knows
 * nothing about, so the cart page's forms still post to the cart action, as fetchers instead of
 * navigations. While posts are pending the page shows the loader's cart with their changes applied
 * (optimistic-cart.ts); the revalidated loader cart replaces it. An action error changes no cookie, so the
 * loader's cart is still the old one when the post settles: the rollback is free, and the message is shown.
 */
import { useFetcher, useFetchers, useSubmit } from '@remix-run/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { CartViewFragment } from '~/graphql/generated/graphql';
import { href } from '~/routes';
import { changeFromForm, optimisticCart } from './optimistic-cart';

const KEY_PREFIX = 'cart-post-';
let serial = 0;

export function useCartPosts(loaderCart: CartViewFragment, enabled: boolean) {
  const submit = useSubmit();
  // One fetcher per post, so a second change does not cancel the first one's optimistic view.
  const [latestKey, setLatestKey] = useState(`${KEY_PREFIX}0`);
  // Mounting the latest post's fetcher keeps its answer (v3_fetcherPersist drops unmounted ones when idle).
  const latest = useFetcher<{ error?: string | null }>({ key: latestKey });
  const posts = useFetchers().filter((f) => f.key.startsWith(KEY_PREFIX) && f.formData);
  const [failures, setFailures] = useState(0);

  const error = latest.state === 'idle' ? (latest.data?.error ?? null) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: latest.data on purpose: a new post refused with the same message is a new failure and must count again.
  useEffect(() => {
    if (error) setFailures((n) => n + 1);
  }, [error, latest.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!enabled) return;
    const form = new FormData(event.currentTarget);
    if (!changeFromForm(form)) return;
    event.preventDefault();
    // Tells the action to answer data instead of redirecting back to the cart (a redirect would navigate).
    form.set('fetcher', '1');
    const key = `${KEY_PREFIX}${++serial}`;
    setLatestKey(key);
    submit(form, { method: 'post', action: href('cart'), navigate: false, fetcherKey: key });
  }

  let cart = loaderCart;
  if (enabled) {
    for (const post of posts) {
      const change = changeFromForm(post.formData!);
      if (change) cart = optimisticCart(cart, change);
    }
  }
  return { cart, error: enabled ? error : null, onSubmit, resetKey: failures };
}
