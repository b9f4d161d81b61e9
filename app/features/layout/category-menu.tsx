/**
 * The category menu under the header. Each group is a <details> disclosure: it opens with a tap or the
 * keyboard and needs no JavaScript. Its ~90 links are plain anchors navigated client-side by one handler
 * (delegated-links.ts).
 */
import { useDelegatedLinks } from '~/lib/delegated-links';
import * as s from './category-menu.css';

export interface MenuGroup {
  id: string;
  title: string;
  url: string;
  subitems: { id: string; title: string; url: string }[];
}

export function CategoryMenu({ groups }: { groups: MenuGroup[] }) {
  const onClick = useDelegatedLinks();
  return (
    <nav aria-label="Categories" onClick={onClick}>
      <ul className={s.menu}>
        {groups.map((g) => (
          <li key={g.id} className={s.group}>
            <details>
              <summary className={s.summary}>{g.title}</summary>
              <ul className={s.panel}>
                <li>
                  <a className={s.allLink} href={g.url}>
                    All {g.title}
                  </a>
                </li>
                {g.subitems.map((sub) => (
                  <li key={sub.id}>
                    <a className={s.link} href={sub.url}>
                      {sub.title}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </nav>
  );
}
