/** "Make an offer" on a product page: a price per unit and a message; the store answers in the offers inbox. */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import { loginUrl } from '~/lib/safe-redirect';
import * as s from '~/features/product/product-page.css';

export function MakeOffer({ loggedIn, returnTo, error }: { loggedIn: boolean; returnTo: string; error?: string | null }) {
  return (
    <details className={s.report} open={!!error}>
      <summary>Make an offer</summary>
      {loggedIn ? (
        <Form method="post" className={formStyles.form} aria-label="Make an offer">
          <input type="hidden" name="intent" value="offer" />
          <label className={formStyles.field}>
            <span className={formStyles.label}>Your price per item (US$)</span>
            <input className={formStyles.input} type="number" name="amount" min="0.01" step="0.01" required inputMode="decimal" />
          </label>
          <label className={formStyles.field}>
            <span className={formStyles.label}>How many</span>
            <input className={formStyles.input} type="number" name="quantity" min={1} max={1000} defaultValue={1} required />
          </label>
          <label className={formStyles.field}>
            <span className={formStyles.label}>Message (optional)</span>
            <textarea className={formStyles.input} name="message" rows={2} maxLength={500} />
          </label>
          {error ? (
            <p role="alert" className={formStyles.error}>
              {error}
            </p>
          ) : null}
          <button className={button()} type="submit">
            Send offer
          </button>
        </Form>
      ) : (
        <p>
          <Link to={loginUrl(returnTo)}>Log in</Link> to make an offer. The store can accept it, turn it down or suggest another price.
        </p>
      )}
    </details>
  );
}
