/** "Make an offer" on a product page: a price per unit and a message; the store answers in the offers inbox. */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import { loginUrl } from '~/lib/safe-redirect';
import type { OfferText } from '~/features/product/product-page-text';
import * as s from '~/features/product/product-page.css';

export function MakeOffer({ loggedIn, returnTo, error, text: w }: { loggedIn: boolean; returnTo: string; error?: string | null; text: OfferText }) {
  return (
    <details className={s.report} open={!!error}>
      <summary>{w.title}</summary>
      {loggedIn ? (
        <Form method="post" className={formStyles.form} aria-label={w.title}>
          <input type="hidden" name="intent" value="offer" />
          <label className={formStyles.field}>
            <span className={formStyles.label}>{w.price}</span>
            <input className={formStyles.input} type="number" name="amount" min="0.01" step="0.01" required inputMode="decimal" />
          </label>
          <label className={formStyles.field}>
            <span className={formStyles.label}>{w.howMany}</span>
            <input className={formStyles.input} type="number" name="quantity" min={1} max={1000} defaultValue={1} required />
          </label>
          <label className={formStyles.field}>
            <span className={formStyles.label}>{w.message}</span>
            <textarea className={formStyles.input} name="message" rows={2} maxLength={500} />
          </label>
          {error ? (
            <p role="alert" className={formStyles.error}>
              {error}
            </p>
          ) : null}
          <button className={button()} type="submit">
            {w.send}
          </button>
        </Form>
      ) : (
        <p>
          <Link to={loginUrl(returnTo)}>{w.logIn}</Link>
          {w.rest}
        </p>
      )}
    </details>
  );
}
