import { Link } from '@remix-run/react';
import type { CategoryTileFragment } from '~/graphql/generated/graphql';
import { href } from '~/routes';
import { ResponsiveImg } from './responsive-img';
import * as s from './category-tile.css';

const TILE_SIZES = '(max-width: 767px) 50vw, (max-width: 991px) 25vw, 200px';

/**
 * eagerCount: tiles that open the page (a category's sub-categories come first, and the first tile is then
 * its LCP): loaded eagerly, the first row (2 tiles on a phone) at high priority. Elsewhere tiles sit below
 * the fold and load lazily.
 */
/**
 * Each tile's name and count come finished in the page's language (the loader: category-names.server.ts
 * `localCategory`, `browse.tileListings`); `raw` marks a name left as stored (translate="no").
 */
export type CategoryTileItem = CategoryTileFragment & { countLabel: string; raw?: boolean };

export function CategoryTiles({ categories, eagerCount = 0 }: { categories: CategoryTileItem[]; eagerCount?: number }) {
  return (
    <ul className={s.grid}>
      {categories.map((c, i) => (
        <li key={c.id}>
          <Link className={s.tile} to={href('category-generic', { slug: c.slug })} prefetch="intent">
            {c.image ? (
              <ResponsiveImg
                className={s.image}
                url={c.image.url}
                alt=""
                width={c.image.width}
                height={c.image.height}
                sizes={TILE_SIZES}
                eager={i < eagerCount}
                priority={i < Math.min(eagerCount, 2)}
              />
            ) : null}
            <span className={s.label}>
              {c.raw ? <span translate="no">{c.name}</span> : c.name}
              <span className={s.count}>{c.countLabel}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
