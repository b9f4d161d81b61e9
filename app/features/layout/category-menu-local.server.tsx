/**
 * The category menu in chiShona or isiNdebele, for its static island (category-menu-html.server.ts): the seeded
 * categories' names come from the catalogues (category-names.server.ts); a menu item the catalogues do not know (an
 * editor's own) keeps its title, marked translate="no". The markup is CategoryMenuGroups' own.
 */
import { categoryNameIn, categorySlugOf } from '~/features/catalogue/category-names.server';
import type { Language } from '~/lib/i18n/language';
import { translator } from '~/lib/i18n/translate.server';
import type { MenuGroup } from './category-menu';
import * as s from './category-menu.css';

/** CategoryMenuGroups' markup, in another language. */
export function LocalMenuGroups({ groups, language }: { groups: readonly MenuGroup[]; language: Language }) {
  const t = translator(language);
  const local = (item: { title: string; url: string }) => {
    const slug = categorySlugOf(item.url);
    const name = slug ? categoryNameIn(language, t, slug) : null;
    return name === null ? { name: item.title, raw: true } : { name, raw: false };
  };
  return groups.map((g) => {
    const title = local(g);
    return (
      <li key={g.id} className={s.group}>
        <details>
          <summary className={s.summary} translate={title.raw ? 'no' : undefined}>
            {title.name}
          </summary>
          <ul className={s.panel}>
            <li>
              <a className={s.allLink} href={g.url}>
                {t('browse.menuAll', { name: title.name })}
              </a>
            </li>
            {g.subitems.map((sub) => {
              const item = local(sub);
              return (
                <li key={sub.id}>
                  <a className={s.link} href={sub.url} translate={item.raw ? 'no' : undefined}>
                    {item.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </details>
      </li>
    );
  });
}
