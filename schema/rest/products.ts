/** ezw/v1 product reads (spec §7 "Products…"): single product, related, deals/promoted, business products. */
import { z } from 'zod';
import { defineCall, noInput, queryInt, slugParam } from './call';
import { coordinates, image, pageInfo, productKind } from './shared';
import { businessDetail } from './businesses';
import { reviewsPage } from './reviews';

const money = z.number().int();

export const productSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: productKind,
  priceCents: money,
  /** The price before a deal, when the product is on sale. */
  regularPriceCents: money.nullable(),
  currency: z.literal('USD').default('USD'),
  image: image.nullable(),
  city: z.string(),
  isDeal: z.boolean(),
  isPromoted: z.boolean(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  business: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  /** Hire items and services are priced per unit. */
  rate: z.object({ cents: money, unit: z.string() }).nullable(),
  auction: z.object({ startCents: money, endsAt: z.string(), status: z.enum(['approved', 'rejected']).nullable() }).nullable(),
  /** Null: stock is not tracked. On the card projection so a list that shows stock needs no detail read per item. */
  stockQuantity: z.number().int().nullable(),
});
export type RestProductSummary = z.infer<typeof productSummary>;

/** How many related products and reviews the product read carries (the page's related(limit: 4), reviews page 1). */
export const RELATED_ON_PAGE = 4;
export const REVIEWS_ON_PAGE = 20;

/**
 * Our extension of the product read, not in the spec's /product: what the product page shows around the product
 * (its seller's card, the first page of reviews, the related products), so the page needs one read, in one round
 * trip, instead of four in two. Optional: against an ezw/v1 API without it, the gateway asks /business,
 * /products/reviews and /products/related as before (gateway/resolvers/catalogue/products.ts, reviews/reviews.ts).
 */
export const productPageExtras = z.object({
  seller: businessDetail.pick({ logo: true, city: true, phone: true, whatsApp: true, productCount: true }),
  reviews: reviewsPage,
  related: z.array(productSummary),
});
export type RestProductPageExtras = z.infer<typeof productPageExtras>;

export const productDetail = productSummary.extend({
  description: z.string(),
  shortDescription: z.string(),
  images: z.array(image),
  categories: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  variations: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      attributes: z.record(z.string()),
      priceCents: money,
      stockQuantity: z.number().int().nullable(),
    }),
  ),
  realEstate: z
    .object({
      propertyType: z.string().nullable(),
      listingType: z.string().nullable(),
      /** What a rental's price is for (month, week, day); null for a sale. Older answers lack it. */
      rentPeriod: z.string().nullable().default(null),
      suburb: z.string().nullable().default(null),
      bedrooms: z.number().int().nullable(),
      bathrooms: z.number().int().nullable(),
      standSizeSqm: z.number().int().nullable(),
    })
    .nullable(),
  vehicle: z
    .object({
      make: z.string(),
      model: z.string(),
      year: z.number().int(),
      mileageKm: z.number().int().nullable(),
      transmission: z.string().nullable(),
      fuelType: z.string().nullable(),
    })
    .nullable(),
  serviceArea: z.string().nullable(),
  coordinates,
  createdAt: z.string(),
  page: productPageExtras.optional(),
});
export type RestProductDetail = z.infer<typeof productDetail>;

/**
 * POST /product?slug= — answers `data`. An unpublished product (or one of an unpublished business) is 404,
 * except to a bearer who owns or staffs its business. Public answers are edge-cached; writes that change a
 * product's status or stock name `product:<slug>, business:<bSlug>` in x-musika-purge for the edge to purge.
 */
export const getProduct = defineCall({
  name: 'getProduct',
  method: 'POST',
  path: '/product',
  query: z.object({ slug: slugParam }),
  body: noInput,
  data: productDetail,
});

/** GET /products/related?slug&limit — products of the same category, then the same business. */
export const relatedProducts = defineCall({
  name: 'relatedProducts',
  method: 'GET',
  path: '/products/related',
  query: z.object({ slug: slugParam, limit: queryInt(1, 24).default(4) }),
  body: noInput,
  data: z.object({ load: z.array(productSummary) }),
  unwrap: 'load',
});

export const SALE_TYPES = ['deals', 'promoted'] as const;

/**
 * GET /products/sale-type — `saleType[]=deals` with page/per_page, or `saleType=promoted` with per_page 3
 * (spec §9). Answers `data.load` with the page's products and `data.pageInfo`.
 */
export const productsBySaleType = defineCall({
  name: 'productsBySaleType',
  method: 'GET',
  path: '/products/sale-type',
  query: z.object({
    saleType: z
      .union([z.string(), z.array(z.string())], { required_error: 'Give at least one saleType' })
      .transform((v) => (Array.isArray(v) ? v : [v]))
      .pipe(
        z.array(z.enum(SALE_TYPES, { errorMap: () => ({ message: "saleType must be 'deals' or 'promoted'" }) })).min(1, 'Give at least one saleType'),
      ),
    page: queryInt(1, 10_000).default(1),
    per_page: queryInt(1, 100).default(20),
  }),
  body: noInput,
  data: z.object({ load: z.array(productSummary), pageInfo }),
});

/** POST /products?bID=&limit=&page= — a business's products; limit -1 (the default) means all. */
export const businessProducts = defineCall({
  name: 'businessProducts',
  method: 'POST',
  path: '/products',
  query: z.object({
    bID: queryInt(1, Number.MAX_SAFE_INTEGER),
    limit: z.coerce
      .number()
      .int()
      .refine((n) => n === -1 || (n >= 1 && n <= 100), 'limit must be -1 (all) or between 1 and 100')
      .default(-1),
    page: queryInt(1, 10_000).default(1),
  }),
  body: noInput,
  data: z.object({ load: z.array(productSummary), pageInfo }),
});
