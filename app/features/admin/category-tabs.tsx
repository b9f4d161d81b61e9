/** The links between the editors' screens: product categories, business categories, attributes (issue 29). */
import { Link } from '@remix-run/react';
import type { CategoryKind } from '~/graphql/generated/graphql';
import { href } from '~/routes';
import type { CategoryWords } from './category-results';
import * as s from './category-screens.css';

/** `?kind=business` (or a route's `{kind}`) → BUSINESS; anything else → PRODUCT. */
export const kindFrom = (value: string | null | undefined): CategoryKind =>
  String(value ?? '').toLowerCase() === 'business' ? 'BUSINESS' : 'PRODUCT';

export function CategoryTabs({ w, current }: { w: CategoryWords; current: CategoryKind | 'ATTRIBUTES' }) {
  const tabs = [
    ['PRODUCT', w.tabProduct, href('admin-categories')],
    ['BUSINESS', w.tabBusiness, `${href('admin-categories')}?kind=business`],
    ['ATTRIBUTES', w.tabAttributes, href('admin-attributes')],
  ] as const;
  return (
    <nav aria-label={w.categoryScreens}>
      <ul className={s.tabs}>
        {tabs.map(([key, label, to]) => (
          <li key={key}>
            <Link className={key === current ? s.tabCurrent : s.tab} to={to} aria-current={key === current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
