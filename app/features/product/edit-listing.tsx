/**
 * What the product page offers the vendor who owns or staffs the selling business: editing the listing, in
 * place of "Add to cart" and "Make an offer" (nobody buys, offers on or reviews their own product; the API
 * refuses it too). Shown from Product.viewerIsOwner, which is worked out per viewer, never cached.
 */
import { Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { layoutStyles } from '~/components/layout';
import { href } from '~/routes';
import type { ProductPageText } from './product-page-text';
import * as s from './product-page.css';

export function EditListing({ slug, text }: { slug: string; text: Pick<ProductPageText, 'yours' | 'edit'> }) {
  return (
    <div className={s.actions}>
      <p className={layoutStyles.muted}>{text.yours}</p>
      <Link className={button()} to={href('update-product', { slug })}>
        {text.edit}
      </Link>
    </div>
  );
}
