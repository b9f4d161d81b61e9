/** A store in a list: logo, name, city, categories, listings and, near a point, its distance. */
import { Link } from '@remix-run/react';
import { href } from '~/routes';
import * as s from './store-card.css';

export interface StoreCardData {
  id: string;
  slug: string;
  name: string;
  logo?: string | null;
  city: string;
  productCount: number;
  distanceKm?: number | null;
  categories: { id: string; name: string }[];
}

/** `text`: "{count} listings" and "{km} km away" in the page's language (stores-text.server.ts storeCardText); English without. */
export function StoreCard({ store, text }: { store: StoreCardData; text?: { listings: string; km: string } }) {
  return (
    <article className={s.card}>
      {store.logo ? <img className={s.logo} src={store.logo} alt="" width={56} height={56} loading="lazy" /> : null}
      <div className={s.body}>
        <Link className={s.name} to={href('storefront', { bSlug: store.slug })} translate="no">
          {store.name}
        </Link>
        <p className={s.meta}>
          {store.city}
          {store.distanceKm != null ? ` · ${(text?.km ?? '{km} km away').replace('{km}', store.distanceKm.toFixed(1))}` : ''} ·{' '}
          {(text?.listings ?? '{count} listings').replace('{count}', String(store.productCount))}
        </p>
        <p className={s.meta} translate="no">
          {store.categories.map((c) => c.name).join(' · ')}
        </p>
      </div>
    </article>
  );
}
