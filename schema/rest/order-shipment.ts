/**
 * POST /order/shipment (Musika, issue 31): the store names the courier of a delivery order and its tracking
 * number, which the buyer then sees on the order and on tracking without login. Sending both empty takes them
 * off again (a wrong number). Only for delivery orders that are still going somewhere.
 */
import { z } from 'zod';
import { defineCall, noInput } from './call';
import { bodyId, order } from './orders';
import type { OrderStatus } from './orders';

export const SHIPMENT_MESSAGES = {
  courier: 'Enter the courier’s name (2 to 60 characters)',
  trackingNumber: 'Enter the tracking number the courier gave you (3 to 40 letters, digits, spaces or dashes)',
  bothOrNeither: 'Give the courier and the tracking number together, or leave both empty to remove them',
  collection: 'This order is collected from the store: it is not sent with a courier',
  closed: (status: string) => `An order that is ${status} is not sent any more`,
} as const;

/** Orders that are still on their way somewhere: a courier can be named (or corrected) for these. */
export const SHIPPABLE_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'on-hold', 'completed'];

const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,39}$/;

const shipmentFields = z.object({
  courier: z.string().trim().max(60, SHIPMENT_MESSAGES.courier).default(''),
  trackingNumber: z.string().trim().max(40, SHIPMENT_MESSAGES.trackingNumber).default(''),
});

function checkShipment(b: z.output<typeof shipmentFields>, ctx: z.RefinementCtx) {
  if (b.courier === '' && b.trackingNumber === '') return;
  if (b.courier === '' || b.trackingNumber === '') {
    ctx.addIssue({ code: 'custom', path: [b.courier === '' ? 'courier' : 'trackingNumber'], message: SHIPMENT_MESSAGES.bothOrNeither });
    return;
  }
  if (b.courier.length < 2) ctx.addIssue({ code: 'custom', path: ['courier'], message: SHIPMENT_MESSAGES.courier });
  if (!TRACKING_NUMBER.test(b.trackingNumber)) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: SHIPMENT_MESSAGES.trackingNumber });
}

/** The two fields as a form posts them (the dashboard's order page checks them before it calls). */
export const shipmentInput = shipmentFields.superRefine(checkShipment);

export const shipmentBody = shipmentFields.extend({ bID: bodyId('bID'), orderID: bodyId('orderID') }).superRefine(checkShipment);
export type ShipmentBody = z.output<typeof shipmentBody>;

export const setOrderShipment = defineCall({
  name: 'setOrderShipment',
  method: 'POST',
  path: '/order/shipment',
  query: noInput,
  body: shipmentBody,
  data: z.object({ order }),
});
