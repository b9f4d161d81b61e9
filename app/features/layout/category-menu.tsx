/**
 * The category menu under the header. Each group is a <details> disclosure: it opens with a tap or the
 * keyboard and needs no JavaScript. Its ~90 links are plain anchors navigated client-side by one handler
 * (delegated-links.ts), written once per menu by the server (static-island.tsx, category-menu-html.server.ts).
 */
import { useDelegatedLinks } from '~/lib/delegated-links';
import { StaticIsland } from '~/lib/static-island';
import { fallbackCategoryMenu, type MenuGroup } from '~/features/catalogue/fallback-menu';

export type { MenuGroup };
import * as s from './category-menu.css';

export const CATEGORY_MENU_ISLAND = 'category-menu';

export function CategoryMenu() {
  const onClick = useDelegatedLinks();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegated handler for the links inside (delegated-links.ts); Enter on a focused link fires the same click.
    <nav aria-label="Categories" onClick={onClick}>
      <StaticIsland name={CATEGORY_MENU_ISLAND} as="ul" className={s.menu} fallback={<CategoryMenuGroups groups={fallbackCategoryMenu} />} />
    </nav>
  );
}

/** The menu's groups: the island's HTML (category-menu-html.server.ts), or the built-in menu where there is none. */
export function CategoryMenuGroups({ groups }: { groups: MenuGroup[] }) {
  return groups.map((g) => (
    <li key={g.id} className={s.group}>
      <details>
        {/* A category's name is the editors' word, not the site's (translate="no": issue 33 §3). */}
        <summary className={s.summary} translate="no">
          {g.title}
        </summary>
        <ul className={s.panel}>
          <li>
            <a className={s.allLink} href={g.url}>
              All <span translate="no">{g.title}</span>
            </a>
          </li>
          {g.subitems.map((sub) => (
            <li key={sub.id}>
              <a className={s.link} href={sub.url} translate="no">
                {sub.title}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </li>
  ));
}
