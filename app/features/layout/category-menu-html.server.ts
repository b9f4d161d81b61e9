/**
 * The category menu's HTML, rendered once per menu: the layout's menu is one shared, frozen answer for every page
 * an isolate renders (shared-query.server.ts), so it is the key. See app/lib/static-island.tsx.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CategoryMenuGroups, type MenuGroup } from './category-menu';

const rendered = new WeakMap<readonly MenuGroup[], string>();

export function categoryMenuHtml(groups: readonly MenuGroup[]): string {
  let html = rendered.get(groups);
  if (html === undefined) {
    html = renderToStaticMarkup(createElement(CategoryMenuGroups, { groups: groups as MenuGroup[] }));
    rendered.set(groups, html);
  }
  return html;
}
