/**
 * One order of the active business (`/dashboard/order/{id}/` and `/dashboard/orders/{orderID}/`): its lines and
 * totals, the customer (WhatsApp and call links), delivery or collection, its history and the status change.
 * Opening it marks it read. The order and its update each keep their own status (spec §4).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, FormNotice } from '~/components/form';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { OrderView } from '~/features/orders/order-view';
import { CustomerCard } from '~/features/vendor-orders/customer-card';
import { VENDOR_STATUS_LABEL } from '~/features/vendor-orders/order-status';
import { partState } from '~/features/vendor-orders/orders.server';
import { StatusForm, type UpdateState } from '~/features/vendor-orders/status-form';
import { saveShipment, SHIPPABLE } from '~/features/vendor-orders/shipment.server';
import { ShipmentForm, type ShipmentState } from '~/features/vendor-orders/shipment-form';
import * as s from '~/features/vendor-orders/vendor-orders.css';
import { mutate, query } from '~/graphql/client.server';
import { notFound } from '~/lib/invariant-response.server';
import type { OrderStatus } from '~/graphql/generated/graphql';
import { BusinessOrderQuery, UpdateBusinessOrderMutation } from '~/graphql/queries/vendor-orders.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.order ? `Order ${data.order.number} — Musika` : 'Order — Musika' },
  { name: 'robots', content: 'noindex' },
];

function orderId(params: Record<string, string | undefined>): string {
  const id = params.id ?? params.orderID ?? '';
  if (!/^\d{1,10}$/.test(id)) throw notFound('Order not found');
  return id;
}

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const id = orderId(args.params);
  const created = new URL(args.request.url).searchParams.get('created') === '1';
  const result = await partState(() =>
    query(args.context, args.request, BusinessOrderQuery, { businessId: access.businessId, id }, { token: access.token }),
  );
  if (!result.ok) return { frame: access.frame, order: null, failed: `This order could not be loaded: ${result.message}`, created, shippable: false };
  if (!result.value.businessOrder) throw notFound('Order not found');
  const order = result.value.businessOrder;
  // A courier is named for delivery orders still on their way (the contract's rule, read on the server).
  const shippable = order.fulfilment === 'DELIVERY' && SHIPPABLE.has(order.status);
  return { frame: access.frame, order, failed: null, created, shippable };
}

const statusForm = z.object({
  intent: z.literal('status'),
  status: z.enum(['PENDING', 'PROCESSING', 'ON_HOLD', 'COMPLETED', 'CANCELLED', 'REFUNDED', 'FAILED'], {
    errorMap: () => ({ message: 'Choose the status to move the order to' }),
  }),
});

type ActionResult = { form: 'status'; state: UpdateState } | { form: 'shipment'; state: ShipmentState };

export async function action(args: ActionFunctionArgs): Promise<ActionResult> {
  const access = await requireDashboardBusiness(args);
  const id = orderId(args.params);
  const fields = Object.fromEntries(await args.request.formData());
  if (fields.intent === 'shipment') return { form: 'shipment', state: await saveShipment(args, access, id, fields) };
  const parsed = statusForm.safeParse(fields);
  if (!parsed.success) return { form: 'status', state: { status: 'failed', message: parsed.error.issues[0].message } };
  const result = await partState(() =>
    mutate(
      args.context,
      args.request,
      UpdateBusinessOrderMutation,
      { input: { businessId: access.businessId, orderId: id, status: parsed.data.status as OrderStatus } },
      { token: access.token },
    ),
  );
  if (!result.ok) return { form: 'status', state: { status: 'failed', message: `The order was not updated: ${result.message}` } };
  const payload = result.value.updateBusinessOrder;
  if (payload.userErrors.length || !payload.order)
    return { form: 'status', state: { status: 'failed', message: payload.userErrors[0]?.message ?? 'The order was not updated' } };
  return {
    form: 'status',
    state: { status: 'success', message: `Order moved to ${VENDOR_STATUS_LABEL[payload.order.status]}. The customer has been told.` },
  };
}

export default function DashboardOrder() {
  const { frame, order, failed, created, shippable } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const result = answer?.form === 'status' ? answer.state : undefined;
  return (
    <DashboardLayout frame={frame} title={order ? `Order ${order.number}` : 'Order'}>
      <p className={s.links}>
        <Link to={href('all-orders')}>← All orders</Link>
        {order ? <Link to={href('order-invoice', { id: order.id })}>Invoice and packing slip</Link> : null}
      </p>
      {failed || !order ? (
        <FormAlert>{failed ?? 'This order could not be loaded.'}</FormAlert>
      ) : (
        <div className={s.columns}>
          <div className={s.stack}>
            {created ? <FormNotice>Order {order.number} created.</FormNotice> : null}
            <OrderView order={order} />
            {order.history ? (
              <section className={s.card} aria-labelledby="order-history-title">
                <h2 id="order-history-title">History</h2>
                <ol className={s.history}>
                  {order.history.map((h, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log in time order: an entry keeps its index, and two may share a title and time.
                    <li key={i}>
                      {h.title} <span className={s.muted}>· {formatHarareDateTime(h.at)}</span>
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
          </div>
          <div className={s.stack}>
            <StatusForm current={order.status} next={order.nextStatuses} result={result} />
            {shippable ? <ShipmentForm shipment={order.shipment ?? null} result={answer?.form === 'shipment' ? answer.state : undefined} /> : null}
            <CustomerCard
              number={order.number}
              contact={order.contact}
              fulfilment={order.fulfilment}
              address={order.deliveryAddress}
              notes={order.notes}
            />
          </div>
        </div>
      )}
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
