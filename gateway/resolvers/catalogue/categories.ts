/** Category queries and fields. */
import { categoryMenu, getCategory, listBusinessCategories, listCategories, popularCategories } from '../../../schema/rest/categories';
import type { RestCategory } from '../../../schema/rest/categories';
import { nullIfNotFound } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { boundedPage } from '../shared/paging';

/** `mini` answers carry id, slug and name only; the rest gets neutral values. */
function fullCategory(c: Partial<RestCategory> & Pick<RestCategory, 'id' | 'slug' | 'name'>): RestCategory {
  return { parent: null, description: '', image: null, count: 0, ...c };
}

export const categoryResolvers: Resolvers = {
  Query: {
    categories: async (_root, { mini }, ctx) => (await ctx.rest.call(listCategories, { query: { mini: mini ? 1 : undefined } })).map(fullCategory),
    category: async (_root, args, ctx) => {
      const { page, perPage } = boundedPage(args.page, args.perPage ?? 12);
      const data = await ctx.rest
        .call(getCategory, { query: { slug: args.slug, page, per_page: perPage }, messageParams: { slug: args.slug } })
        .catch(nullIfNotFound);
      if (!data) return null;
      return {
        category: data.category,
        ancestors: data.ancestors.map((a) => ({ ...a, id: String(a.id) })),
        children: data.children,
        products: { items: data.products, pageInfo: data.pageInfo },
      };
    },
    attributes: (_root, { categoryId }, ctx) => ctx.loaders.attributesByCategory.load(Number(categoryId)),
    popularCategories: (_root, _args, ctx) => ctx.rest.call(popularCategories),
    categoryMenu: (_root, _args, ctx) => ctx.rest.call(categoryMenu),
    businessCategories: async (_root, _args, ctx) => (await ctx.rest.call(listBusinessCategories)).map((c) => ({ id: String(c.id), name: c.name })),
  },
  Category: {
    id: (c) => String(c.id),
    parentId: (c) => (c.parent ? String(c.parent) : null),
    productCount: (c) => c.count,
    attributes: (c, _args, ctx) => ctx.loaders.attributesByCategory.load(c.id),
  },
  CategoryMenuItem: {
    id: (m) => String(m.ID),
    subitems: (m) => m.subitems.map((s) => ({ ...s, id: String(s.id) })),
  },
  Attribute: {
    id: (a) => String(a.id),
    terms: (a) => a.terms.map((t) => ({ ...t, id: String(t.id) })),
  },
};
