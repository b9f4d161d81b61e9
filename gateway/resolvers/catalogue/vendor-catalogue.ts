/**
 * The vendor's catalogue (schema/graphql/catalogue-admin.graphql ⇄ schema/rest/vendor-catalogue.ts): the
 * all-sell-items list, bulk publish/unpublish/delete and the bulk CSV import. Thin: ids and enums are mapped,
 * the REST API checks who runs the business.
 */
import * as contract from '../../../schema/rest/vendor-catalogue';
import type { BulkAction } from '../../../schema/rest/vendor-catalogue';
import { RestError, userErrorsFrom } from '../../errors';
import type { Resolvers, SellItemImportOutcome, SellItemStatus } from '../../generated/resolvers';
import { money } from '../shared/money';
import { boundedPage } from '../shared/paging';
import { kindToEnum } from '../shared/product-kind';

const isId = (v: string) => /^\d{1,15}$/.test(v);
const badId = (field: string) => [{ field, message: `${field} is not a valid id` }];

export const vendorCatalogueResolvers: Resolvers = {
  Query: {
    sellItems: async (_root, args, ctx) => {
      if (!ctx.token || !isId(args.businessId)) return null;
      const { page, perPage } = boundedPage(args.page, args.perPage ?? 20);
      try {
        const data = await ctx.rest.call(contract.listVendorProducts, {
          query: {
            bID: Number(args.businessId),
            term: args.term?.trim() || undefined,
            kind: args.kind ? (args.kind.toLowerCase() as never) : undefined,
            status: args.status ? (args.status.toLowerCase() as 'publish' | 'draft') : undefined,
            page,
            per_page: perPage,
          },
        });
        return { items: data.load, pageInfo: data.pageInfo, counts: data.counts };
      } catch (error) {
        // Someone else's business reads as nothing at all, as an unknown one does.
        if (error instanceof RestError && (error.status === 403 || error.status === 404)) return null;
        throw error;
      }
    },
  },
  Mutation: {
    bulkSellItems: async (_root, { input }, ctx) => {
      const empty = { changedIds: [], keptUnpublishedIds: [] };
      if (!isId(input.businessId)) return { ...empty, userErrors: badId('businessId') };
      if (!input.ids.every(isId)) return { ...empty, userErrors: badId('ids') };
      try {
        const data = await ctx.rest.call(contract.bulkProducts, {
          body: { bID: Number(input.businessId), ids: input.ids.map(Number), action: input.action.toLowerCase() as BulkAction },
        });
        return { changedIds: data.changed.map(String), keptUnpublishedIds: data.keptUnpublished.map(String), userErrors: [] };
      } catch (error) {
        return { ...empty, userErrors: userErrorsFrom(error) };
      }
    },
    importSellItems: async (_root, { input }, ctx) => {
      if (!isId(input.businessId)) return { results: [], userErrors: badId('businessId') };
      try {
        const data = await ctx.rest.call(contract.bulkImportProducts, {
          body: {
            bID: Number(input.businessId),
            dryRun: input.dryRun,
            rows: input.rows.map((r) => ({ row: r.row, values: Object.fromEntries(r.cells.map((c) => [c.column, c.value])) })),
          },
        });
        return { results: data.results, userErrors: [] };
      } catch (error) {
        return { results: [], userErrors: userErrorsFrom(error) };
      }
    },
  },
  SellItem: {
    id: (p) => String(p.id),
    kind: (p) => kindToEnum(p.kind),
    status: (p) => p.status.toUpperCase() as SellItemStatus,
    price: (p) => money(p.priceCents),
    regularPrice: (p) => (p.regularPriceCents == null ? null : money(p.regularPriceCents)),
  },
  SellItemCategory: { id: (c) => String(c.id) },
  SellItemImportResult: {
    outcome: (r) => r.outcome.toUpperCase() as SellItemImportOutcome,
    productId: (r) => (r.productId == null ? null : String(r.productId)),
  },
};
