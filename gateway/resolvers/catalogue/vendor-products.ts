/**
 * A vendor's own products (schema/graphql/product-admin.graphql): the edit form's read, create, update,
 * duplicate and delete. Thin map GraphQL ⇄ schema/rest/vendor-products.ts; expected failures become userErrors that name the
 * field (the REST answer says "field: message"), so the form shows each beside its field.
 */
import type { ProductKind as RestKind } from '../../../schema/rest/shared';
import * as contract from '../../../schema/rest/vendor-products';
import { VENDOR_PRODUCT_MESSAGES } from '../../../schema/rest/vendor-products';
import { RestError, defaultMessage, userErrorsFrom } from '../../errors';
import type { ProductInput, ProductStatus, Resolvers } from '../../generated/resolvers';
import { kindToEnum } from '../shared/product-kind';

const ID = /^\d{1,12}$/;

/** The REST body for a GraphQL input: enums in the API's spelling, ids as numbers, nulls left out. */
export function restProductInput(input: ProductInput) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== null && value !== undefined) out[key] = value;
  return {
    ...out,
    kind: input.kind.toLowerCase() as RestKind,
    status: input.status ? (input.status.toLowerCase() as 'publish' | 'draft') : undefined,
    categoryId: ID.test(input.categoryId) ? Number(input.categoryId) : input.categoryId,
  };
}

/** "salePriceCents: The sale price must be lower…" → {field, message}; other failures keep the whole message. */
function fieldErrors(error: unknown) {
  const [first] = userErrorsFrom(error);
  const match = /^([A-Za-z]+(?:\.[A-Za-z0-9]+)*): (.+)$/.exec(first.message);
  if (!match || !(error instanceof RestError) || error.status !== 400) return [first];
  return [{ field: match[1], message: match[2] }];
}

/** 403s the package causes (not "you do not manage this business"): fixed by upgrading. */
const isPackageRefusal = (error: unknown) =>
  error instanceof RestError &&
  error.status === 403 &&
  (error.message === VENDOR_PRODUCT_MESSAGES.noCapability || error.message.startsWith('Your package allows'));

async function write(run: () => Promise<contract.RestVendorProduct>) {
  try {
    return { product: await run(), userErrors: [], upgradeRequired: false };
  } catch (error) {
    return { product: null, userErrors: fieldErrors(error), upgradeRequired: isPackageRefusal(error) };
  }
}

const badId = (field: string) => ({
  product: null,
  userErrors: [{ field, message: field === 'businessId' ? 'Business not found' : 'Product not found' }],
  upgradeRequired: false,
});

export const vendorProductResolvers: Resolvers = {
  Query: {
    editableProduct: async (_root, { businessId, slug }, ctx) => {
      if (!ctx.token || !ID.test(businessId) || !/^[a-z0-9][a-z0-9-]{0,199}$/i.test(slug)) return null;
      try {
        return await ctx.rest.call(contract.productForEdit, { query: { bID: Number(businessId), slug } });
      } catch (error) {
        // Someone else's business or product reads as none, like an unknown slug.
        if (error instanceof RestError && (error.status === 404 || error.status === 403)) return null;
        throw error;
      }
    },
  },
  Mutation: {
    createProduct: (_root, { businessId, input }, ctx) => {
      if (!ID.test(businessId)) return badId('businessId');
      return write(() => ctx.rest.call(contract.createProduct, { body: { bID: Number(businessId), ...restProductInput(input) } }));
    },
    updateProduct: (_root, { businessId, productId, input }, ctx) => {
      if (!ID.test(businessId)) return badId('businessId');
      if (!ID.test(productId)) return badId('productId');
      return write(() =>
        ctx.rest.call(contract.updateProduct, { body: { bID: Number(businessId), id: Number(productId), ...restProductInput(input) } }),
      );
    },
    duplicateProduct: (_root, { businessId, productId }, ctx) => {
      if (!ID.test(businessId)) return badId('businessId');
      if (!ID.test(productId)) return badId('productId');
      return write(() => ctx.rest.call(contract.duplicateProduct, { body: { bID: Number(businessId), id: Number(productId) } }));
    },
    deleteProduct: async (_root, { businessId, productId }, ctx) => {
      const failed = { productId: null, deleted: false, message: null, userErrors: [{ field: null, message: defaultMessage('deleteProduct') }] };
      if (!ID.test(businessId) || !ID.test(productId)) return failed;
      try {
        const done = await ctx.rest.call(contract.deleteProduct, { body: { bID: Number(businessId), id: Number(productId) } });
        return { productId: String(done.id), deleted: done.deleted, message: done.message, userErrors: [] };
      } catch (error) {
        return { ...failed, userErrors: userErrorsFrom(error) };
      }
    },
  },
  EditableProduct: {
    id: (p) => String(p.id),
    businessId: (p) => String(p.bID),
    categoryId: (p) => String(p.categoryId),
    kind: (p) => kindToEnum(p.kind),
    status: (p) => p.status.toUpperCase() as ProductStatus,
  },
};
