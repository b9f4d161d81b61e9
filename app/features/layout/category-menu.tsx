/**
 * The category menu under the header. Each group is a <details> disclosure: it opens with a tap or the
 * keyboard and needs no JavaScript.
 */
import { Link } from '@remix-run/react';
import * as s from './category-menu.css';

export interface MenuGroup {
  id: string;
  title: string;
  url: string;
  subitems: { id: string; title: string; url: string }[];
}

export function CategoryMenu({ groups }: { groups: MenuGroup[] }) {
  return (
    <nav aria-label="Categories">
      <ul className={s.menu}>
        {groups.map((g) => (
          <li key={g.id} className={s.group}>
            <details>
              <summary className={s.summary}>{g.title}</summary>
              <ul className={s.panel}>
                <li>
                  <Link className={s.allLink} to={g.url}>
                    All {g.title}
                  </Link>
                </li>
                {g.subitems.map((sub) => (
                  <li key={sub.id}>
                    <Link className={s.link} to={sub.url}>
                      {sub.title}
                    </Link>
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
