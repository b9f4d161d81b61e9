/** Categories, attributes and the category menu (spec §7 "Categories and attributes"). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as contract from '../../schema/rest/categories';
import { HttpError, mount, type BackendApp } from '../http';
import { categoryIdForOldSlug } from './admin-categories-queries';
import { loadCategoryTree } from './category-tree-queries';
import { familyPageOfSummaries } from './category-page-queries';
import { cappedPaging } from './product-summary-queries';
import { attributes, attributeTerms, businessCategories, productAttributeTerms, products } from '../db/schema';

export function registerCategoryRoutes(app: BackendApp): void {
  mount(app, contract.listCategories, async ({ db, query }) => {
    const tree = await loadCategoryTree(db);
    if (query.mini) {
      return { load: tree.all.filter((c) => c.parentId === null).map(({ id, slug, name }) => ({ id, slug, name })) };
    }
    return { load: tree.all.map(tree.toRest) };
  });

  mount(app, contract.getCategory, async ({ db, query }) => {
    const tree = await loadCategoryTree(db);
    // A renamed category answers under an old slug with its current one (the page redirects there for good).
    const renamed = query.slug && !tree.bySlug(query.slug) ? await categoryIdForOldSlug(db, query.slug) : null;
    const row =
      (query.slug && tree.bySlug(query.slug)) ||
      (renamed && tree.byId(renamed)) ||
      (query.id && tree.byId(query.id)) ||
      (query.name && tree.all.find((c) => c.name.toLowerCase() === query.name!.toLowerCase()));
    if (!row) {
      const what = query.slug ?? query.name ?? query.id;
      throw new HttpError(404, `Failed to fetch category with slug: ${what}`);
    }
    // Merged per category of the family, newest first (category-page-queries.ts): bounded at national size.
    const { items, counted } = await familyPageOfSummaries(db, tree.descendantIds(row.id), query.per_page, (query.page - 1) * query.per_page);
    return {
      category: tree.toRest(row),
      ancestors: tree.ancestors(row.id).map(({ id, slug, name }) => ({ id, slug, name })),
      children: tree.children(row.id).map(tree.toRest),
      products: items,
      pageInfo: cappedPaging(query.page, query.per_page, counted),
    };
  });

  mount(app, contract.listAttributes, async ({ db, query }) => {
    const tree = await loadCategoryTree(db);
    const category = tree.byId(query.categoryId);
    if (!category) throw new HttpError(404, `No category with id ${query.categoryId}`);
    // Attributes hang on a top-level category; a subcategory shows its root's attributes.
    const rootId = tree.ancestors(category.id)[0]?.id ?? category.id;
    const inCategory = inArray(products.categoryId, tree.descendantIds(category.id));
    const rows = await db
      .select({
        attrId: attributes.id,
        attrSlug: attributes.slug,
        attrName: attributes.name,
        termId: attributeTerms.id,
        termSlug: attributeTerms.slug,
        termName: attributeTerms.name,
        count: sql<number>`(select count(*) from ${productAttributeTerms} pat join ${products} on ${products.id} = pat.product_id
          where pat.term_id = ${attributeTerms.id} and ${products.status} = 'publish' and ${inCategory})`,
      })
      .from(attributes)
      .innerJoin(attributeTerms, eq(attributeTerms.attributeId, attributes.id))
      .where(and(eq(attributes.categoryId, rootId)))
      .orderBy(attributes.id, attributeTerms.id);
    const byAttr = new Map<number, contract.RestAttribute>();
    for (const r of rows) {
      const attr = byAttr.get(r.attrId) ?? { id: r.attrId, slug: r.attrSlug, name: r.attrName, terms: [] };
      attr.terms.push({ id: r.termId, slug: r.termSlug, name: r.termName, count: r.count });
      byAttr.set(r.attrId, attr);
    }
    return { load: [...byAttr.values()] };
  });

  mount(app, contract.popularCategories, async ({ db }) => {
    const tree = await loadCategoryTree(db);
    const popular = tree.all.filter((c) => c.isPopular);
    return { load: popular.map(tree.toRest).sort((a, b) => b.count - a.count) };
  });

  mount(app, contract.categoryMenu, async ({ db }) => {
    const tree = await loadCategoryTree(db);
    const url = (slug: string) => `/category/${slug}`;
    return {
      categoriesMenu: tree.all
        .filter((c) => c.parentId === null)
        .map((top) => ({
          ID: top.id,
          title: top.name,
          url: url(top.slug),
          parent: 0,
          subitems: tree.children(top.id).map((sub) => ({ id: sub.id, title: sub.name, url: url(sub.slug) })),
        })),
    };
  });

  // The stores' and buyer requests' categories, as editors named and ordered them (/admin/categories/?kind=business).
  mount(app, contract.listBusinessCategories, async ({ db }) => ({
    load: await db
      .select({ id: businessCategories.id, name: businessCategories.name })
      .from(businessCategories)
      .orderBy(asc(businessCategories.position), asc(businessCategories.id)),
  }));
}
