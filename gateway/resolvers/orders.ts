/** Checkout, the buyer's orders and tracking without login (spec §7 orders calls). */
import * as orders from '../../schema/rest/orders';
import { EXPECTED_STATUSES, nullIfNotFound, RestError } from '../errors';
import type { OrderStatus, Resolvers } from '../generated/resolvers';
import { boundedPage, money } from './shape';

export const orderResolvers: Resolvers = {
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
            paymentMethod: 'cash_on_delivery',
            items: input.items.map((i) => ({ product: Number(i.productId), variation: Number(i.variationId ?? 0), quantity: i.quantity, offerUuid: i.offerUuid ?? undefined })),
          },
        });
        return { checkoutId: data.checkoutId, orders: data.orders, total: money(data.totalCents), userErrors: [] };
      } catch (error) {
        // Refusals to show (sold out, own product: 403, too many attempts), not failures of the page.
        if (error instanceof RestError && EXPECTED_STATUSES.has(error.status)) {
          return { checkoutId: null, orders: [], total: null, userErrors: [{ field: null, message: error.message }] };
        }
        throw error;
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
