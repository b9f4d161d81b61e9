/**
 * One order of the active business (`/dashboard/order/{id}/` and `/dashboard/orders/{orderID}/`): its lines and
 * totals, the customer (WhatsApp and call links), delivery or collection, its history and the status change.
 * Opening it marks it read. The order and its update each keep their own status (spec §4).
 */
import { dateTimeIn } from '~/lib/i18n/intl-format';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, FormNotice } from '~/components/form';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { OrderView } from '~/features/orders/order-view';
import { CustomerCard } from '~/features/vendor-orders/customer-card';
import { partState } from '~/features/vendor-orders/orders.server';
import { StatusForm, type UpdateState } from '~/features/vendor-orders/status-form';
import { saveShipment, SHIPPABLE } from '~/features/vendor-orders/shipment.server';
import { ShipmentForm, type ShipmentState } from '~/features/vendor-orders/shipment-form';
import * as s from '~/features/vendor-orders/vendor-orders.css';
import { mutate, query } from '~/graphql/client.server';
import { notFound } from '~/lib/invariant-response.server';
import type { OrderStatus } from '~/graphql/generated/graphql';
import { BusinessOrderQuery, UpdateBusinessOrderMutation } from '~/graphql/queries/vendor-orders.server';
import { requestTranslator, translateMessage } from '~/lib/i18n/translate.server';
import {
  orderNoticeTitle,
  orderRefusal,
  orderSummary,
  orderText,
  statusFormText,
  statusLabel,
} from '~/features/vendor-orders/vendor-orders-text.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text.meta ?? 'Order — Musika' },
  { name: 'robots', content: 'noindex' },
];

function orderId(params: Record<string, string | undefined>): string {
  const id = params.id ?? params.orderID ?? '';
  if (!/^\d{1,10}$/.test(id)) throw notFound('Order not found');
  return id;
}

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const { language, t } = requestTranslator(args.request);
  const id = orderId(args.params);
  const created = new URL(args.request.url).searchParams.get('created') === '1';
  const result = await partState(() =>
    query(args.context, args.request, BusinessOrderQuery, { businessId: access.businessId, id }, { token: access.token }),
  );
  if (!result.ok) {
    const text = { meta: t('vendorOrders.metaOrderNone'), title: t('vendorOrders.orderTitleNone'), words: orderText(t) };
    return { frame: access.frame, order: null, failed: t('vendorOrders.orderFailed', { reason: result.message }), created, shippable: false, text };
  }
  if (!result.value.businessOrder) throw notFound('Order not found');
  const order = result.value.businessOrder;
  // A courier is named for delivery orders still on their way (the contract's rule, read on the server).
  const shippable = order.fulfilment === 'DELIVERY' && SHIPPABLE.has(order.status);
  const text = {
    meta: t('vendorOrders.metaOrder', { number: order.number }),
    title: t('vendorOrders.orderTitle', { number: order.number }),
    words: orderText(t),
    summary: orderSummary(language, t, order),
    created: t('vendorOrders.created', { number: order.number }),
    greeting: t('vendorOrders.whatsAppGreeting', { number: order.number }),
    status: statusFormText(t, order.status, order.nextStatuses),
    history: (order.history ?? []).map((h) => ({
      title: orderNoticeTitle(t, h.title),
      raw: h.title,
      at: dateTimeIn(language, h.at),
    })),
  };
  return { frame: access.frame, order, failed: null, created, shippable, text };
}

const statusForm = z.object({
  intent: z.literal('status'),
  status: z.enum(['PENDING', 'PROCESSING', 'ON_HOLD', 'COMPLETED', 'CANCELLED', 'REFUNDED', 'FAILED'], {
    errorMap: () => ({ message: 'vendorOrders.errorChooseStatus' }),
  }),
});

type ActionResult = { form: 'status'; state: UpdateState } | { form: 'shipment'; state: ShipmentState };

export async function action(args: ActionFunctionArgs): Promise<ActionResult> {
  const access = await requireDashboardBusiness(args);
  const id = orderId(args.params);
  const { t } = requestTranslator(args.request);
  const fields = Object.fromEntries(await args.request.formData());
  if (fields.intent === 'shipment') return { form: 'shipment', state: await saveShipment(args, access, id, fields, t) };
  const parsed = statusForm.safeParse(fields);
  if (!parsed.success) return { form: 'status', state: { status: 'failed', message: translateMessage(t, parsed.error.issues[0].message) } };
  const result = await partState(() =>
    mutate(
      args.context,
      args.request,
      UpdateBusinessOrderMutation,
      { input: { businessId: access.businessId, orderId: id, status: parsed.data.status as OrderStatus } },
      { token: access.token },
    ),
  );
  if (!result.ok)
    return { form: 'status', state: { status: 'failed', message: t('vendorOrders.notUpdatedReason', { reason: orderRefusal(t, result.message) }) } };
  const payload = result.value.updateBusinessOrder;
  if (payload.userErrors.length || !payload.order)
    return {
      form: 'status',
      state: { status: 'failed', message: payload.userErrors[0] ? orderRefusal(t, payload.userErrors[0].message) : t('vendorOrders.notUpdated') },
    };
  return {
    form: 'status',
    state: { status: 'success', message: t('vendorOrders.moved', { status: statusLabel(t, payload.order.status) }) },
  };
}

export default function DashboardOrder() {
  const { frame, order, failed, created, shippable, text } = useLoaderData<typeof loader>();
  const w = text.words;
  const answer = useActionData<typeof action>();
  const result = answer?.form === 'status' ? answer.state : undefined;
  return (
    <DashboardLayout frame={frame} title={text.title}>
      <p className={s.links}>
        <Link to={href('all-orders')}>{w['vendorOrders.backToAll']}</Link>
        {order ? <Link to={href('order-invoice', { id: order.id })}>{w['vendorOrders.invoiceLink']}</Link> : null}
      </p>
      {failed || !order || !('summary' in text) ? (
        <FormAlert>{failed ?? w['vendorOrders.orderFailedPlain']}</FormAlert>
      ) : (
        <div className={s.columns}>
          <div className={s.stack}>
            {created ? <FormNotice>{text.created}</FormNotice> : null}
            <OrderView order={order} text={text.summary} />
            {text.history.length ? (
              <section className={s.card} aria-labelledby="order-history-title">
                <h2 id="order-history-title">{w['vendorOrders.history']}</h2>
                <ol className={s.history}>
                  {text.history.map((h, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log in time order: an entry keeps its index, and two may share a title and time.
                    <li key={i}>
                      {h.title ?? <span translate="no">{h.raw}</span>} <span className={s.muted}>· {h.at}</span>
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
          </div>
          <div className={s.stack}>
            <StatusForm next={order.nextStatuses} result={result} text={text.status} />
            {shippable ? (
              <ShipmentForm shipment={order.shipment ?? null} result={answer?.form === 'shipment' ? answer.state : undefined} text={w} />
            ) : null}
            <CustomerCard
              number={order.number}
              contact={order.contact}
              fulfilment={order.fulfilment}
              address={order.deliveryAddress}
              notes={order.notes}
              text={w}
              greeting={text.greeting}
            />
          </div>
        </div>
      )}
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
