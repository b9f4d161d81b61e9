/**
 * The category menu's HTML, rendered once per menu and language: the layout's menu is one shared, frozen answer
 * for every page an isolate renders (shared-query.server.ts), so it is the key. See app/lib/static-island.tsx.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '~/lib/i18n/language';
import { CategoryMenuGroups, type MenuGroup } from './category-menu';
import { LocalMenuGroups } from './category-menu-local.server';

const rendered = new Map<Language, WeakMap<readonly MenuGroup[], string>>();

export function categoryMenuHtml(groups: readonly MenuGroup[], language: Language = 'en'): string {
  let byMenu = rendered.get(language);
  if (!byMenu) {
    byMenu = new WeakMap();
    rendered.set(language, byMenu);
  }
  let html = byMenu.get(groups);
  if (html === undefined) {
    html = renderToStaticMarkup(
      language === 'en' ? createElement(CategoryMenuGroups, { groups: groups as MenuGroup[] }) : createElement(LocalMenuGroups, { groups, language }),
    );
    byMenu.set(groups, html);
  }
  return html;
}
