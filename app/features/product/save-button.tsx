/**
 * Save to favourites. With JavaScript it posts in the background; logged out, it opens the auth popup and
 * completes the save after login (spec §2.1 follow-up action). Without JavaScript it is a plain form post.
 */
import { useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useAuthPopup } from '~/features/auth/auth-popup';
import { href } from '~/routes';
import * as s from './product-page.css';

/** text: ["Save to favourites", "Saved to favourites"] in the page's language. */
export function SaveButton({
  productId,
  saved,
  loggedIn,
  returnTo,
  text,
}: {
  productId: string;
  saved: boolean;
  loggedIn: boolean;
  returnTo: string;
  text: [string, string];
}) {
  const fetcher = useFetcher<{ ok: boolean; error: string | null }>({ key: `wishlist-${productId}` });
  const popup = useAuthPopup();
  // Only a page with JavaScript asks for a data answer; without it the post redirects back to the product.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const pendingIntent = fetcher.formData?.get('intent');
  // Optimistic: show the state the click asked for while it is on its way.
  const showSaved = pendingIntent ? pendingIntent === 'add' : saved;
  const data = { intent: showSaved ? 'remove' : 'add', productId, redirectTo: returnTo, fetcher: '1' };
  return (
    <fetcher.Form
      method="post"
      action={href('wishlist-action')}
      onSubmit={(event) => {
        if (loggedIn || !popup) return;
        event.preventDefault();
        popup.open({ followUp: { type: 'submit', action: href('wishlist-action'), data: { ...data, intent: 'add' } } });
      }}
    >
      <input type="hidden" name="intent" value={data.intent} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      {interactive ? <input type="hidden" name="fetcher" value="1" /> : null}
      <button type="submit" className={s.saveButton} aria-pressed={showSaved}>
        {text[+showSaved]}
      </button>
      {fetcher.data?.error ? <p role="alert">{fetcher.data.error}</p> : null}
    </fetcher.Form>
  );
}
