/** Pages and menus. */
import { getMenu, getPage } from '../../../schema/rest/content';
import { nullIfNotFound } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';

export const pageAndMenuResolvers: Resolvers = {
  Query: {
    page: (_root, { slug }, ctx) => ctx.rest.call(getPage, { query: { slug } }).catch(nullIfNotFound),
    menu: (_root, { slug }, ctx) => ctx.rest.call(getMenu, { query: { menuSlug: slug } }).catch(nullIfNotFound),
  },
  Page: { id: (p) => String(p.id) },
  Menu: {
    items: (m) => m.items.map((i) => ({ ...i, id: String(i.id), parentId: i.parent ? String(i.parent) : null })),
  },
};
