import { Link } from '@remix-run/react';
import type { ProductCardFragment } from '~/graphql/generated/graphql';
import { useCardText } from '~/features/money/zwg-rate';
import { productHref } from '~/lib/product-links';
import { Price } from './price';
import { ResponsiveImg } from './responsive-img';
import * as s from './product-card.css';

const CARD_SIZES = '(max-width: 767px) 50vw, (max-width: 991px) 33vw, 25vw';

/** Search results near a point carry their distance. */
export type ProductCardItem = ProductCardFragment & { distanceKm?: number | null };

export function ProductCard({ product, eager, priority }: { product: ProductCardItem; eager?: boolean; priority?: boolean }) {
  const { card } = useCardText();
  const badge = product.auction ? card.auction : product.onSale ? card.deal : product.promoted ? card.featured : null;
  return (
    <article className={s.card}>
      {/* The photo's alt text is the store's words, like the name. */}
      <div className={s.imageBox} translate="no">
        {product.image ? (
          <ResponsiveImg
            className={s.image}
            url={product.image.url}
            alt={product.image.alt || product.name}
            width={product.image.width}
            height={product.image.height}
            sizes={CARD_SIZES}
            eager={eager}
            priority={priority}
          />
        ) : null}
      </div>
      {badge ? <span className={s.badge}>{badge}</span> : null}
      <div className={s.body}>
        <Link className={s.name} to={productHref(product)} prefetch="intent" translate="no">
          {product.name}
        </Link>
        <Price
          price={product.auction?.startingBid ?? product.rate?.amount ?? product.price}
          regularPrice={product.auction || product.rate ? null : product.regularPrice}
          per={product.rate?.unit}
        />
        <p className={s.meta}>
          {card.kind[product.kind]} · {product.city}
          {product.distanceKm != null ? ` · ${card.km.replace('{km}', product.distanceKm.toFixed(1))}` : ''}
          {product.rating.count > 0 ? ` · ★ ${product.rating.average.toFixed(1)} (${product.rating.count})` : ''}
        </p>
        <p className={s.meta} translate="no">
          {product.business.name}
        </p>
      </div>
    </article>
  );
}

/** Cards per row on a phone (the grid's narrowest layout): the first row holds the likely LCP image. */
const FIRST_ROW = 2;

/**
 * eagerCount: cards above the fold (loaded eagerly, the rest lazily). priorityCount: cards whose image is
 * fetched at high priority; by default the first row of an eager grid, as the grid then opens the page.
 * Pass 0 when something above the grid is the LCP (home's hero text, a category's tiles).
 */
export function ProductGrid({
  products,
  eagerCount = 0,
  priorityCount = Math.min(eagerCount, FIRST_ROW),
  fillRow = false,
}: {
  products: ProductCardItem[];
  eagerCount?: number;
  priorityCount?: number;
  /** One short row: fewer than four cards take the whole width from tablets up instead of leaving holes. */
  fillRow?: boolean;
}) {
  const few = fillRow && products.length < 4 ? s.gridOfCount[products.length as 1 | 2 | 3] : '';
  return (
    <ul className={few ? `${s.grid} ${few}` : s.grid}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < eagerCount} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
