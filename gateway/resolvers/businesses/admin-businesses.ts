/**
 * Operators' stores (schema/graphql/admin-businesses.graphql ⇄ schema/rest/admin-businesses.ts). Thin: the REST
 * API decides who may act and every rule. The reads let REST 401/403 through as errors (UNAUTHENTICATED /
 * FORBIDDEN); the mutations' expected failures (bad input, unknown store, already in effect, refused role) are
 * userErrors, each with the field the REST message names.
 */
import * as contract from '../../../schema/rest/admin-businesses';
import type { RestAdminBusiness, RestAdminBusinessRow } from '../../../schema/rest/admin-businesses';
import { RestError, userErrorsFrom } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { boundedPage } from '../shared/paging';

const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v);
const FIELDS = /^(reason|note|packageId|extendDays|expectedEndsAt): /;

function userErrors(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  const field = FIELDS.exec(message)?.[1] ?? null;
  return userErrorsFrom(error, field).map((e) => ({ ...e, message: e.message.replace(FIELDS, '') }));
}

const rowOut = (b: RestAdminBusinessRow) => ({ ...b, id: String(b.id) });

const businessOut = (b: RestAdminBusiness) => ({
  ...b,
  id: String(b.id),
  ownerId: String(b.ownerId),
  subscription: b.subscription ? { ...b.subscription, packageId: String(b.subscription.packageId) } : null,
  packages: b.packages.map((p) => ({ ...p, id: String(p.id) })),
});

const notFound = { business: null, userErrors: [{ field: 'businessId', message: contract.ADMIN_BUSINESS_MESSAGES.businessNotFound }] };

/** Runs one action; its answer or its user errors. */
async function acting(run: () => Promise<{ business: RestAdminBusiness }>) {
  try {
    const { business } = await run();
    return { business: businessOut(business), userErrors: [] };
  } catch (error) {
    return { business: null, userErrors: userErrors(error) };
  }
}

export const adminBusinessResolvers: Resolvers = {
  Query: {
    adminBusinesses: async (_root, { status, search, page }, ctx) => {
      const paging = boundedPage(page, 20);
      const data = await ctx.rest.call(contract.listAdminBusinesses, {
        query: {
          status: (status ?? 'ALL').toLowerCase() as (typeof contract.BUSINESS_FILTERS)[number],
          search: search?.trim() || undefined,
          page: paging.page,
          per_page: paging.perPage,
        },
      });
      return { items: data.load.map(rowOut), pageInfo: data.pageInfo, suspended: data.suspended };
    },
    adminBusiness: async (_root, { id }, ctx) => {
      if (!isId(id)) return null;
      try {
        const { business } = await ctx.rest.call(contract.getAdminBusiness, { params: { id } });
        return businessOut(business);
      } catch (error) {
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
    storeSuspension: async (_root, { businessId }, ctx) => {
      if (!isId(businessId)) return { suspended: false, suspendedAt: null, reason: null };
      return ctx.rest.call(contract.getStoreSuspension, { query: { bID: Number(businessId) } });
    },
  },
  Mutation: {
    suspendBusiness: (_root, { input }, ctx) => {
      if (!isId(input.businessId)) return notFound;
      return acting(() => ctx.rest.call(contract.suspendBusiness, { params: { id: input.businessId }, body: { reason: input.reason } }));
    },
    reinstateBusiness: (_root, { input }, ctx) => {
      if (!isId(input.businessId)) return notFound;
      const body = input.note ? { note: input.note } : {};
      return acting(() => ctx.rest.call(contract.reinstateBusiness, { params: { id: input.businessId }, body }));
    },
    changeBusinessSubscription: (_root, { input }, ctx) => {
      if (!isId(input.businessId)) return notFound;
      if (input.packageId != null && !isId(input.packageId)) {
        return { business: null, userErrors: [{ field: 'packageId', message: contract.ADMIN_BUSINESS_MESSAGES.packageId }] };
      }
      const body = {
        ...(input.packageId != null ? { packageId: Number(input.packageId) } : {}),
        ...(input.extendDays != null ? { extendDays: input.extendDays } : {}),
        // Absent: no check; null or '': "no active package" as the operator saw it.
        ...(input.expectedEndsAt !== undefined ? { expectedEndsAt: input.expectedEndsAt || null } : {}),
      };
      return acting(() => ctx.rest.call(contract.changeBusinessSubscription, { params: { id: input.businessId }, body }));
    },
  },
};
