/**
 * ezw/v1 order calls (spec §7 "Products, cart, wishlist, reviews, orders"; §3 "Order"). Statuses are
 * WooCommerce's (DESIGN §7). Money is integer cents, USD.
 *
 * - POST /orders/create   checkout (bearer optional): one order per vendor, idempotent on idempotencyKey
 * - POST /user-orders     the buyer's orders (bearer)
 * - POST /orders          a vendor's orders of one business (bearer)
 * - POST /order           one order, as its buyer or as the vendor (bearer)
 * - POST /order/update    the vendor changes status / marks read (bearer)
 * - POST /orders/track    tracking without login: order number + the order's phone or e-mail (Musika)
 */
import { z } from 'zod';
import { defineCall, noInput } from './call';
import { apiPhone, normalizePhone } from './phone';
import { EXPRESS_METHODS, PAYMENT_CURRENCIES, PAYMENT_METHODS as PAY_NOW_METHODS, paymentView } from './payments';
import { pageInfo } from './shared';

export const ORDER_STATUSES = ['pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Orders in these statuses no longer hold what they took: stock goes back, and units of an accepted offer can be bought again. */
export const RELEASED_ORDER_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded'];
export const FULFILMENT_METHODS = ['delivery', 'collection'] as const;
/**
 * Pay the store on delivery or collection, or pay now through Paynow (issue #11): EcoCash, OneMoney, InnBucks
 * (approve on the phone) or Paynow's own web page (cards). A pay-now checkout answers the payment it started.
 */
export const PAYMENT_METHODS = ['cash_on_delivery', ...PAY_NOW_METHODS] as const;
export type OrderPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'refunded'] as const;

/** Delivery costs a flat $3 per vendor order (each vendor delivers its own order); collection is free. */
export const DELIVERY_FEE_CENTS = 300;

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  trackNotFound: 'We could not find an order with that number and contact.',
  businessNotFound: 'Business not found',
  addressRequired: 'A delivery address is required for delivery',
  badTransition: (from: string, to: string) => `An order that is ${from} cannot be changed to ${to}`,
  nothingToUpdate: 'Give orderStatus or readStatus: true',
  notThisBusiness: (name: string) => `${name} is not a product of this business`,
  badRange: 'The "from" date must be on or before the "to" date',
  raced: 'The order changed meanwhile. Reload it and try again.',
  mobileMoneyRequired: 'The mobile money number is required to pay with EcoCash, OneMoney or InnBucks',
  manualIsCash: 'An order entered by the store is paid on delivery or collection',
  checkoutNotFound: 'Order not found',
  alreadyPaid: 'These orders are already paid',
  notAwaitingPayment: 'These orders no longer wait for a payment',
  paymentInProgress: 'A payment for these orders is still waiting for approval. Approve or cancel it on your phone first.',
} as const;

/** A calendar day as people pick it (YYYY-MM-DD), read as a day in Africa/Harare (UTC+2, no daylight saving). */
export const HARARE_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const harareDay = (label: string) =>
  z
    .string({ invalid_type_error: `${label} must be a date` })
    .regex(HARARE_DAY, `${label} must be a date like 2026-03-31`)
    .refine(
      (d) => !Number.isNaN(Date.parse(`${d}T00:00:00+02:00`)) && new Date(`${d}T12:00:00Z`).toISOString().startsWith(d),
      `${label} is not a real date`,
    );

/** The UTC instant a Harare day starts (from) or the next one starts (to, exclusive), as stored ISO text. */
export function harareDayStart(day: string): string {
  return new Date(`${day}T00:00:00+02:00`).toISOString();
}
export function harareDayEnd(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00+02:00`) + 86_400_000).toISOString();
}

/** Searching orders: by number (MSK-10042, or its digits) or by the customer's name or phone. */
export const MAX_ORDER_SEARCH = 100;

// The phone helper (spec §5) is shared by every contract that takes a phone; re-exported for the order routes.
export { normalizePhone };

/** Order numbers people read out and type: MSK- then at least five digits (10000 + the order id). */
export const ORDER_NUMBER_PATTERN = /^MSK-\d{5,}$/;
export const ORDER_NUMBER_BASE = 10000;
export function orderNumber(orderId: number): string {
  return `MSK-${ORDER_NUMBER_BASE + orderId}`;
}

/**
 * WooCommerce transitions a vendor may make (the same status again is a no-op, not a transition). Completed
 * orders can only be refunded; cancelled and refunded orders are final; a failed order may be retried.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'on-hold', 'completed', 'cancelled', 'failed'],
  processing: ['on-hold', 'completed', 'cancelled', 'refunded', 'failed'],
  'on-hold': ['processing', 'completed', 'cancelled', 'refunded'],
  completed: ['refunded'],
  failed: ['pending', 'processing', 'cancelled'],
  cancelled: [],
  refunded: [],
};
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

const MAX_ID = 2_147_483_647;
const idField = (label: string) =>
  z.coerce
    .number({ invalid_type_error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be a positive id`)
    .max(MAX_ID, `${label} is not a known id`);

/** Ids in bodies: numbers, or digit strings (form posts). */
export const bodyId = (label: string) =>
  z
    .union([z.number(), z.string().regex(/^\s*\d{1,10}\s*$/, `${label} must be a number`)], {
      required_error: `${label} is required`,
      invalid_type_error: `${label} must be a number`,
    })
    .pipe(idField(label));

const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

export const contactPhone = z
  .string({ required_error: 'A phone number is required', invalid_type_error: 'The phone number must be text' })
  .max(30, 'The phone number is too long')
  .pipe(apiPhone);

const email = z.string().trim().toLowerCase().max(254, 'Email is too long').email('Email is invalid');

export const deliveryAddress = z.object({
  address1: text('The street address', 200).min(1, 'The street address is required'),
  suburb: text('The suburb', 100)
    .nullable()
    .optional()
    .transform((v) => v || null),
  city: text('The city', 100).min(1, 'The city is required'),
});
export type RestDeliveryAddress = z.infer<typeof deliveryAddress>;

export const orderItemInput = z.object({
  product: z.union([bodyId('product'), z.object({ id: bodyId('product') }).transform((p) => p.id)]),
  variation: z
    .union([z.number().int().min(0).max(MAX_ID), z.null(), z.object({ id: z.number().int().min(0).max(MAX_ID).optional() }).strip()], {
      errorMap: () => ({ message: 'variation must be a variation id, or 0 / {} when there is none' }),
    })
    .optional()
    .transform((v) => (v === undefined || v === null ? 0 : typeof v === 'number' ? v : (v.id ?? 0))),
  quantity: z
    .number({ required_error: 'Quantity is required', invalid_type_error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(99, 'You can order at most 99 of an item'),
  /** The uuid of an ACCEPTED offer on this product: the line is bought at the offer's price. */
  offerUuid: z.string().trim().min(8, 'offerUuid is not a valid offer').max(100, 'offerUuid is not a valid offer').optional(),
});

const paymentMethodField = z.enum(PAYMENT_METHODS, {
  errorMap: () => ({ message: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}` }),
});
const mobileMoneyNo = z
  .string({ invalid_type_error: 'The mobile money number must be text' })
  .max(30, 'The mobile money number is too long')
  .pipe(apiPhone);
const currencyField = z
  .enum(PAYMENT_CURRENCIES, { errorMap: () => ({ message: `currency must be one of ${PAYMENT_CURRENCIES.join(', ')}` }) })
  .default('USD');
const isExpress = (method: string) => (EXPRESS_METHODS as readonly string[]).includes(method);

function requireMobileMoneyNo(body: { paymentMethod: string; mobileMoneyNo?: string }, ctx: z.RefinementCtx) {
  if (isExpress(body.paymentMethod) && !body.mobileMoneyNo) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['mobileMoneyNo'], message: ORDER_MESSAGES.mobileMoneyRequired });
  }
}

export const createOrderBody = z
  .object({
    /** Client-generated (e.g. crypto.randomUUID()); the same key answers the same orders again. */
    idempotencyKey: z
      .string({ required_error: 'idempotencyKey is required' })
      .trim()
      .min(16, 'idempotencyKey must be 16 to 100 characters')
      .max(100, 'idempotencyKey must be 16 to 100 characters')
      .regex(/^[A-Za-z0-9_\-:.]+$/, 'idempotencyKey may hold only letters, digits and - _ : .'),
    contact: z.object(
      {
        name: text('The name', 100).min(1, 'Your name is required'),
        phone: contactPhone,
        email: z.union([z.literal('').transform(() => undefined), email]).optional(),
      },
      { required_error: 'Contact details are required' },
    ),
    fulfilment: z.enum(FULFILMENT_METHODS, { errorMap: () => ({ message: "fulfilment must be 'delivery' or 'collection'" }) }),
    deliveryAddress: deliveryAddress.nullable().optional(),
    notes: text('Notes', 1000).optional().default(''),
    paymentMethod: paymentMethodField,
    /** The EcoCash/OneMoney/InnBucks number that approves the payment (express methods only). */
    mobileMoneyNo: mobileMoneyNo.optional(),
    /** What the payment is made in; prices stay USD and a ZWG payment converts at the day's rate. */
    currency: currencyField,
    items: z
      .array(orderItemInput, { required_error: 'items is required' })
      .min(1, 'The order has no items')
      .max(50, 'An order holds at most 50 items'),
    /**
     * Set by a vendor entering an order taken by phone or WhatsApp for a business they run (bearer required):
     * only that business's products, no offers, nobody's cart; the order counts as read by the vendor.
     */
    bID: bodyId('bID').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.fulfilment === 'delivery' && !body.deliveryAddress) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['deliveryAddress'], message: ORDER_MESSAGES.addressRequired });
    }
    requireMobileMoneyNo(body, ctx);
    if (body.bID !== undefined && body.paymentMethod !== 'cash_on_delivery') {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['paymentMethod'], message: ORDER_MESSAGES.manualIsCash });
    }
  });
export type CreateOrderBody = z.output<typeof createOrderBody>;

export const orderItem = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** 0 when none. */
  variationId: z.number().int(),
  /** Name and price as bought (kept even if the product changes later). */
  name: z.string(),
  variationName: z.string().nullable(),
  /** The product's current slug and first image, null when the product is gone. */
  slug: z.string().nullable(),
  image: z.string().nullable(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  lineTotalCents: z.number().int(),
  /** Set when bought at the price of an accepted offer. */
  offerId: z.number().int().nullable(),
});
export type RestOrderItem = z.infer<typeof orderItem>;

const orderBusiness = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/**
 * How the store sent a delivery order (issue 31): the courier and the number the buyer tracks it by with that
 * courier. Null until the store names them. Shown on tracking without login as well: it holds no contact details.
 */
export const orderShipment = z.object({ courier: z.string(), trackingNumber: z.string(), sentAt: z.string() });
export type RestOrderShipment = z.infer<typeof orderShipment>;

/** What tracking without login shows: no contact details, no address. */
export const trackedOrder = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  business: orderBusiness,
  fulfilment: z.enum(FULFILMENT_METHODS),
  items: z.array(orderItem),
  subtotalCents: z.number().int(),
  deliveryCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.literal('USD').default('USD'),
  paymentMethod: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  shipment: orderShipment.nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RestTrackedOrder = z.infer<typeof trackedOrder>;

export const order = trackedOrder.extend({
  /** Orders of one checkout (one per vendor) share it. */
  checkoutId: z.string(),
  /** Null for a guest checkout. */
  userId: z.number().int().nullable(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  deliveryAddress: deliveryAddress.nullable(),
  notes: z.string(),
  /** Whether the vendor has opened it (spec readStatus). */
  readStatus: z.boolean(),
  /** Statuses the vendor may move it to next. */
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
});
export type RestOrder = z.infer<typeof order>;

/**
 * POST /orders/create — checkout. Prices come from the catalogue (an item with the uuid of an accepted offer
 * uses the offer's price); one order per vendor, all written in one D1 batch; status 'pending'. Answers 201
 * with the orders. The same idempotencyKey (per logged-in user, or per guest phone) answers the same orders
 * again (header Idempotent-Replayed: true) without creating any. Refused: unpublished, sold-out and auction
 * products (400), a product of a business the buyer owns or staffs (403). When it takes stock the answer
 * names the products' edge-cache tags: `x-musika-purge: product:<slug>, business:<bSlug>, …`.
 */
export const createOrder = defineCall({
  name: 'createOrder',
  method: 'POST',
  path: '/orders/create',
  query: noInput,
  body: createOrderBody,
  data: z.object({
    checkoutId: z.string(),
    orders: z.array(order),
    /** Sum over the orders. */
    totalCents: z.number().int(),
    currency: z.literal('USD').default('USD'),
    /** The one payment for all the orders (pay-now methods); null for cash on delivery. */
    payment: paymentView.nullable().default(null),
  }),
});

/**
 * POST /orders/pay (Musika, issue #11) — pay a checkout's orders again after a payment failed or was cancelled:
 * a new payment for the same checkout, perhaps with another number or method. The buyer only: the bearer's own
 * orders, or for a guest checkout the orders' contact phone. Refused (409) once the orders are paid, and while an
 * earlier payment is still waiting for approval. Idempotent on idempotencyKey like checkout.
 */
export const payCheckout = defineCall({
  name: 'payCheckout',
  method: 'POST',
  path: '/orders/pay',
  query: noInput,
  body: z
    .object({
      checkoutId: z.string({ required_error: 'checkoutId is required' }).trim().uuid(ORDER_MESSAGES.checkoutNotFound),
      /** A guest checkout: the phone the orders were placed with (any form people type). */
      phone: contactPhone.optional(),
      paymentMethod: z.enum(PAY_NOW_METHODS, { errorMap: () => ({ message: `paymentMethod must be one of ${PAY_NOW_METHODS.join(', ')}` }) }),
      mobileMoneyNo: mobileMoneyNo.optional(),
      currency: currencyField,
      idempotencyKey: z
        .string({ required_error: 'idempotencyKey is required' })
        .trim()
        .min(16, 'idempotencyKey must be 16 to 100 characters')
        .max(100, 'idempotencyKey must be 16 to 100 characters')
        .regex(/^[A-Za-z0-9_\-:.]+$/, 'idempotencyKey may hold only letters, digits and - _ : .'),
    })
    .superRefine(requireMobileMoneyNo),
  data: z.object({ payment: paymentView }),
});

/** POST /user-orders — the logged-in buyer's orders, newest first, with items (data.load). */
export const userOrders = defineCall({
  name: 'userOrders',
  method: 'POST',
  path: '/user-orders',
  query: noInput,
  body: z
    .object({
      page: z.number().int().min(1).max(10_000).default(1),
      perPage: z.number().int().min(1).max(100).default(20),
    })
    .default({}),
  data: z.object({ load: z.array(order), pageInfo }),
});

/** POST /orders {bID} — a vendor's orders of one business they own, newest first (spec: answer orders). */
export const businessOrders = defineCall({
  name: 'businessOrders',
  method: 'POST',
  path: '/orders',
  query: noInput,
  body: z
    .object({
      bID: bodyId('bID'),
      status: z.enum(ORDER_STATUSES, { errorMap: () => ({ message: `status must be one of ${ORDER_STATUSES.join(', ')}` }) }).optional(),
      /** true: only orders the vendor has not opened yet (the "new orders" screen). */
      unread: z.boolean().optional(),
      /** Harare days, both included. */
      from: harareDay('from').optional(),
      to: harareDay('to').optional(),
      search: z.string().trim().max(MAX_ORDER_SEARCH, `search must be at most ${MAX_ORDER_SEARCH} characters`).optional(),
      page: z.number().int().min(1).max(10_000).default(1),
      perPage: z.number().int().min(1).max(100).default(20),
      /**
       * Musika's (issue 30): the orders after this one, newest first (its createdAt and id, from the previous chunk's
       * last order) instead of `page` — how the CSV export reads every order in bounded chunks (a keyset page).
       */
      after: z.object({ createdAt: z.string().max(40), id: z.number().int().positive() }).optional(),
    })
    .refine((b) => !b.from || !b.to || b.from <= b.to, { message: ORDER_MESSAGES.badRange, path: ['from'] }),
  /** unreadCount: the business's orders the vendor has not opened yet (whatever the filters). */
  data: z.object({ orders: z.array(order), pageInfo, unreadCount: z.number().int() }),
});

export const USER_ROLES = ['buyer', 'vendor'] as const;

export const orderHistoryEntry = z.object({ title: z.string(), at: z.string() });

/**
 * POST /order — one order (data.order). As 'buyer': only one's own; as 'vendor': only of a business one runs
 * (bID, when given, must be the order's business: else 404). The vendor also gets its history (what the order
 * went through, newest last).
 */
export const getOrder = defineCall({
  name: 'getOrder',
  method: 'POST',
  path: '/order',
  query: noInput,
  body: z.object({
    orderID: bodyId('orderID'),
    userRole: z.enum(USER_ROLES, { errorMap: () => ({ message: "userRole must be 'buyer' or 'vendor'" }) }).default('buyer'),
    bID: bodyId('bID').optional(),
  }),
  data: z.object({ order, history: z.array(orderHistoryEntry).optional() }),
});

/**
 * POST /order/update — the vendor (owner of bID) sets {orderStatus} along a WooCommerce transition, and/or
 * marks it read with {readStatus: true}. Setting the current status again changes nothing. Answers data.order.
 */
export const updateOrder = defineCall({
  name: 'updateOrder',
  method: 'POST',
  path: '/order/update',
  query: noInput,
  body: z
    .object({
      bID: bodyId('bID'),
      orderID: bodyId('orderID'),
      orderStatus: z.enum(ORDER_STATUSES, { errorMap: () => ({ message: `orderStatus must be one of ${ORDER_STATUSES.join(', ')}` }) }).optional(),
      readStatus: z.literal(true, { errorMap: () => ({ message: 'readStatus can only be true' }) }).optional(),
    })
    .refine((b) => b.orderStatus !== undefined || b.readStatus !== undefined, ORDER_MESSAGES.nothingToUpdate),
  data: z.object({ order }),
});

/**
 * POST /orders/track (Musika) — no login: the order number and the order's phone (0…, +263…, 263…) or e-mail.
 * A wrong number and a wrong contact answer the same 404. Rate limited to 10 a minute per IP.
 */
export const trackOrder = defineCall({
  name: 'trackOrder',
  method: 'POST',
  path: '/orders/track',
  query: noInput,
  body: z.object({
    number: z
      .string({ required_error: 'The order number is required' })
      .trim()
      .toUpperCase()
      .min(1, 'The order number is required')
      .max(30, 'The order number is too long'),
    contact: z
      .string({ required_error: 'The phone number or e-mail of the order is required' })
      .trim()
      .min(1, 'The phone number or e-mail of the order is required')
      .max(254, 'The contact is too long'),
  }),
  data: z.object({ order: trackedOrder }),
});
