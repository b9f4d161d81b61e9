/**
 * The editors' categories and attributes (issue 29, /admin/categories/). Editor (and admin) only, see
 * ADMIN_ROUTE_ROLES in backend/catalogue/admin-categories-routes.ts and admin-attributes-routes.ts.
 *   GET  /admin/categories?kind&search&page              → product categories in menu order, depth first (or
 *                                                           business categories in their order), searchable.
 *   GET  /admin/categories/{kind}/{id}                   → one category with its parent, children, old slugs and
 *                                                           (product) the attributes of its top-level category.
 *   POST /admin/categories/{kind} {name, slug?, parentId?, image?}  → adds it last among its siblings.
 *   POST /admin/categories/{kind}/{id}/rename {name, slug?}         → a changed product slug keeps the old one
 *                                                                      as a permanent redirect.
 *   POST /admin/categories/{kind}/{id}/position {position}          → its place among its siblings (0 first).
 *   POST /admin/categories/product/{id}/move {parentId}             → under another parent (null: top level);
 *                                                                      never under itself or a descendant.
 *   GET  /admin/attributes?categoryId&search&page        → attributes with their terms.
 *   POST /admin/attributes {categoryId, name, slug?}     → a new attribute of a top-level product category.
 *   POST /admin/attributes/{id}/rename {name}            → the slug (in saved filter links) stays.
 *   POST /admin/attributes/{id}/terms {name, slug?}      → a new term.
 *   POST /admin/attribute-terms/{id}/rename {name}       → the slug stays.
 * Every write answers `changed: false` (and writes nothing) when it would change nothing: a repeated action says so.
 */
import { z } from 'zod';
import { adminPaging, adminSearch, idParam, operatorText } from './admin-lists';
import { defineCall, noInput, queryInt } from './call';
import { pageInfo } from './shared';

export const CATEGORY_KINDS = ['product', 'business'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];
export const MAX_CATEGORY_NAME = 80;
export const MAX_SLUG = 80;

export const CATEGORY_MESSAGES = {
  notFound: 'Category not found',
  attributeNotFound: 'Attribute not found',
  termNotFound: 'Term not found',
  kind: 'The kind is product or business',
  name: `Give a name of 2 to ${MAX_CATEGORY_NAME} characters`,
  slug: `A slug is at most ${MAX_SLUG} lowercase letters, digits and single dashes (leave it empty to make one from the name)`,
  slugTaken: (name: string) => `This slug is already used by "${name}"`,
  image: 'The image is an https:// address or a path on this site, at most 500 characters',
  parent: 'The parent category does not exist',
  cycle: 'A category cannot move under itself or one of its own subcategories',
  flat: 'Business categories have no parents',
  position: 'The position is a whole number from 0',
  attributeCategory: 'Attributes belong to a top-level product category',
  hasAttributes: 'This category has attributes of its own: move them or keep it at the top level',
  changedMeanwhile: 'Another editor changed this meanwhile; nothing was saved. Reload and try again',
  list: 'Error fetching categories',
  write: 'Error saving the category',
  attributesList: 'Error fetching attributes',
  attributeWrite: 'Error saving the attribute',
} as const;

export { idParam };

/** "Farm & Garden Supplies" → "farm-and-garden-supplies" (the slug of a name when the editor leaves it empty). */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
}

const name = operatorText(2, MAX_CATEGORY_NAME, CATEGORY_MESSAGES.name);
/** Empty (or absent) means "make it from the name". */
const slug = z
  .string({ invalid_type_error: CATEGORY_MESSAGES.slug })
  .trim()
  .toLowerCase()
  .max(MAX_SLUG, CATEGORY_MESSAGES.slug)
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, CATEGORY_MESSAGES.slug)
  .optional();
const image = z
  .string({ invalid_type_error: CATEGORY_MESSAGES.image })
  .trim()
  .max(500, CATEGORY_MESSAGES.image)
  .regex(/^(|https:\/\/[^\s]+|\/[^\s/][^\s]*)$/, CATEGORY_MESSAGES.image)
  .optional();
/** The version the editor's form showed (optional: without it, the version read by the call is the guard). */
const seenVersion = z.number().int().min(0).optional();
/** The name the editor's form showed (optional): a rename made meanwhile by someone else is not overwritten. */
const shownName = z.string().max(200).optional();
const refId = (message: string) => z.number({ invalid_type_error: message }).int(message).min(1, message).max(9_999_999_999, message);

export const categoryRow = z.object({
  id: z.number().int(),
  kind: z.enum(CATEGORY_KINDS),
  name: z.string(),
  slug: z.string(),
  parentId: z.number().int().nullable(),
  /** 0 for a top-level category. */
  depth: z.number().int(),
  /** Its place among its siblings, 0 first, and how many siblings (itself included) there are. */
  position: z.number().int(),
  siblings: z.number().int(),
  image: z.string().nullable(),
  /** Published products in it and below it; null for business categories (not counted here). */
  count: z.number().int().nullable(),
  /** Bumped by every write: a form sends back the one it showed, so a change made meanwhile is not overwritten. */
  version: z.number().int(),
});
export type RestAdminCategory = z.infer<typeof categoryRow>;

const categoryRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const attributeView = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  terms: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
});
export type RestAdminAttribute = z.infer<typeof attributeView>;

export const categoryDetail = categoryRow.extend({
  ancestors: z.array(categoryRef),
  children: z.array(categoryRef),
  /** Earlier slugs that redirect here. */
  oldSlugs: z.array(z.string()),
  /** Where it may move: every product category but itself and its descendants (empty for business ones). */
  moveTargets: z.array(categoryRef.extend({ depth: z.number().int() })),
  /** The attributes of its top-level category (product categories). */
  attributes: z.array(attributeView),
});
export type RestAdminCategoryDetail = z.infer<typeof categoryDetail>;

const written = z.object({ category: categoryRow, changed: z.boolean() });

export const listAdminCategories = defineCall({
  name: 'listAdminCategories',
  method: 'GET',
  path: '/admin/categories',
  query: z.object({ kind: z.enum(CATEGORY_KINDS, { message: CATEGORY_MESSAGES.kind }).default('product'), search: adminSearch, ...adminPaging }),
  body: noInput,
  data: z.object({ load: z.array(categoryRow), pageInfo }),
});

export const getAdminCategory = defineCall({
  name: 'getAdminCategory',
  method: 'GET',
  path: '/admin/categories/:kind/:id',
  query: noInput,
  body: noInput,
  data: z.object({ category: categoryDetail }),
});

export const addCategory = defineCall({
  name: 'addCategory',
  method: 'POST',
  path: '/admin/categories/:kind',
  query: noInput,
  body: z.object({ name, slug, parentId: refId(CATEGORY_MESSAGES.parent).nullable().optional(), image }),
  data: written,
});

export const renameCategory = defineCall({
  name: 'renameCategory',
  method: 'POST',
  path: '/admin/categories/:kind/:id/rename',
  query: noInput,
  body: z.object({ name, slug, version: seenVersion }),
  data: written,
});

export const positionCategory = defineCall({
  name: 'positionCategory',
  method: 'POST',
  path: '/admin/categories/:kind/:id/position',
  query: noInput,
  body: z.object({
    position: z
      .number({ required_error: CATEGORY_MESSAGES.position, invalid_type_error: CATEGORY_MESSAGES.position })
      .int(CATEGORY_MESSAGES.position)
      .min(0, CATEGORY_MESSAGES.position)
      .max(10_000, CATEGORY_MESSAGES.position),
  }),
  data: written,
});

export const moveCategory = defineCall({
  name: 'moveCategory',
  method: 'POST',
  path: '/admin/categories/product/:id/move',
  query: noInput,
  body: z.object({ parentId: refId(CATEGORY_MESSAGES.parent).nullable(), version: seenVersion }),
  data: written,
});

export const listAdminAttributes = defineCall({
  name: 'listAdminAttributes',
  method: 'GET',
  path: '/admin/attributes',
  query: z.object({ categoryId: queryInt(1, 9_999_999_999).optional(), search: adminSearch, ...adminPaging }),
  body: noInput,
  data: z.object({ load: z.array(attributeView), pageInfo }),
});

const attributeWritten = z.object({ attribute: attributeView, changed: z.boolean() });

export const addAttribute = defineCall({
  name: 'addAttribute',
  method: 'POST',
  path: '/admin/attributes',
  query: noInput,
  body: z.object({ categoryId: refId(CATEGORY_MESSAGES.attributeCategory), name, slug }),
  data: attributeWritten,
});

export const renameAttribute = defineCall({
  name: 'renameAttribute',
  method: 'POST',
  path: '/admin/attributes/:id/rename',
  query: noInput,
  body: z.object({ name, previous: shownName }),
  data: attributeWritten,
});

export const addAttributeTerm = defineCall({
  name: 'addAttributeTerm',
  method: 'POST',
  path: '/admin/attributes/:id/terms',
  query: noInput,
  body: z.object({ name, slug }),
  data: attributeWritten,
});

export const renameAttributeTerm = defineCall({
  name: 'renameAttributeTerm',
  method: 'POST',
  path: '/admin/attribute-terms/:id/rename',
  query: noInput,
  body: z.object({ name, previous: shownName }),
  data: attributeWritten,
});
