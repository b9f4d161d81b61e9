/**
 * ezw/v1 buyer requests (spec §3 "Buyer request", §7 "Buyer requests", §8 'Failed to fetch request details'):
 * a buyer posts what they are looking for — in one of the 14 business categories (ids 1–14, spec §3) and a
 * city — and vendors answer with a message, optionally a product of theirs and a price.
 *
 * Statuses: 'open' (listed, searchable, vendors may respond) and 'closed' (set by the owner with PUT; still
 * readable by id, no longer listed, no new responses).
 *
 * Matching: a new request notifies ('request_match', link /buyer-requests-list/{id}) the owner of every
 * published business that is linked to the request's category AND whose city equals the request's city
 * (case-insensitive, trimmed) — one notification per vendor, never the poster. A city typed in any case that
 * is one of ZIMBABWE_CITIES is stored with the list's spelling, so "harare" matches businesses in "Harare".
 *
 * Responses: one per business per request (409 for a second), only from the business's owner, only on open
 * requests and never on one's own. A response notifies the request's owner ('request_response', link
 * /buyer-requests-list/{requestId}). To turn a response into an offer, the buyer's client calls POST /offers
 * (schema/rest/offers.ts) with {offer: {productId: response.product.id, amount: response.priceCents ??
 * response.product.priceCents}}; responses without a product cannot become offers.
 *
 * Paging: page from 1, per_page 1–100, default 12 (BUYER_REQUESTS_PER_PAGE, as the categories list, spec §7);
 * a page past the end answers an empty load with the true pageInfo.
 */
import { z } from 'zod';
import { defineCall, noInput, queryInt } from './call';
import { pageInfo } from './shared';
import { productSummary } from './products';

export const BUYER_REQUEST_STATUSES = ['open', 'closed'] as const;
export type BuyerRequestStatus = (typeof BUYER_REQUEST_STATUSES)[number];

export const BUYER_REQUESTS_PER_PAGE = 12;
export const MAX_REQUEST_PHOTOS = 4;
/** $100,000,000 in cents: bounds budgets and prices so sums stay exact integers. */
export const MAX_REQUEST_CENTS = 10_000_000_000;

/** Zimbabwean cities and towns a request can name; any other place (≤ 60 characters) is accepted as typed. */
export const ZIMBABWE_CITIES = [
  'Harare',
  'Bulawayo',
  'Chitungwiza',
  'Mutare',
  'Gweru',
  'Kwekwe',
  'Kadoma',
  'Masvingo',
  'Chinhoyi',
  'Marondera',
  'Norton',
  'Ruwa',
  'Epworth',
  'Bindura',
  'Zvishavane',
  'Beitbridge',
  'Victoria Falls',
  'Hwange',
  'Kariba',
  'Chiredzi',
  'Rusape',
  'Chegutu',
  'Gwanda',
  'Shurugwi',
] as const;

/** The list's spelling for a known city typed in any case or spacing; otherwise the trimmed text itself. */
export function canonicalCity(input: string): string {
  const text = input.trim().replace(/\s+/g, ' ');
  return ZIMBABWE_CITIES.find((c) => c.toLowerCase() === text.toLowerCase()) ?? text;
}

const text = (label: string, min: number, max: number) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} is too short (at least ${min} characters)`)
    .max(max, `${label} is too long (at most ${max} characters)`);

const bodyId = (label: string) =>
  z
    .number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive id`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is too large`);

const cents = (label: string) =>
  z
    .number({ invalid_type_error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(1, `${label} must be at least 1 cent`)
    .max(MAX_REQUEST_CENTS, `${label} is too large`);

const categoryId = z
  .number({ required_error: 'categoryId is required', invalid_type_error: 'categoryId must be a number from 1 to 14' })
  .int('categoryId must be a number from 1 to 14')
  .min(1, 'categoryId must be a number from 1 to 14')
  .max(14, 'categoryId must be a number from 1 to 14');

const city = text('city', 1, 60)
  .refine((v) => !/[<>\u0000-\u001f]/.test(v), 'city may not hold < > or control characters')
  .transform(canonicalCity);

/** An https:// address or a site-relative path ('/images/…'); never http:, javascript:, data: or '//host'. */
const photoUrl = z
  .string({ invalid_type_error: 'each photo must be a URL' })
  .trim()
  .max(500, 'each photo URL must be at most 500 characters')
  .refine((v) => {
    if (/[\s\\<>"']/.test(v)) return false;
    if (v.startsWith('/')) return !v.startsWith('//');
    try {
      const url = new URL(v);
      return url.protocol === 'https:' && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'each photo must be an https:// URL or a site path starting with /');

const photos = z
  .array(photoUrl, { invalid_type_error: 'photos must be a list of URLs' })
  .max(MAX_REQUEST_PHOTOS, `at most ${MAX_REQUEST_PHOTOS} photos`);

export const buyerRequest = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  /** What the buyer means to spend, USD cents; null when not given. */
  budgetCents: z.number().int().nullable(),
  currency: z.literal('USD').default('USD'),
  city: z.string(),
  photos: z.array(z.string()),
  status: z.enum(BUYER_REQUEST_STATUSES),
  /** The poster as shown publicly: first name and last initial ("Chiedza M."). */
  ownerName: z.string(),
  responseCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RestBuyerRequest = z.infer<typeof buyerRequest>;

export const buyerRequestResponse = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  business: z.object({ bID: z.number().int(), slug: z.string(), name: z.string(), logo: z.string().nullable(), city: z.string() }),
  message: z.string(),
  /** The vendor's product offered for the request, as a card; null when none (or no longer published). */
  product: productSummary.nullable(),
  /** The vendor's price for the request, USD cents; null means the product's own price (or none given). */
  priceCents: z.number().int().nullable(),
  createdAt: z.string(),
});
export type RestBuyerRequestResponse = z.infer<typeof buyerRequestResponse>;

const paging = {
  page: queryInt(1, 10_000).default(1),
  per_page: queryInt(1, 100).default(BUYER_REQUESTS_PER_PAGE),
};

/** GET /buyer-requests?page&per_page — open requests, newest first, 12 a page by default. */
export const listBuyerRequests = defineCall({
  name: 'listBuyerRequests',
  method: 'GET',
  path: '/buyer-requests',
  query: z.object(paging),
  body: noInput,
  data: z.object({ load: z.array(buyerRequest), pageInfo }),
});

/**
 * GET /buyer-requests/search?page&per_page&category&rTerm(&city) — open requests, newest first, narrowed by
 * category (1–14), rTerm (found anywhere in the title or description, case-insensitively, as typed: % and _
 * are plain characters) and city (Musika addition, case-insensitive). Empty values mean no filter.
 */
export const searchBuyerRequests = defineCall({
  name: 'searchBuyerRequests',
  method: 'GET',
  path: '/buyer-requests/search',
  query: z.object({
    ...paging,
    category: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
      z
        .number({ invalid_type_error: 'category must be a number from 1 to 14' })
        .int('category must be a number from 1 to 14')
        .min(1, 'category must be a number from 1 to 14')
        .max(14, 'category must be a number from 1 to 14')
        .optional(),
    ),
    rTerm: z.string().trim().max(100, 'rTerm is too long (at most 100 characters)').optional(),
    city: z.string().trim().max(60, 'city is too long (at most 60 characters)').optional(),
  }),
  body: noInput,
  data: z.object({ load: z.array(buyerRequest), pageInfo }),
});

/**
 * POST /buyer-requests (bearer) {title 5–120, description 10–2000, categoryId 1–14, budget? (cents), city
 * (≤ 60), photos? (≤ 4 https:// or /site paths)} → 201 {request}; notifies matching vendors (see above).
 * Rate limited: 10 a minute per user (429 with Retry-After).
 */
export const createBuyerRequest = defineCall({
  name: 'createBuyerRequest',
  method: 'POST',
  path: '/buyer-requests',
  query: noInput,
  body: z.object({
    title: text('title', 5, 120),
    description: text('description', 10, 2000),
    categoryId,
    budget: cents('budget').nullable().optional(),
    city,
    photos: photos.default([]),
  }),
  data: z.object({ request: buyerRequest }),
});

/**
 * PUT /buyer-requests (bearer, the poster only; 403 for anyone else, 404 unknown id) {id, title?, description?,
 * categoryId?, budget? (null clears it), city?, photos?, status? 'open'|'closed'} → {request}. Fields left out
 * keep their value.
 */
export const updateBuyerRequest = defineCall({
  name: 'updateBuyerRequest',
  method: 'PUT',
  path: '/buyer-requests',
  query: noInput,
  body: z.object({
    id: bodyId('id'),
    title: text('title', 5, 120).optional(),
    description: text('description', 10, 2000).optional(),
    categoryId: categoryId.optional(),
    budget: cents('budget').nullable().optional(),
    city: city.optional(),
    photos: photos.optional(),
    status: z.enum(BUYER_REQUEST_STATUSES, { errorMap: () => ({ message: "status must be 'open' or 'closed'" }) }).optional(),
  }),
  data: z.object({ request: buyerRequest }),
});

/**
 * GET /buyer-requests/{id} (bearer optional: it only sets isOwner) → {request, responses (oldest first),
 * isOwner}, open or closed. Counts only with message 'success' (spec §8); unknown id → 404 'Failed to fetch
 * request details'. The path carries the id: build it with buyerRequestDetailPath(id).
 */
export const buyerRequestDetail = defineCall({
  name: 'buyerRequestDetail',
  method: 'GET',
  path: '/buyer-requests/:id',
  query: noInput,
  body: noInput,
  data: z.object({ request: buyerRequest, responses: z.array(buyerRequestResponse), isOwner: z.boolean() }),
  requireSuccess: true,
});

/** The detail call with its path filled, for clients that build URLs from `path`. */
export function buyerRequestDetailPath(id: number): string {
  return `/buyer-requests/${encodeURIComponent(String(id))}`;
}

/** The :id path parameter of GET /buyer-requests/{id}. */
export const buyerRequestIdParam = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'The request id must be a positive whole number')
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n), 'The request id must be a positive whole number');

/**
 * POST /buyer-requests/create-response (bearer; the owner of bID) {requestId, message 5–1000, productId? (a
 * published product of bID), price? (cents), bID} → 201 {response}. 404 unknown request or business, 403 a
 * business you do not own, 400 a product of another business or your own request, 409 closed request or a
 * second response from the same business. Rate limited: 10 a minute per user (429 with Retry-After).
 */
export const createBuyerRequestResponse = defineCall({
  name: 'createBuyerRequestResponse',
  method: 'POST',
  path: '/buyer-requests/create-response',
  query: noInput,
  body: z.object({
    requestId: bodyId('requestId'),
    message: text('message', 5, 1000),
    productId: bodyId('productId').nullable().optional(),
    price: cents('price').nullable().optional(),
    bID: bodyId('bID'),
  }),
  data: z.object({ response: buyerRequestResponse }),
});

/** Messages the API answers with, shared by the backend and the tests. */
export const BUYER_REQUEST_MESSAGES = {
  /** Spec §8: the detail fetch's default, also the 404 for an unknown id anywhere. */
  notFound: 'Failed to fetch request details',
  notOwner: 'Only the person who posted this request can change it',
  closed: 'This request is closed and takes no more responses',
  ownRequest: 'You cannot respond to your own request',
  businessNotFound: 'No business found with that bID',
  notYourBusiness: 'You can respond only for a business you own',
  productNotYours: "productId: that product is not one of this business's published products",
  duplicate: 'This business has already responded to this request',
} as const;
