import { Link } from '@remix-run/react';
import type { CategoryTileFragment } from '~/graphql/generated/graphql';
import { href } from '~/routes';
import { ResponsiveImg } from './responsive-img';
import * as s from './category-tile.css';

const TILE_SIZES = '(max-width: 767px) 50vw, (max-width: 991px) 25vw, 200px';

export function CategoryTiles({ categories }: { categories: CategoryTileFragment[] }) {
  return (
    <ul className={s.grid}>
      {categories.map((c) => (
        <li key={c.id}>
          <Link className={s.tile} to={href('category-generic', { slug: c.slug })} prefetch="intent">
            {c.image ? (
              <ResponsiveImg className={s.image} url={c.image.url} alt="" width={c.image.width} height={c.image.height} sizes={TILE_SIZES} />
            ) : null}
            <span className={s.label}>
              {c.name}
              <span className={s.count}>{c.productCount} listings</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
