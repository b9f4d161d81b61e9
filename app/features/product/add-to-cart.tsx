/**
 * Add to cart on the product page: a form post (works without JavaScript) that returns here with a notice.
 * Houses, vehicles, services and auctions are not bought through a cart: their page offers contact instead.
 */
import { Form, Link, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { FormNotice, formStyles } from '~/components/form';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';
import * as s from './product-page.css';

export const CART_KINDS = new Set(['GENERAL', 'FOOD', 'CLOTHING', 'HAT', 'HIRE_ITEM']);

/** add-to-cart-text.server.ts */
export interface AddToCartText {
  label: string;
  added: string;
  viewCart: string;
  option: string;
  choose: string;
  optionSoldOut: string;
  quantity: string;
  soldOut: string;
  adding: string;
  add: string;
}

interface Props {
  text: AddToCartText;
  product: { id: string; slug: string; kind: string; stockQuantity?: number | null };
  variations: { id: string; name: string; price: { amountCents: number; currency: string }; stockQuantity?: number | null }[];
  returnTo: string;
  added: boolean;
}

export function AddToCart({ text, product, variations, returnTo, added }: Props) {
  const busy = useNavigation().formData?.get('intent') === 'add';
  const soldOut = variations.length === 0 && product.stockQuantity === 0;
  return (
    <Form method="post" action={href('cart')} className={s.addToCart} aria-label={text.label}>
      <FormNotice>
        {added ? (
          <>
            {text.added} <Link to={href('cart')}>{text.viewCart}</Link>
          </>
        ) : null}
      </FormNotice>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="slug" value={product.slug} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      {variations.length > 0 ? (
        <label className={formStyles.field}>
          <span className={formStyles.label}>{text.option}</span>
          <select name="variationId" className={formStyles.input} required defaultValue="">
            <option value="" disabled>
              {text.choose}
            </option>
            {variations.map((v) => (
              <option key={v.id} value={v.id} disabled={v.stockQuantity === 0}>
                {v.name} — {formatMoney(v.price.amountCents, v.price.currency)}
                {v.stockQuantity === 0 ? text.optionSoldOut : ''}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className={s.buyRow}>
        <label className={formStyles.field}>
          <span className={formStyles.label}>{text.quantity}</span>
          <input className={formStyles.input} type="number" name="quantity" min={1} max={99} defaultValue={1} inputMode="numeric" required />
        </label>
        <button className={button()} type="submit" disabled={busy || soldOut}>
          {soldOut ? text.soldOut : busy ? text.adding : text.add}
        </button>
      </div>
    </Form>
  );
}
