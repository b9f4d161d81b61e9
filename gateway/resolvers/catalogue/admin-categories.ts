/**
 * The editors' categories and attributes (schema/graphql/admin-categories.graphql ⇄ schema/rest/admin-categories.ts).
 * Thin: the REST API decides who may act and every rule. Queries let REST 401/403 through as errors; mutations
 * answer expected failures (bad input, a slug taken, a cycle, another editor first) as userErrors, the field taken
 * from the REST message's "field: " prefix.
 */
import * as contract from '../../../schema/rest/admin-categories';
import type { CategoryKind as RestKind, RestAdminAttribute, RestAdminCategory } from '../../../schema/rest/admin-categories';
import { nullIfNotFound, userErrorsFrom } from '../../errors';
import type { CategoryKind, Resolvers } from '../../generated/resolvers';
import { boundedPage } from '../shared/paging';

const isId = (v: string | null | undefined) => typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v);
const FIELDS = /^(name|slug|parentId|image|position|categoryId): /;
const kindOf = (kind: CategoryKind | null | undefined): RestKind => (kind === 'BUSINESS' ? 'business' : 'product');

function userErrors(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  const field = FIELDS.exec(message)?.[1] ?? null;
  return userErrorsFrom(error, field).map((e) => ({ ...e, message: e.message.replace(FIELDS, '') }));
}

const categoryOut = (c: RestAdminCategory) => ({
  ...c,
  id: String(c.id),
  kind: c.kind.toUpperCase() as CategoryKind,
  parentId: c.parentId === null ? null : String(c.parentId),
});
const refOut = (r: { id: number; name: string; slug: string; depth?: number }) => ({ ...r, id: String(r.id), depth: r.depth ?? null });
const attributeOut = (a: RestAdminAttribute) => ({
  ...a,
  id: String(a.id),
  categoryId: String(a.categoryId),
  terms: a.terms.map((t) => ({ ...t, id: String(t.id) })),
});

/** An id that is not one answers the not-found message the REST call would, without asking it. */
const notFound = (field: string, message: string) => ({ changed: false, userErrors: [{ field, message }] });

async function categoryWrite(run: () => Promise<{ category: RestAdminCategory; changed: boolean }>) {
  try {
    const { category, changed } = await run();
    return { category: categoryOut(category), changed, userErrors: [] };
  } catch (error) {
    return { category: null, changed: false, userErrors: userErrors(error) };
  }
}

async function attributeWrite(run: () => Promise<{ attribute: RestAdminAttribute; changed: boolean }>) {
  try {
    const { attribute, changed } = await run();
    return { attribute: attributeOut(attribute), changed, userErrors: [] };
  } catch (error) {
    return { attribute: null, changed: false, userErrors: userErrors(error) };
  }
}

const optionalId = (id: string | null | undefined) => (id ? Number(id) : null);

export const adminCategoryResolvers: Resolvers = {
  Query: {
    adminCategories: async (_root, { kind, search, page, perPage }, ctx) => {
      const paging = boundedPage(page, perPage ?? 50);
      const data = await ctx.rest.call(contract.listAdminCategories, {
        query: { kind: kindOf(kind), search: search?.trim().slice(0, 100) || undefined, page: paging.page, per_page: paging.perPage },
      });
      return { items: data.load.map(categoryOut), pageInfo: data.pageInfo };
    },
    adminCategory: async (_root, { kind, id }, ctx) => {
      if (!isId(id)) return null;
      try {
        const { category: c } = await ctx.rest.call(contract.getAdminCategory, { params: { kind: kindOf(kind), id } });
        return {
          category: categoryOut(c),
          ancestors: c.ancestors.map(refOut),
          children: c.children.map(refOut),
          oldSlugs: c.oldSlugs,
          moveTargets: c.moveTargets.map(refOut),
          attributes: c.attributes.map(attributeOut),
        };
      } catch (error) {
        return nullIfNotFound(error);
      }
    },
    adminAttributes: async (_root, { categoryId, search, page }, ctx) => {
      const paging = boundedPage(page, 50);
      const data = await ctx.rest.call(contract.listAdminAttributes, {
        query: {
          categoryId: isId(categoryId) ? Number(categoryId) : undefined,
          search: search?.trim().slice(0, 100) || undefined,
          page: paging.page,
          per_page: paging.perPage,
        },
      });
      return { items: data.load.map(attributeOut), pageInfo: data.pageInfo };
    },
  },
  Mutation: {
    addCategory: (_root, { input }, ctx) => {
      if (input.parentId && !isId(input.parentId)) return { category: null, ...notFound('parentId', contract.CATEGORY_MESSAGES.parent) };
      return categoryWrite(() =>
        ctx.rest.call(contract.addCategory, {
          params: { kind: kindOf(input.kind) },
          body: { name: input.name, slug: input.slug ?? undefined, parentId: optionalId(input.parentId), image: input.image ?? undefined },
        }),
      );
    },
    renameCategory: (_root, { input }, ctx) => {
      if (!isId(input.id)) return { category: null, ...notFound('id', contract.CATEGORY_MESSAGES.notFound) };
      return categoryWrite(() =>
        ctx.rest.call(contract.renameCategory, {
          params: { kind: kindOf(input.kind), id: input.id },
          body: { name: input.name, slug: input.slug ?? undefined, version: input.version ?? undefined },
        }),
      );
    },
    reorderCategory: (_root, { input }, ctx) => {
      if (!isId(input.id)) return { category: null, ...notFound('id', contract.CATEGORY_MESSAGES.notFound) };
      return categoryWrite(() =>
        ctx.rest.call(contract.positionCategory, { params: { kind: kindOf(input.kind), id: input.id }, body: { position: input.position } }),
      );
    },
    moveCategory: (_root, { input }, ctx) => {
      if (!isId(input.id)) return { category: null, ...notFound('id', contract.CATEGORY_MESSAGES.notFound) };
      if (input.parentId && !isId(input.parentId)) return { category: null, ...notFound('parentId', contract.CATEGORY_MESSAGES.parent) };
      return categoryWrite(() =>
        ctx.rest.call(contract.moveCategory, {
          params: { id: input.id },
          body: { parentId: optionalId(input.parentId), version: input.version ?? undefined },
        }),
      );
    },
    addAttribute: (_root, { input }, ctx) => {
      if (!isId(input.categoryId)) return { attribute: null, ...notFound('categoryId', contract.CATEGORY_MESSAGES.attributeCategory) };
      return attributeWrite(() =>
        ctx.rest.call(contract.addAttribute, { body: { categoryId: Number(input.categoryId), name: input.name, slug: input.slug ?? undefined } }),
      );
    },
    renameAttribute: (_root, { input }, ctx) => {
      if (!isId(input.id)) return { attribute: null, ...notFound('id', contract.CATEGORY_MESSAGES.attributeNotFound) };
      return attributeWrite(() =>
        ctx.rest.call(contract.renameAttribute, { params: { id: input.id }, body: { name: input.name, previous: input.previous ?? undefined } }),
      );
    },
    addAttributeTerm: (_root, { input }, ctx) => {
      if (!isId(input.attributeId)) return { attribute: null, ...notFound('attributeId', contract.CATEGORY_MESSAGES.attributeNotFound) };
      return attributeWrite(() =>
        ctx.rest.call(contract.addAttributeTerm, { params: { id: input.attributeId }, body: { name: input.name, slug: input.slug ?? undefined } }),
      );
    },
    renameAttributeTerm: (_root, { input }, ctx) => {
      if (!isId(input.id)) return { attribute: null, ...notFound('id', contract.CATEGORY_MESSAGES.termNotFound) };
      return attributeWrite(() =>
        ctx.rest.call(contract.renameAttributeTerm, { params: { id: input.id }, body: { name: input.name, previous: input.previous ?? undefined } }),
      );
    },
  },
};
