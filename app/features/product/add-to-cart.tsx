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

interface Props {
  product: { id: string; slug: string; kind: string; stockQuantity?: number | null };
  variations: { id: string; name: string; price: { amountCents: number; currency: string }; stockQuantity?: number | null }[];
  returnTo: string;
  added: boolean;
}

export function AddToCart({ product, variations, returnTo, added }: Props) {
  const busy = useNavigation().formData?.get('intent') === 'add';
  const soldOut = variations.length === 0 && product.stockQuantity === 0;
  return (
    <Form method="post" action={href('cart')} className={s.addToCart} aria-label="Add to cart">
      <FormNotice>
        {added ? (
          <>
            Added to your cart. <Link to={href('cart')}>View cart →</Link>
          </>
        ) : null}
      </FormNotice>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="slug" value={product.slug} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      {variations.length > 0 ? (
        <label className={formStyles.field}>
          <span className={formStyles.label}>Option</span>
          <select name="variationId" className={formStyles.input} required defaultValue="">
            <option value="" disabled>
              Choose an option
            </option>
            {variations.map((v) => (
              <option key={v.id} value={v.id} disabled={v.stockQuantity === 0}>
                {v.name} — {formatMoney(v.price.amountCents, v.price.currency)}
                {v.stockQuantity === 0 ? ' (sold out)' : ''}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className={s.buyRow}>
        <label className={formStyles.field}>
          <span className={formStyles.label}>Quantity</span>
          <input className={formStyles.input} type="number" name="quantity" min={1} max={99} defaultValue={1} inputMode="numeric" required />
        </label>
        <button className={button()} type="submit" disabled={busy || soldOut}>
          {soldOut ? 'Sold out' : busy ? 'Adding…' : 'Add to cart'}
        </button>
      </div>
    </Form>
  );
}
