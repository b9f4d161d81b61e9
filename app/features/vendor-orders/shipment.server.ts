/**
 * Saving an order's courier and tracking number from the store's order page: the form is checked with the REST
 * contract's own rules (schema/rest/order-shipment.ts) so a mistake is shown beside its field before any call, then
 * the gateway's setOrderShipment answers the rest (a collected or closed order, someone else's order).
 */
import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { SHIPPABLE_STATUSES, shipmentInput } from '../../../schema/rest/order-shipment';
import type { FieldErrors } from '~/components/form';
import type { OrderStatus } from '~/graphql/generated/graphql';
import { mutate } from '~/graphql/client.server';
import { SetOrderShipmentMutation } from '~/graphql/queries/vendor-orders.server';
import { statusFromRest } from './order-status';
import { partState } from './orders.server';
import type { Translate } from '~/lib/i18n/translate.server';
import { orderRefusal } from './vendor-orders-text.server';
import type { ShipmentState } from './shipment-form';

/** The contract's SHIPPABLE_STATUSES by their GraphQL names: the form shows only for these. */
export const SHIPPABLE: ReadonlySet<OrderStatus> = new Set(SHIPPABLE_STATUSES.map(statusFromRest));

export async function saveShipment(
  args: ActionFunctionArgs,
  access: { businessId: string; token: string },
  orderId: string,
  fields: Record<string, FormDataEntryValue>,
  t: Translate,
): Promise<ShipmentState> {
  const values = { courier: String(fields.courier ?? ''), trackingNumber: String(fields.trackingNumber ?? '') };
  const parsed = shipmentInput.safeParse(values);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= orderRefusal(t, issue.message);
    return { status: 'failed', message: null, errors, values };
  }
  const result = await partState(() =>
    mutate(
      args.context,
      args.request,
      SetOrderShipmentMutation,
      { input: { businessId: access.businessId, orderId, ...parsed.data } },
      { token: access.token },
    ),
  );
  if (!result.ok)
    return { status: 'failed', message: t('vendorOrders.shipmentNotSavedReason', { reason: orderRefusal(t, result.message) }), errors: {}, values };
  const payload = result.value.setOrderShipment;
  if (payload.userErrors.length || !payload.order)
    return {
      status: 'failed',
      message: payload.userErrors[0] ? orderRefusal(t, payload.userErrors[0].message) : t('vendorOrders.shipmentNotSaved'),
      errors: {},
      values,
    };
  return {
    status: 'success',
    message: payload.order.shipment
      ? t('vendorOrders.shipmentSaved', { courier: payload.order.shipment.courier, number: payload.order.shipment.trackingNumber })
      : t('vendorOrders.shipmentRemoved'),
  };
}
