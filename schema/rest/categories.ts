/** ezw/v1 categories, attributes and category menu (spec §7 "Categories and attributes"). */
import { z } from 'zod';
import { defineCall, noInput, queryFlag, queryInt, slugParam } from './call';
import { image, pageInfo } from './shared';
import { productSummary } from './products';

export const category = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  parent: z.number().int().nullable(),
  description: z.string().default(''),
  image: image.nullable(),
  /** Published products in the category and its descendants. */
  count: z.number().int(),
});
export type RestCategory = z.infer<typeof category>;

export const categoryMini = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const attribute = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  terms: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), count: z.number().int() })),
});
export type RestAttribute = z.infer<typeof attribute>;

export const categoryMenuItem = z.object({
  ID: z.number().int(),
  title: z.string(),
  url: z.string(),
  parent: z.number().int(),
  subitems: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
});
export type RestCategoryMenuItem = z.infer<typeof categoryMenuItem>;

/** POST /categories?mini= — every category; `mini` answers top-level ones with id, slug and name only. */
export const listCategories = defineCall({
  name: 'listCategories',
  method: 'POST',
  path: '/categories',
  query: z.object({ mini: queryFlag.optional() }),
  body: noInput,
  data: z.object({ load: z.array(category.or(categoryMini)) }),
  unwrap: 'load',
});

/**
 * GET /categories?slug&name&id&page&per_page — one category (found by slug, name or id) with its products,
 * 12 a page by default (spec §9). Counts only with `message: 'success'` (spec §8).
 */
export const getCategory = defineCall({
  name: 'getCategory',
  method: 'GET',
  path: '/categories',
  query: z
    .object({
      slug: slugParam.optional(),
      name: z.string().trim().min(1).max(200).optional(),
      id: queryInt(1, Number.MAX_SAFE_INTEGER).optional(),
      page: queryInt(1, 10_000).default(1),
      per_page: queryInt(1, 100).default(12),
    })
    .refine((q) => q.slug !== undefined || q.name !== undefined || q.id !== undefined, {
      message: 'Give a category slug, name or id',
    }),
  body: noInput,
  data: z.object({
    category,
    ancestors: z.array(categoryMini),
    children: z.array(category),
    products: z.array(productSummary),
    pageInfo,
  }),
  requireSuccess: true,
});

/** POST /attributes?categoryId= — filterable attributes of a category with term counts. */
export const listAttributes = defineCall({
  name: 'listAttributes',
  method: 'POST',
  path: '/attributes',
  query: z.object({ categoryId: queryInt(1, Number.MAX_SAFE_INTEGER) }),
  body: noInput,
  data: z.object({ load: z.array(attribute) }),
  unwrap: 'load',
});

/** POST /categories/popularCategories */
export const popularCategories = defineCall({
  name: 'popularCategories',
  method: 'POST',
  path: '/categories/popularCategories',
  query: noInput,
  body: noInput,
  data: z.object({ load: z.array(category) }),
  unwrap: 'load',
});

/** POST /category/menu — answers `data.categoriesMenu`. */
export const categoryMenu = defineCall({
  name: 'categoryMenu',
  method: 'POST',
  path: '/category/menu',
  query: noInput,
  body: noInput,
  data: z.object({ categoriesMenu: z.array(categoryMenuItem) }),
  unwrap: 'categoriesMenu',
});

export const businessCategory = z.object({ id: z.number().int(), name: z.string() });
export type RestBusinessCategory = z.infer<typeof businessCategory>;

/** GET /business-categories — the stores' and buyer requests' categories in the editors' order (issue 29). */
export const listBusinessCategories = defineCall({
  name: 'listBusinessCategories',
  method: 'GET',
  path: '/business-categories',
  query: noInput,
  body: noInput,
  data: z.object({ load: z.array(businessCategory) }),
  unwrap: 'load',
});
