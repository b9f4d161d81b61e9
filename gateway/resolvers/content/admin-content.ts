/**
 * Editors' content (schema/graphql/admin-content.graphql ⇄ schema/rest/admin-content.ts). Thin: the REST API decides
 * who may act and every rule. The queries let REST 401/403 through as errors (UNAUTHENTICATED / FORBIDDEN); the
 * preview's and the mutations' expected failures (a field's message, not found, stale, already so) are userErrors.
 */
import * as contract from '../../../schema/rest/admin-content';
import type { RestContentItem } from '../../../schema/rest/admin-content';
import { nullIfNotFound, RestError, userErrorsFrom } from '../../errors';
import type { ContentInput, ContentKind, ContentStatus, Resolvers } from '../../generated/resolvers';
import { boundedPage } from '../shared/paging';

const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v);
const FIELDS = /^(title|slug|excerpt|content|categoryId|image|videoUrl|durationSeconds|authorName|sticky|position|revision): /;
const kindOf = (kind: ContentKind) => kind.toLowerCase() as contract.ContentKind;

function userErrors(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  const field = FIELDS.exec(message)?.[1] ?? null;
  return userErrorsFrom(error, field).map((e) => ({ ...e, message: e.message.replace(FIELDS, '') }));
}

export const itemOut = (item: RestContentItem) => ({
  ...item,
  id: String(item.id),
  kind: item.kind.toUpperCase() as ContentKind,
  status: item.status.toUpperCase() as ContentStatus,
  categoryId: item.categoryId === null ? null : String(item.categoryId),
});

/** The REST body: fields left out or null take the contract's defaults; a category id must be numeric. */
function bodyOf(input: ContentInput) {
  const { categoryId, ...rest } = input;
  const body: Record<string, unknown> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null && v !== undefined));
  if (categoryId != null && categoryId !== '') body.categoryId = isId(categoryId) ? Number(categoryId) : -1;
  return body as contract.ContentInput;
}

const notFound = { item: null, changed: false, userErrors: [{ field: 'id', message: contract.ADMIN_CONTENT_MESSAGES.notFound }] };

export const adminContentResolvers: Resolvers = {
  Query: {
    adminContent: async (_root, { kind, status, search, page }, ctx) => {
      const paging = boundedPage(page, 20);
      const data = await ctx.rest.call(contract.listAdminContent, {
        query: {
          kind: kindOf(kind ?? 'POST'),
          status: (status ?? 'ALL').toLowerCase() as (typeof contract.CONTENT_FILTERS)[number],
          search: search?.trim() || undefined,
          page: paging.page,
          per_page: paging.perPage,
        },
      });
      // The list carries no content: the fields a summary lacks are read when the item is opened.
      return { items: data.load.map((s) => itemOut({ ...s, content: '', excerpt: '' })), pageInfo: data.pageInfo };
    },
    adminContentItem: async (_root, { kind, id }, ctx) => {
      if (!isId(id)) return null;
      const data = await ctx.rest.call(contract.getAdminContent, { params: { kind: kindOf(kind), id } }).catch(nullIfNotFound);
      return data ? itemOut(data.item) : null;
    },
    adminContentCategories: async (_root, { kind }, ctx) => {
      const { load } = await ctx.rest.call(contract.listContentCategories, { query: { kind: kindOf(kind) } });
      return load.map((c) => ({ id: String(c.id), name: c.name }));
    },
    adminContentPreview: async (_root, { kind, input }, ctx) => {
      try {
        const { preview } = await ctx.rest.call(contract.previewContent, { params: { kind: kindOf(kind) }, body: bodyOf(input) });
        return { preview, userErrors: [] };
      } catch (error) {
        // A query: who may not ask hears FORBIDDEN / UNAUTHENTICATED like every admin field, not a payload.
        if (error instanceof RestError && (error.status === 401 || error.status === 403)) throw error;
        return { preview: null, userErrors: userErrors(error) };
      }
    },
  },
  Mutation: {
    createContent: async (_root, { kind, input }, ctx) => {
      try {
        const { item } = await ctx.rest.call(contract.createContent, { params: { kind: kindOf(kind) }, body: bodyOf(input) });
        return { item: itemOut(item), changed: true, userErrors: [] };
      } catch (error) {
        return { item: null, changed: false, userErrors: userErrors(error) };
      }
    },
    updateContent: async (_root, { kind, id, revision, input }, ctx) => {
      if (!isId(id)) return notFound;
      try {
        const data = await ctx.rest.call(contract.updateContent, { params: { kind: kindOf(kind), id }, body: { ...bodyOf(input), revision } });
        return { item: itemOut(data.item), changed: data.changed, userErrors: [] };
      } catch (error) {
        return { item: null, changed: false, userErrors: userErrors(error) };
      }
    },
    setContentStatus: async (_root, { kind, id, status }, ctx) => {
      if (!isId(id)) return notFound;
      try {
        const call = status === 'PUBLISHED' ? contract.publishContent : contract.unpublishContent;
        const { item } = await ctx.rest.call(call, { params: { kind: kindOf(kind), id } });
        return { item: itemOut(item), changed: true, userErrors: [] };
      } catch (error) {
        return { item: null, changed: false, userErrors: userErrors(error) };
      }
    },
  },
};
