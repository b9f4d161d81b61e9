/** Checkout, the buyer's orders and tracking without login (spec §7 orders calls). */
import * as orders from '../../../schema/rest/orders';
import { nullIfNotFound, userErrorsFrom } from '../../errors';
import type { CheckoutPaymentMethod, OrderStatus, Resolvers } from '../../generated/resolvers';
import { money } from '../shared/money';
import { boundedPage } from '../shared/paging';

const PAYMENT_METHOD = {
  CASH_ON_DELIVERY: 'cash_on_delivery',
  ECOCASH: 'ecocash',
  ONEMONEY: 'onemoney',
  INNBUCKS: 'innbucks',
  WEB: 'web',
} as const satisfies Record<CheckoutPaymentMethod, orders.OrderPaymentMethod>;

export const buyerOrderResolvers: Resolvers = {
  Query: {
    order: async (_root, { id }, ctx) => {
      if (!ctx.token || !/^\d{1,12}$/.test(id)) return null;
      const data = await ctx.rest.call(orders.getOrder, { body: { orderID: Number(id), userRole: 'buyer' } }).catch(nullIfNotFound);
      return data?.order ?? null;
    },
    myOrders: async (_root, { page }, ctx) => {
      const paging = boundedPage(page, 20);
      const data = await ctx.rest.call(orders.userOrders, { body: { page: paging.page, perPage: paging.perPage } });
      return { items: data.load, pageInfo: data.pageInfo };
    },
    trackOrder: async (_root, { number, contact }, ctx) => {
      const data = await ctx.rest.call(orders.trackOrder, { body: { number, contact } }).catch(nullIfNotFound);
      // Tracking shows no contact details or address: mark the parent so those fields stay null.
      return data ? { ...data.order, tracked: true } : null;
    },
  },
  Mutation: {
    createOrder: async (_root, { input }, ctx) => {
      try {
        const data = await ctx.rest.call(orders.createOrder, {
          body: {
            idempotencyKey: input.idempotencyKey,
            contact: { name: input.contact.name, phone: input.contact.phone, email: input.contact.email ?? undefined },
            fulfilment: input.fulfilment === 'DELIVERY' ? 'delivery' : 'collection',
            deliveryAddress: input.deliveryAddress ?? null,
            notes: input.notes ?? '',
            paymentMethod: PAYMENT_METHOD[input.paymentMethod ?? 'CASH_ON_DELIVERY'],
            mobileMoneyNo: input.mobileMoneyNo ?? undefined,
            currency: input.currency ?? 'USD',
            items: input.items.map((i) => ({
              product: Number(i.productId),
              variation: Number(i.variationId ?? 0),
              quantity: i.quantity,
              offerUuid: i.offerUuid ?? undefined,
            })),
          },
        });
        return { checkoutId: data.checkoutId, orders: data.orders, total: money(data.totalCents), payment: data.payment, userErrors: [] };
      } catch (error) {
        return { checkoutId: null, orders: [], total: null, payment: null, userErrors: userErrorsFrom(error) };
      }
    },
    payCheckout: async (_root, { input }, ctx) => {
      const method = PAYMENT_METHOD[input.paymentMethod];
      if (method === 'cash_on_delivery')
        return { payment: null, userErrors: [{ field: 'paymentMethod', message: orders.ORDER_MESSAGES.notAwaitingPayment }] };
      try {
        const data = await ctx.rest.call(orders.payCheckout, {
          body: {
            checkoutId: input.checkoutId,
            phone: input.phone ?? undefined,
            paymentMethod: method,
            mobileMoneyNo: input.mobileMoneyNo ?? undefined,
            currency: input.currency ?? 'USD',
            idempotencyKey: input.idempotencyKey,
          },
        });
        return { payment: data.payment, userErrors: [] };
      } catch (error) {
        return { payment: null, userErrors: userErrorsFrom(error) };
      }
    },
  },
  Order: {
    id: (o) => String(o.id),
    status: (o) => o.status.toUpperCase().replace('-', '_') as OrderStatus,
    store: (o) => ({ ...o.business, id: String(o.business.id) }),
    fulfilment: (o) => (o.fulfilment === 'delivery' ? 'DELIVERY' : 'COLLECTION'),
    subtotal: (o) => money(o.subtotalCents),
    delivery: (o) => money(o.deliveryCents),
    total: (o) => money(o.totalCents),
    contact: (o) => ('customer' in o && !('tracked' in o) ? o.customer : null),
    deliveryAddress: (o) => ('deliveryAddress' in o && !('tracked' in o) ? o.deliveryAddress : null),
    notes: (o) => ('notes' in o && !('tracked' in o) ? o.notes : null),
  },
  OrderItem: {
    id: (i) => String(i.id),
    productId: (i) => String(i.productId),
    unitPrice: (i) => money(i.unitPriceCents),
    lineTotal: (i) => money(i.lineTotalCents),
  },
};
