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

export function StoreCard({ store }: { store: StoreCardData }) {
  return (
    <article className={s.card}>
      {store.logo ? <img className={s.logo} src={store.logo} alt="" width={56} height={56} loading="lazy" /> : null}
      <div className={s.body}>
        <Link className={s.name} to={href('storefront', { bSlug: store.slug })}>
          {store.name}
        </Link>
        <p className={s.meta}>
          {store.city}
          {store.distanceKm != null ? ` · ${store.distanceKm.toFixed(1)} km away` : ''} · {store.productCount} listings
        </p>
        <p className={s.meta}>{store.categories.map((c) => c.name).join(' · ')}</p>
      </div>
    </article>
  );
}
