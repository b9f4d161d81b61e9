/**
 * The store's orders (spec §7 POST /orders, /order, /order/update, /orders/create with bID): thin maps
 * GraphQL ⇄ REST. Someone else's business or order reads as null, as an unknown one does; expected refusals
 * of a change (an impossible transition, sold out) are userErrors.
 */
import * as orders from '../../../schema/rest/orders';
import * as orderShipment from '../../../schema/rest/order-shipment';
import type { OrderStatus as RestStatus, RestOrder } from '../../../schema/rest/orders';
import { RestError, userErrorsFrom, userErrorsNamingFields } from '../../errors';
import type { OrderStatus, Resolvers } from '../../generated/resolvers';
import { boundedPage } from '../shared/paging';

const isId = (id: string) => /^\d{1,10}$/.test(id);
const toRest = (s: OrderStatus) => s.toLowerCase().replace('_', '-') as RestStatus;
const toEnum = (s: RestStatus) => s.toUpperCase().replace('-', '_') as OrderStatus;

/** Not the viewer's business (403) or not its order (404): nothing to show. */
function nullIfNotTheirs(error: unknown): null {
  if (error instanceof RestError && (error.status === 403 || error.status === 404)) return null;
  throw error;
}

const SHIPMENT_FIELDS = new Set(['courier', 'trackingNumber']);

type History = { history?: { title: string; at: string }[] };

export const vendorOrderResolvers: Resolvers = {
  Query: {
    businessOrders: async (_root, args, ctx) => {
      if (!ctx.token || !isId(args.businessId)) return null;
      const { page, perPage } = boundedPage(args.page, args.perPage ?? 20);
      const data = await ctx.rest
        .call(orders.businessOrders, {
          body: {
            bID: Number(args.businessId),
            status: args.status ? toRest(args.status) : undefined,
            unread: args.unread ?? undefined,
            from: args.from || undefined,
            to: args.to || undefined,
            search: args.search?.trim() || undefined,
            page,
            perPage,
            after: args.after && isId(args.after.id) ? { createdAt: args.after.createdAt.slice(0, 40), id: Number(args.after.id) } : undefined,
          },
        })
        .catch(nullIfNotTheirs);
      return data ? { orders: data.orders, pageInfo: data.pageInfo, newCount: data.unreadCount } : null;
    },
    businessOrder: async (_root, { businessId, id }, ctx) => {
      if (!ctx.token || !isId(businessId) || !isId(id)) return null;
      const ids = { bID: Number(businessId), orderID: Number(id) };
      const data = await ctx.rest.call(orders.getOrder, { body: { ...ids, userRole: 'vendor' } }).catch(nullIfNotTheirs);
      if (!data) return null;
      // Opening an order marks it read (spec: readStatus true), so the new-order count drops.
      let order: RestOrder = data.order;
      if (!order.readStatus) order = (await ctx.rest.call(orders.updateOrder, { body: { ...ids, readStatus: true } })).order;
      return { ...order, history: data.history ?? [] };
    },
    newOrderCount: async (_root, { businessId }, ctx) => {
      if (!ctx.token || !isId(businessId)) return null;
      const data = await ctx.rest
        .call(orders.businessOrders, { body: { bID: Number(businessId), unread: true, page: 1, perPage: 1 } })
        .catch(nullIfNotTheirs);
      return data?.unreadCount ?? null;
    },
  },
  Mutation: {
    updateBusinessOrder: async (_root, { input }, ctx) => {
      if (!isId(input.businessId) || !isId(input.orderId))
        return { order: null, userErrors: [{ field: 'orderId', message: orders.ORDER_MESSAGES.notFound }] };
      try {
        const data = await ctx.rest.call(orders.updateOrder, {
          body: { bID: Number(input.businessId), orderID: Number(input.orderId), orderStatus: toRest(input.status), readStatus: true },
        });
        return { order: data.order, userErrors: [] };
      } catch (error) {
        return { order: null, userErrors: userErrorsFrom(error, 'status') };
      }
    },
    setOrderShipment: async (_root, { input }, ctx) => {
      if (!isId(input.businessId) || !isId(input.orderId))
        return { order: null, userErrors: [{ field: 'orderId', message: orders.ORDER_MESSAGES.notFound }] };
      try {
        const data = await ctx.rest.call(orderShipment.setOrderShipment, {
          body: { bID: Number(input.businessId), orderID: Number(input.orderId), courier: input.courier, trackingNumber: input.trackingNumber },
        });
        return { order: data.order, userErrors: [] };
      } catch (error) {
        // The REST answer names the field first ("trackingNumber: Enter …"): a userError carries it as its field.
        return { order: null, userErrors: userErrorsNamingFields(error, (name) => (SHIPMENT_FIELDS.has(name) ? name : null)) };
      }
    },
    createBusinessOrder: async (_root, { input }, ctx) => {
      if (!isId(input.businessId)) return { order: null, userErrors: [{ field: 'businessId', message: orders.ORDER_MESSAGES.businessNotFound }] };
      try {
        const data = await ctx.rest.call(orders.createOrder, {
          body: {
            bID: Number(input.businessId),
            idempotencyKey: input.idempotencyKey,
            contact: { name: input.customer.name, phone: input.customer.phone, email: input.customer.email ?? undefined },
            fulfilment: input.fulfilment === 'DELIVERY' ? 'delivery' : 'collection',
            deliveryAddress: input.deliveryAddress ?? null,
            notes: input.notes ?? '',
            paymentMethod: 'cash_on_delivery',
            items: input.items.map((i) => ({ product: Number(i.productId), variation: Number(i.variationId ?? 0), quantity: i.quantity })),
          },
        });
        return { order: data.orders[0] ?? null, userErrors: [] };
      } catch (error) {
        return { order: null, userErrors: userErrorsFrom(error) };
      }
    },
  },
  Order: {
    readStatus: (o) => ('readStatus' in o ? o.readStatus : null),
    nextStatuses: (o) => ('nextStatuses' in o ? o.nextStatuses.map(toEnum) : []),
    history: (o) => (o as History).history ?? null,
  },
};
