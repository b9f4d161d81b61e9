/**
 * Cart changes of a logged-in visitor with JavaScript: the cart page's forms run through graphcache against
 * the server cart instead of posting. The page shows graphcache's cart: the optimistic one at once, then
 * the server's; a failure rolls the cache back and answers its message.
 *
 * Loading: urql and graphcache come in with graphcache-cart.ts through import(), never in the first load.
 * It is fetched when the browser is idle after hydration on a fast connection (DESIGN §9: 4g, no
 * Save-Data), otherwise on the first change.
 *
 * The header's cart count is root loader data, which Remix reloads only after a form POST (root.tsx
 * shouldRevalidate): a successful change is followed by a no-op `intent=refresh` POST to the cart action so
 * the root loader runs again; the cart's own loader skips it (routes/cart.tsx), graphcache already has
 * the server's cart.
 */
import { useFetcher, useSubmit } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CartViewFragment } from '~/graphql/generated/graphql';
import { href } from '~/routes';
import type { GraphcacheCart } from './graphcache-cart';
import { changeFromForm } from './optimistic-cart';

let islandModule: Promise<typeof import('./graphcache-cart')> | undefined;
const loadIsland = () =>
  (islandModule ??= import('./graphcache-cart').catch((error: unknown) => {
    islandModule = undefined; // let a later change try again
    throw error;
  }));

function onFastConnection() {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !connection || (!connection.saveData && (connection.effectiveType ?? '4g') === '4g');
}

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

interface Island {
  /** The loader cart its cache was seeded with. */
  seed: CartViewFragment;
  ready: Promise<GraphcacheCart>;
}

/** Frees a replaced (or, on unmount, the last) island's cache once it is ready; one that failed has nothing. */
const drop = (old: Island | null) =>
  void old?.ready.then(
    (cart) => cart.dispose(),
    () => undefined,
  );

export function useGraphcacheCart(loaderCart: CartViewFragment, enabled: boolean) {
  const submit = useSubmit();
  const refresher = useFetcher({ key: 'cart-refresh' });
  const island = useRef<Island | null>(null);
  const [shown, setShown] = useState<{ seed: CartViewFragment; cart: CartViewFragment } | null>(null);
  const inFlight = useRef(0);
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (enabled && onFastConnection()) return whenIdle(() => void loadIsland().catch(() => undefined));
  }, [enabled]);

  useEffect(() => () => drop(island.current), []);

  /** The island for this loader cart; the current one while changes are in flight (its cache is newer). */
  function islandFor(seed: CartViewFragment): Island {
    const current = island.current;
    if (current && (current.seed === seed || inFlight.current > 0)) return current;
    drop(current);
    const next: Island = {
      seed,
      ready: loadIsland().then(({ createGraphcacheCart }) =>
        createGraphcacheCart(seed, (cart) => {
          if (island.current === next) setShown({ seed, cart });
        }),
      ),
    };
    island.current = next;
    return next;
  }

  async function change(form: HTMLFormElement) {
    const wanted = changeFromForm(new FormData(form));
    if (!wanted) return;
    const target = islandFor(loaderCart); // before this change counts as in flight
    setError(null);
    inFlight.current += 1;
    setPending(inFlight.current);
    try {
      let cart: GraphcacheCart;
      try {
        cart = await target.ready;
      } catch {
        // No island (offline, a chunk gone after a deploy): the form still works as a plain post.
        island.current = null;
        submit(form);
        return;
      }
      const message = await cart.apply(wanted);
      if (message) {
        setError(message);
        setFailures((n) => n + 1);
      } else {
        refresher.submit({ intent: 'refresh' }, { method: 'post', action: href('cart') });
      }
    } finally {
      inFlight.current -= 1;
      setPending(inFlight.current);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!enabled || !changeFromForm(new FormData(event.currentTarget))) return;
    event.preventDefault();
    void change(event.currentTarget);
  }

  // graphcache's cart once it holds one for this loader cart (or while changes are still landing on it).
  const cart = enabled && shown && (shown.seed === loaderCart || pending > 0) ? shown.cart : loaderCart;
  return { cart, error, onSubmit, resetKey: failures };
}
