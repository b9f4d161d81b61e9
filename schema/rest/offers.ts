/**
 * ezw/v1 offers (spec §3 "Offer", §6 "Offer and conversation calls carry a role", §7 "…offers", §8 'Failed to
 * fetch offer'): a buyer offers a price on a product and the seller — the owner of the product's business —
 * answers. The two sides take turns until one accepts or rejects, any number of rounds.
 *
 * Roles: 'buyer' (who made the offer) and 'seller' (the owner of the product's business). Calls that change an
 * offer carry the role the caller acts in; the backend checks it against the logged-in user, and answers 404
 * 'Failed to fetch offer' when the user is not that side — the same answer as for an unknown id, so ids are
 * never confirmed to anyone else.
 *
 * Statuses (OFFER_STATUSES):
 *   pending    the buyer made the offer; the seller answers next.
 *   countered  the side that moved last (lastActor) countered with a new amount; the other side answers next.
 *   accepted   FINAL. The product can be bought at amountCents per unit, quantity units: an order item that
 *              carries the offer's uuid (offerUuid) is priced from offers.amount_cents when offers.status is
 *              'accepted' (the orders code reads it).
 *   rejected   FINAL. One side turned the offer down.
 *   expired    FINAL. pending or countered with no move for OFFER_EXPIRY_DAYS (7) days: expiresAt is set to 7 days
 *              after every move. Applied lazily: whenever an offer is read, listed or answered after expiresAt it
 *              is stored as expired (updatedAt = expiresAt) before anything else happens.
 *   withdrawn  FINAL. The buyer withdrew it while it was open (whoever's turn it was).
 *
 * Turns: only the side that did NOT move last may accept, reject or counter (`yourTurn`, `allowedActions`);
 * otherwise 409. A final offer answers every move with 409. Every move appends a history event
 * (action offer | counter | accept | reject | withdraw) and notifies the other side ('offer_answered'; a new
 * offer notifies the business owner, 'offer_received'; both link to /account/inbox/offers).
 *
 * Money: USD cents. amountCents is the price PER UNIT on the table now (the latest offer or counter-offer);
 * quantity is how many units it is for.
 *
 * From a buyer request: a vendor's response may carry a productId and a price (schema/rest/buyer-requests.ts);
 * the buyer turns it into an offer with POST /offers {offer: {productId, amount: price ?? product.priceCents}}.
 */
import { z } from 'zod';
import { apiPhone } from './auth';
import { defineCall, noInput, queryInt } from './call';
import { pageInfo } from './shared';
import { productSummary } from './products';

export const OFFER_STATUSES = ['pending', 'countered', 'accepted', 'rejected', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** The statuses in which the two sides can still move. */
export const OPEN_OFFER_STATUSES = ['pending', 'countered'] as const satisfies readonly OfferStatus[];

export const OFFER_ROLES = ['buyer', 'seller'] as const;
export type OfferRole = (typeof OFFER_ROLES)[number];

/** What POST /offers/response may set (spec: `status` of the response action). */
export const OFFER_RESPONSES = ['accepted', 'rejected', 'countered', 'withdrawn'] as const;
export type OfferResponse = (typeof OFFER_RESPONSES)[number];

/** History event actions. */
export const OFFER_ACTIONS = ['offer', 'counter', 'accept', 'reject', 'withdraw'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** An open offer expires this many days after its last move. */
export const OFFER_EXPIRY_DAYS = 7;
/** $100,000,000: no listing costs more; bounds amounts so sums stay exact integers. */
export const MAX_OFFER_CENTS = 10_000_000_000;
export const MAX_OFFER_QUANTITY = 1000;
export const MAX_OFFER_MESSAGE = 500;

/**
 * A Zimbabwean mobile number in the API's form (263 then 9 digits) from what people type: 0772…, +263 772…,
 * 263-772-…, 00263 772…; spaces, dashes, dots and brackets are ignored (spec §5 phone helper). Null when it
 * cannot be one.
 */
export function normaliseZimPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  if (!/^\+?\d{9,15}$/.test(compact)) return null;
  let digits = compact.replace(/^\+/, '');
  if (digits.startsWith('00263')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `263${digits.slice(1)}`;
  else if (!compact.startsWith('+') && digits.length === 9) digits = `263${digits}`;
  return /^263\d{9}$/.test(digits) ? digits : null;
}

const money = z.number().int();
const positiveCents = (label: string) =>
  z
    .number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(1, `${label} must be at least 1 cent`)
    .max(MAX_OFFER_CENTS, `${label} is too large`);
/** An id in a query string (text), with messages that name the parameter. */
const queryId = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z
      .number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .positive(`${label} must be a positive id`)
      .max(Number.MAX_SAFE_INTEGER, `${label} is too large`),
  );
const id = (label: string) =>
  z
    .number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive id`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is too large`);
const message = z
  .string({ invalid_type_error: 'message must be text' })
  .trim()
  .max(MAX_OFFER_MESSAGE, `message is too long (at most ${MAX_OFFER_MESSAGE} characters)`);
const role = z.enum(OFFER_ROLES, { errorMap: () => ({ message: "role must be 'buyer' or 'seller'" }) });

export const offerEvent = z.object({
  id: z.number().int(),
  actor: z.enum(OFFER_ROLES),
  action: z.enum(OFFER_ACTIONS),
  /** The amount offered, countered or accepted (per unit); null for reject and withdraw. */
  amountCents: money.nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type RestOfferEvent = z.infer<typeof offerEvent>;

export const offerBusiness = z.object({
  bID: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  city: z.string(),
});

export const offer = z.object({
  id: z.number().int(),
  /** Unguessable id for links sent to the buyer (GET /offer/getOfferByUuid with the buyer's phone). */
  uuid: z.string(),
  status: z.enum(OFFER_STATUSES),
  /** Price per unit on the table now, USD cents. */
  amountCents: money,
  currency: z.literal('USD').default('USD'),
  quantity: z.number().int(),
  /** The product variation the offer is for, or null for the product itself. */
  variation: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  buyerName: z.string(),
  /** 263XXXXXXXXX; both sides see it (the seller needs it to arrange the sale). */
  buyerPhone: z.string(),
  /** Who moved last; the other side answers next while the offer is open. */
  lastActor: z.enum(OFFER_ROLES),
  /** When an open offer expires: 7 days after the last move. */
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The product as a card (its current list price is product.priceCents). */
  product: productSummary,
  business: offerBusiness,
});
export type RestOffer = z.infer<typeof offer>;

/** One offer as seen by one side: what GET /offer, GET /offer/getOfferByUuid and both writes answer. */
export const offerView = z.object({
  offer,
  /** Every move, oldest first. */
  history: z.array(offerEvent),
  yourRole: z.enum(OFFER_ROLES),
  /** Whether you may accept, reject or counter now. */
  yourTurn: z.boolean(),
  /** What POST /offers/response accepts from you now ([] once the offer is final). */
  allowedActions: z.array(z.enum(OFFER_RESPONSES)),
  /** Units of an accepted offer still to buy at its price (POST /orders/create with its uuid); 0 otherwise. */
  unitsLeft: z.number().int().min(0).default(0),
});
export type RestOfferView = z.infer<typeof offerView>;

/** Messages the API answers with, shared by the backend and the tests. */
export const OFFER_MESSAGES = {
  /** Unknown id, someone else's offer, uuid with a phone that does not match (spec §8). */
  notFound: 'Failed to fetch offer',
  productNotFound: 'No product found with that id',
  ownProduct: 'You cannot make an offer on your own product',
  auction: 'Auction items take bids, not offers',
  variation: 'variationId: this variation does not belong to the product',
  phoneRequired: 'phone: add a phone number (263 followed by 9 digits) so the seller can reach you',
  duplicate: 'You already have an open offer on this product: wait for the answer or withdraw it first',
  counterRequired: 'counterOffer: a counter-offer amount is required when countering',
  counterSame: 'counterOffer: a counter-offer must differ from the amount on the table (accept it instead)',
  onlyBuyerWithdraws: 'Only the buyer can withdraw an offer',
  notYourTurn: (waitingFor: OfferRole) => `It is not your turn: the ${waitingFor} has to answer first`,
  final: (status: OfferStatus) => `This offer is ${status} and can no longer change`,
  wrongRole: (actual: OfferRole) => `role: you are the ${actual} in this offer`,
  changed: 'This offer changed while you were answering: reload it and try again',
  sellerLink: "role: this link opens the buyer's view; sellers log in and open the offer from their inbox",
} as const;

/**
 * POST /offers {offer} (bearer) → 201, the new offer as the buyer sees it. The buyer's name and phone default to
 * the profile (display name; WhatsApp number, else billing phone). 403: a product of a business the user owns or
 * staffs. 400: auction item, a variation of another product, no phone; 404: unknown or unpublished product; 409:
 * an open offer on the same product and variation already exists. Rate limited with POST /offers/response: 10 a
 * minute per user (429 with Retry-After).
 */
export const makeOffer = defineCall({
  name: 'makeOffer',
  method: 'POST',
  path: '/offers',
  query: noInput,
  body: z.object({
    offer: z.object(
      {
        productId: id('productId'),
        /** The product variation (size, colour…); 0, null or absent for the product itself. */
        variationId: z
          .number({ invalid_type_error: 'variationId must be a number' })
          .int('variationId must be a whole number')
          .min(0, 'variationId must be a positive id, or 0 for none')
          .max(Number.MAX_SAFE_INTEGER, 'variationId is too large')
          .nullable()
          .optional(),
        quantity: z
          .number({ invalid_type_error: 'quantity must be a number' })
          .int('quantity must be a whole number')
          .min(1, 'quantity must be at least 1')
          .max(MAX_OFFER_QUANTITY, `quantity must be at most ${MAX_OFFER_QUANTITY}`)
          .default(1),
        /** Price per unit offered, USD cents. */
        amount: positiveCents('amount'),
        message: message.default(''),
        name: z.string().trim().min(1, 'name must not be empty').max(100, 'name is too long (at most 100 characters)').optional(),
        phone: apiPhone.optional(),
      },
      { required_error: 'offer is required', invalid_type_error: 'offer must be an object' },
    ),
  }),
  data: offerView,
});

/**
 * POST /offers/response {offerId, status, counterOffer?, message?, role} (bearer) → the offer after the move.
 * accepted / rejected / countered: only the side whose turn it is (409 otherwise); countered needs counterOffer
 * (per unit, different from the amount on the table). withdrawn: only the buyer, while open (403 for the seller).
 * 409 when the offer is final (accepted, rejected, expired, withdrawn). counterOffer is ignored unless countering.
 * Rate limited with POST /offers: 10 a minute per user (429).
 */
export const respondToOffer = defineCall({
  name: 'respondToOffer',
  method: 'POST',
  path: '/offers/response',
  query: noInput,
  body: z.object({
    offerId: id('offerId'),
    status: z.enum(OFFER_RESPONSES, { errorMap: () => ({ message: `status must be one of ${OFFER_RESPONSES.join(', ')}` }) }),
    counterOffer: positiveCents('counterOffer').nullable().optional(),
    message: message.default(''),
    role,
  }),
  data: offerView,
});

/** GET /offer?offerId= (bearer; the buyer or the business's owner) → the offer; 404 'Failed to fetch offer'. */
export const getOffer = defineCall({
  name: 'getOffer',
  method: 'GET',
  path: '/offer',
  query: z.object({ offerId: queryId('offerId') }),
  body: noInput,
  data: offerView,
});

/**
 * GET /offer/getOfferByUuid?role&uuid&customerPhone — the buyer's view WITHOUT login (a link sent by SMS or
 * WhatsApp), only when customerPhone (0…, +263… or 263… forms) is the offer's buyer phone. Unknown uuid and
 * wrong phone answer the same 404 'Failed to fetch offer'. Rate limited: 10 a minute per IP (429). Read only:
 * answering still needs a login. role defaults to 'buyer'; 'seller' is refused (400), sellers log in.
 */
export const getOfferByUuid = defineCall({
  name: 'getOfferByUuid',
  method: 'GET',
  path: '/offer/getOfferByUuid',
  query: z.object({
    role: role.default('buyer'),
    uuid: z
      .string({ required_error: 'uuid is required' })
      .trim()
      .toLowerCase()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'uuid is not a valid offer link id'),
    customerPhone: z
      .string({ required_error: 'customerPhone is required' })
      .max(30, 'customerPhone is too long')
      .transform((v, ctx) => {
        const phone = normaliseZimPhone(v);
        if (!phone) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Enter a Zimbabwean number: 07…, +263… or 263…' });
          return z.NEVER;
        }
        return phone;
      }),
  }),
  body: noInput,
  data: offerView,
});

export const offerListItem = offer.extend({ yourTurn: z.boolean() });
export type RestOfferListItem = z.infer<typeof offerListItem>;

/**
 * GET /offers?role&status&bID&page&per_page (Musika addition, bearer) → data.load: the user's offers as buyer,
 * or offers on the businesses they run (own or staff) as seller (bID narrows to one of them; 404 for someone
 * else's), newest first, 20 a page by default; data.pageInfo.
 */
export const listOffers = defineCall({
  name: 'listOffers',
  method: 'GET',
  path: '/offers',
  query: z.object({
    role,
    status: z.enum(OFFER_STATUSES, { errorMap: () => ({ message: `status must be one of ${OFFER_STATUSES.join(', ')}` }) }).optional(),
    bID: queryId('bID').optional(),
    page: queryInt(1, 10_000).default(1),
    per_page: queryInt(1, 100).default(20),
  }),
  body: noInput,
  data: z.object({ load: z.array(offerListItem), pageInfo }),
});
