/** Product queries and fields. Detail fields on a list item are filled through the productBySlug loader. */
import { productsBySaleType, relatedProducts, RELATED_ON_PAGE } from '../../../schema/rest/products';
import type { RestProductDetail } from '../../../schema/rest/products';
import type { GatewayContext } from '../../context';
import type { ProductParent } from '../../mappers';
import type { AuctionStatus, Resolvers } from '../../generated/resolvers';
import { resolverLimit } from '../../limits/list-size';
import { money } from '../shared/money';
import { boundedPage } from '../shared/paging';
import { kindToEnum } from '../shared/product-kind';

const auctionStatusToEnum = (status: string | null) => (status ? (status.toUpperCase() as AuctionStatus) : null);

async function detail(p: ProductParent, ctx: GatewayContext): Promise<RestProductDetail | null> {
  if (p.description !== undefined) return p as RestProductDetail;
  return ctx.loaders.productBySlug.load(p.slug);
}

function fromDetail<K extends keyof RestProductDetail, F>(key: K, fallback: F) {
  return async (p: ProductParent, _args: unknown, ctx: GatewayContext) => (await detail(p, ctx))?.[key] ?? fallback;
}

export const productResolvers: Resolvers = {
  Query: {
    product: (_root, { slug }, ctx) => ctx.loaders.productBySlug.load(slug),
    relatedProducts: (_root, { slug, limit }, ctx) =>
      ctx.rest.call(relatedProducts, { query: { slug, limit: Math.min(Math.max(limit ?? 4, 1), 24) } }),
    deals: async (_root, args, ctx) => {
      const { page, perPage } = boundedPage(args.page, args.perPage ?? 20);
      const data = await ctx.rest.call(productsBySaleType, {
        query: { saleType: ['deals'], page, per_page: perPage },
      });
      return { items: data.load, pageInfo: data.pageInfo };
    },
    promotedProducts: async (_root, args, ctx) => {
      const { perPage } = boundedPage(1, args.perPage ?? 3, 24);
      const data = await ctx.rest.call(productsBySaleType, { query: { saleType: 'promoted', per_page: perPage } });
      return data.load;
    },
  },
  Product: {
    id: (p) => String(p.id),
    kind: (p) => kindToEnum(p.kind),
    price: (p) => money(p.priceCents, p.currency),
    regularPrice: (p) => (p.regularPriceCents == null ? null : money(p.regularPriceCents, p.currency)),
    onSale: (p) => p.isDeal,
    promoted: (p) => p.isPromoted,
    // The product read carries its seller's card (our API): the page's seller fields need no /business read.
    business: (p) => ({ bID: p.business.id, slug: p.business.slug, name: p.business.name, ...p.page?.seller }),
    rate: (p) => (p.rate ? { amount: money(p.rate.cents, p.currency), unit: p.rate.unit } : null),
    auction: (p) =>
      p.auction
        ? {
            startingBid: money(p.auction.startCents, p.currency),
            endsAt: p.auction.endsAt,
            status: auctionStatusToEnum(p.auction.status),
          }
        : null,
    description: fromDetail('description', ''),
    shortDescription: fromDetail('shortDescription', ''),
    images: async (p, _a, ctx) => {
      const d = await detail(p, ctx);
      return d?.images.length ? d.images : p.image ? [p.image] : [];
    },
    stockQuantity: (p) => p.stockQuantity ?? null,
    categories: async (p, _a, ctx) => ((await detail(p, ctx))?.categories ?? []).map((c) => ({ ...c, id: String(c.id) })),
    attributes: fromDetail('attributes', []),
    variations: fromDetail('variations', []),
    realEstate: fromDetail('realEstate', null),
    vehicle: fromDetail('vehicle', null),
    serviceArea: fromDetail('serviceArea', null),
    coordinates: fromDetail('coordinates', { lat: 0, lng: 0 }),
    createdAt: fromDetail('createdAt', ''),
    related: (p, { limit }, ctx, info) => {
      const size = Math.min(resolverLimit(limit ?? RELATED_ON_PAGE, info), 24);
      // The product read carries its first related products (our API); more than it holds, or another ezw/v1, asks.
      if (p.page && size <= RELATED_ON_PAGE) return p.page.related.slice(0, size);
      return ctx.loaders.relatedProducts.load(`${p.slug}|${size}`);
    },
  },
  ProductVariation: {
    id: (v) => String(v.id),
    attributes: (v) => Object.entries(v.attributes).map(([name, value]) => ({ name, value })),
    price: (v) => money(v.priceCents),
  },
};
