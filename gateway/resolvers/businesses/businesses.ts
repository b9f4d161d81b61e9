/** Business queries and fields. Detail fields on a product's business come through the businessBySlug loader. */
import { GraphQLError } from 'graphql';
import { listBusinesses, promotedBusinesses } from '../../../schema/rest/businesses';
import type { RestBusinessDetail } from '../../../schema/rest/businesses';
import { WEEKDAYS } from '../../../schema/rest/business-rules';
import type { GatewayContext } from '../../context';
import type { BusinessParent } from '../../mappers';
import type { Resolvers } from '../../generated/resolvers';
import { resolverLimit } from '../../limits/list-size';

async function detail(b: BusinessParent, ctx: GatewayContext): Promise<RestBusinessDetail | null> {
  if (b.description !== undefined) return b as RestBusinessDetail;
  return ctx.loaders.businessBySlug.load(b.slug);
}

function fromDetail<K extends keyof RestBusinessDetail, F>(key: K, fallback: F) {
  return async (b: BusinessParent, _args: unknown, ctx: GatewayContext) => (await detail(b, ctx))?.[key] ?? fallback;
}

/**
 * A nullable field the parent may already carry (a search result's logo, a product's seller card from the product
 * read's page extras): taken from it when present, even when null; otherwise from the detail.
 */
function ownOrDetail<K extends 'logo' | 'phone' | 'whatsApp'>(key: K) {
  return async (b: BusinessParent, _args: unknown, ctx: GatewayContext) => (b[key] !== undefined ? b[key] : ((await detail(b, ctx))?.[key] ?? null));
}

const clampLimit = (limit: number | null | undefined) => (limit === -1 || limit == null ? -1 : Math.min(Math.max(limit, 1), 100));

export const businessResolvers: Resolvers = {
  Query: {
    businesses: (_root, { limit, after }, ctx) => {
      const afterId = after == null ? undefined : Number(after);
      if (afterId !== undefined && !(Number.isSafeInteger(afterId) && afterId > 0)) {
        throw new GraphQLError('after must be the id of a store.', { extensions: { code: 'BAD_USER_INPUT' } });
      }
      return ctx.rest.call(listBusinesses, { query: { limit: clampLimit(limit), after: afterId } });
    },
    promotedBusinesses: (_root, { limit }, ctx) => ctx.rest.call(promotedBusinesses, { query: { limit: clampLimit(limit) } }),
    business: (_root, { slug }, ctx) => ctx.loaders.businessBySlug.load(slug),
    businessProducts: async (_root, { businessId, page, limit }, ctx, info) => {
      const bID = Number(businessId);
      if (!Number.isSafeInteger(bID) || bID < 1) return { items: [], pageInfo: { page: 1, perPage: 0, total: 0, totalPages: 0 } };
      const data = await ctx.loaders.businessProducts.load(`${bID}|${Math.max(page ?? 1, 1)}|${resolverLimit(limit, info)}`);
      return { items: data.load, pageInfo: data.pageInfo };
    },
  },
  Business: {
    id: (b) => String(b.bID),
    logo: ownOrDetail('logo'),
    city: async (b, _a, ctx) => b.city ?? (await detail(b, ctx))?.city ?? '',
    categories: async (b, _a, ctx) => (b.categories ?? (await detail(b, ctx))?.categories ?? []).map((c) => ({ ...c, id: String(c.id) })),
    productCount: async (b, _a, ctx) => b.productCount ?? (await detail(b, ctx))?.productCount ?? 0,
    promoted: async (b, _a, ctx) => b.isPromoted ?? (await detail(b, ctx))?.isPromoted ?? false,
    description: fromDetail('description', ''),
    coverImage: fromDetail('coverImage', null),
    phone: ownOrDetail('phone'),
    whatsApp: ownOrDetail('whatsApp'),
    email: fromDetail('email', null),
    website: fromDetail('website', null),
    address: async (b, _a, ctx) => (await detail(b, ctx))?.address ?? { city: '', province: '', country: 'Zimbabwe' },
    coordinates: fromDetail('coordinates', { lat: 0, lng: 0 }),
    openingHours: async (b, _a, ctx) => {
      const times = (await detail(b, ctx))?.openingTimes ?? {};
      return WEEKDAYS.filter((day) => times[day]).map((day) => ({
        day,
        open: times[day].open,
        close: times[day].close,
        closed: times[day].disabled,
      }));
    },
    socials: async (b, _a, ctx) => Object.entries((await detail(b, ctx))?.socials ?? {}).map(([network, url]) => ({ network, url })),
    products: async (b, { page, limit }, ctx, info) => {
      const data = await ctx.loaders.businessProducts.load(`${b.bID}|${Math.max(page ?? 1, 1)}|${resolverLimit(limit, info)}`);
      return { items: data.load, pageInfo: data.pageInfo };
    },
  },
};
