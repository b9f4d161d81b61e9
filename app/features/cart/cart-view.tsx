/**
 * The cart, grouped by store (each store makes its own order at checkout), with totals per store. Its forms
 * post to the cart action; with JavaScript the page passes `onSubmit` to make the change in place
 * (use-graphcache-cart.ts, use-cart-posts.ts).
 */
import { Form, Link } from '@remix-run/react';
import type { FormEventHandler } from 'react';
import { button } from '~/components/button.css';
import { ResponsiveImg } from '~/components/responsive-img';
import type { CartViewFragment } from '~/graphql/generated/graphql';
import { formatMoney } from '~/lib/money';
import { DualPrice, ZigAmount } from '~/features/money/dual-price';
import { productHref } from '~/lib/product-links';
import { href } from '~/routes';
import { fill } from '~/lib/i18n/fill';
import type { CartText } from './cart-text';
import * as s from './cart.css';

type Line = CartViewFragment['lines'][number];

export function groupByStore(lines: readonly Line[]) {
  const groups = new Map<string, { store: Line['product']['business']; lines: Line[]; subtotalCents: number }>();
  for (const line of lines) {
    const key = line.product.business.id;
    const group = groups.get(key) ?? { store: line.product.business, lines: [], subtotalCents: 0 };
    group.lines.push(line);
    group.subtotalCents += line.lineTotal.amountCents;
    groups.set(key, group);
  }
  return [...groups.values()];
}

interface FormProps {
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Bumped after a failed change, so quantity fields show the rolled-back quantity rather than what was typed. */
  resetKey?: number;
  /** The page's words (cart-text.ts). */
  text: CartText;
}

function CartLineRow({ line, onSubmit, resetKey, text }: { line: Line } & FormProps) {
  const variationId = line.variation?.id ?? '0';
  return (
    <li className={s.line}>
      {line.product.image ? (
        <ResponsiveImg
          className={s.thumb}
          url={line.product.image.url}
          alt=""
          width={line.product.image.width}
          height={line.product.image.height}
          sizes="96px"
        />
      ) : null}
      <div className={s.lineBody}>
        <Link to={productHref(line.product)} className={s.name}>
          {line.product.name}
        </Link>
        {line.variation ? <span className={s.meta}>{line.variation.name}</span> : null}
        <span className={s.meta}>{fill(text['cart.each'], { price: formatMoney(line.unitPrice.amountCents, line.unitPrice.currency) })}</span>
        {line.unavailable ? <span className={s.warning}>{text['cart.fewerInStock']}</span> : null}
        <div className={s.controls}>
          <Form method="post" action={href('cart')} className={s.inline} onSubmit={onSubmit}>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="productId" value={line.product.id} />
            <input type="hidden" name="variationId" value={variationId} />
            <label className="visually-hidden" htmlFor={`qty-${line.product.id}-${variationId}`}>
              {fill(text['cart.quantityOf'], { name: line.product.name })}
            </label>
            <input
              key={resetKey}
              id={`qty-${line.product.id}-${variationId}`}
              className={s.qty}
              type="number"
              name="quantity"
              min={1}
              max={99}
              defaultValue={line.quantity}
              inputMode="numeric"
            />
            <button className={s.linkButton} type="submit">
              {text['cart.update']}
            </button>
          </Form>
          <Form method="post" action={href('cart')} className={s.inline} onSubmit={onSubmit}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="productId" value={line.product.id} />
            <input type="hidden" name="variationId" value={variationId} />
            <button className={s.linkButton} type="submit" aria-label={fill(text['cart.removeLabel'], { name: line.product.name })}>
              {text['cart.remove']}
            </button>
          </Form>
        </div>
      </div>
      <div className={s.total}>
        <strong>{formatMoney(line.lineTotal.amountCents, line.lineTotal.currency)}</strong>
        <ZigAmount usdCents={line.lineTotal.amountCents} currency={line.lineTotal.currency} stacked />
      </div>
    </li>
  );
}

export function CartView({ cart, onSubmit, resetKey, text }: { cart: CartViewFragment } & FormProps) {
  const groups = groupByStore(cart.lines);
  return (
    <div className={s.layout}>
      <div>
        {groups.map((g) => (
          <section key={g.store.id} className={s.group} aria-label={fill(text['cart.fromStoreLabel'], { store: g.store.name })}>
            <h2 className={s.store}>
              {text['cart.from']} <Link to={href('storefront', { bSlug: g.store.slug })}>{g.store.name}</Link>
            </h2>
            <ul className={s.lines}>
              {g.lines.map((line) => (
                <CartLineRow key={`${line.product.id}-${line.variation?.id ?? 0}`} line={line} onSubmit={onSubmit} resetKey={resetKey} text={text} />
              ))}
            </ul>
            <p className={s.storeTotal}>
              {fill(text['cart.subtotalFrom'], { store: g.store.name })} <DualPrice usdCents={g.subtotalCents} />
            </p>
          </section>
        ))}
      </div>
      <aside className={s.summary} aria-label={text['cart.summaryLabel']}>
        <p>{fill(text['cart.summaryCount'], { items: cart.itemCount, stores: groups.length })}</p>
        <p className={s.grand}>
          <DualPrice usdCents={cart.subtotal.amountCents} currency={cart.subtotal.currency} />
        </p>
        <p className={s.meta}>{text['cart.deliveryNote']}</p>
        <Link className={button()} to={href('checkout')}>
          {text['cart.goToCheckout']}
        </Link>
        <Form method="post" action={href('cart')} onSubmit={onSubmit}>
          <input type="hidden" name="intent" value="clear" />
          <button className={s.linkButton} type="submit">
            {text['cart.clear']}
          </button>
        </Form>
      </aside>
    </div>
  );
}
