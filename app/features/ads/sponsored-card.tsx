/**
 * One sponsored ad: a product card, or a store card when the ad promotes the business. Its link is the ad's
 * click link (/ads/click/{id}?placement=…, a plain link that works without JavaScript: the server records the
 * click and redirects), never the product's own URL, so every click is counted once by the server.
 */
import type { SponsoredAdFragment } from '~/graphql/generated/graphql';
import { Price } from '~/components/price';
import { ResponsiveImg } from '~/components/responsive-img';
import * as card from '~/components/product-card.css';
import { useCardText } from '~/features/money/zwg-rate';
import * as s from './sponsored.css';

const CARD_SIZES = '(max-width: 767px) 50vw, (max-width: 991px) 33vw, 25vw';

export function SponsoredCard({ ad, mark = 'Sponsored' }: { ad: SponsoredAdFragment; mark?: string }) {
  const { product, business } = ad;
  const { card: words } = useCardText();
  return (
    <article className={`${card.card} ${s.card}`} data-ad-id={ad.id} data-ad-placement={ad.placement.toLowerCase()}>
      {product ? (
        // The photo's alt text is the store's words (product-card.tsx).
        <div className={card.imageBox} translate="no">
          {product.image ? (
            <ResponsiveImg
              className={card.image}
              url={product.image.url}
              alt={product.image.alt || product.name}
              width={product.image.width}
              height={product.image.height}
              sizes={CARD_SIZES}
            />
          ) : null}
        </div>
      ) : (
        <div className={s.logoBox}>
          {business.logo ? <img className={s.logo} src={business.logo} alt="" width={96} height={96} loading="lazy" /> : null}
        </div>
      )}
      <span className={s.mark}>{mark}</span>
      <div className={`${card.body} ${s.body}`}>
        {/* rel=sponsored: search engines must not count a paid link. */}
        <a className={card.name} href={ad.clickUrl} rel="sponsored nofollow" translate="no">
          {product ? product.name : business.name}
        </a>
        {product ? (
          <>
            <Price
              price={product.auction?.startingBid ?? product.rate?.amount ?? product.price}
              regularPrice={product.auction || product.rate ? null : product.regularPrice}
              per={product.rate?.unit}
            />
            <p className={card.meta}>
              {words.kind[product.kind]} · {product.city}
            </p>
            <p className={card.meta} translate="no">
              {product.business.name}
            </p>
          </>
        ) : (
          <p className={card.meta} translate="no">
            {ad.title} · {business.city}
          </p>
        )}
      </div>
    </article>
  );
}
