/**
 * A printable invoice and packing slip of one order of the active business (`/dashboard/order/{id}/invoice`):
 * the store's and the customer's details, the lines and totals, how it is paid; then a packing slip with a box to
 * tick per line. The browser's Print (or "Save as PDF") prints the two sheets alone. Another business's order, or
 * an unknown one, answers 404.
 */
import { dateTimeIn } from '~/lib/i18n/intl-format';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { formStyles } from '~/components/form';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { money, paymentText } from '~/features/vendor-orders/vendor-orders-text.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import * as s from '~/features/vendor-orders/invoice.css';
import { query } from '~/graphql/client.server';
import { OrderInvoiceQuery } from '~/graphql/queries/vendor-orders.server';
import { invariantFound, notFound } from '~/lib/invariant-response.server';
import { displayPhone } from '~/lib/phone-display';
import { href } from '~/routes';
import { deliveryLine, itemLabel } from '~/features/orders/order-lines';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text.meta ?? 'Invoice — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const id = args.params.id ?? '';
  if (!/^\d{1,10}$/.test(id) || !access.frame.business) throw notFound('Order not found');
  const { businessOrder, business } = await query(
    args.context,
    args.request,
    OrderInvoiceQuery,
    { businessId: access.businessId, id, slug: access.frame.business.slug },
    { token: access.token },
  );
  const order = invariantFound(businessOrder, 'Order not found');
  const { language, t } = requestTranslator(args.request);
  const text = {
    ...pick(t, INVOICE_KEYS),
    meta: t('vendorOrders.invoiceMeta', { number: order.number }),
    title: t('vendorOrders.invoiceTitle', { number: order.number }),
    back: t('vendorOrders.invoiceBack', { number: order.number }),
    slip: t('vendorOrders.slipTitle', { number: order.number }),
    date: dateTimeIn(language, order.createdAt),
    payment: paymentText(t, order.paymentMethod, order.paymentStatus),
    prices: Object.fromEntries(order.items.map((i) => [i.id, { unit: money(language, i.unitPrice), line: money(language, i.lineTotal) }])),
    subtotal: money(language, order.subtotal),
    delivery: money(language, order.delivery),
    total: money(language, order.total),
  };
  return { frame: access.frame, order, store: business, text };
}

const INVOICE_KEYS = [
  'vendorOrders.invoicePrint',
  'vendorOrders.invoiceFrom',
  'vendorOrders.invoiceTo',
  'vendorOrders.invoiceCollects',
  'vendorOrders.invoiceDate',
  'vendorOrders.invoicePayment',
  'vendorOrders.invoiceItem',
  'vendorOrders.invoiceQty',
  'vendorOrders.invoicePrice',
  'vendorOrders.viewSubtotal',
  'vendorOrders.delivery',
  'vendorOrders.collection',
  'vendorOrders.viewTotal',
  'vendorOrders.slipFor',
  'vendorOrders.slipCollects',
  'vendorOrders.slipPacked',
  'vendorOrders.slipNote',
] as const;

export default function OrderInvoice() {
  const { frame, order, store, text: w } = useLoaderData<typeof loader>();
  const storeLines = store ? [store.address.shopAddress, store.address.streetAddress, store.address.suburb, store.address.city].filter(Boolean) : [];
  const delivery = order.deliveryAddress;
  return (
    <DashboardLayout frame={frame} title={w.title}>
      <p className={formStyles.links} data-no-print>
        <Link to={href('order', { id: order.id })}>{w.back}</Link>
        <span>{w['vendorOrders.invoicePrint']}</span>
      </p>
      <article className={s.sheet} aria-label={w.title}>
        <h2>{w.title}</h2>
        <div className={s.parties}>
          <address className={s.party} translate="no">
            <span className={s.label} translate="yes">
              {w['vendorOrders.invoiceFrom']}
            </span>
            <strong>{store?.name ?? order.store.name}</strong>
            {storeLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            {store?.phone ? <span>{displayPhone(store.phone)}</span> : null}
            {store?.email ? <span>{store.email}</span> : null}
          </address>
          <address className={s.party}>
            <span className={s.label}>{w['vendorOrders.invoiceTo']}</span>
            <strong translate="no">{order.contact?.name}</strong>
            {order.contact?.phone ? <span>{displayPhone(order.contact.phone)}</span> : null}
            {delivery ? <span translate="no">{deliveryLine(delivery)}</span> : <span>{w['vendorOrders.invoiceCollects']}</span>}
          </address>
          <p className={s.party}>
            <span className={s.label}>{w['vendorOrders.invoiceDate']}</span>
            <span>{w.date}</span>
            <span className={s.label}>{w['vendorOrders.invoicePayment']}</span>
            <span>{w.payment}</span>
          </p>
        </div>
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">{w['vendorOrders.invoiceItem']}</th>
              <th scope="col" className="num">
                {w['vendorOrders.invoiceQty']}
              </th>
              <th scope="col" className="num">
                {w['vendorOrders.invoicePrice']}
              </th>
              <th scope="col" className="num">
                {w['vendorOrders.viewTotal']}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} translate="no">
                <td>{itemLabel(item)}</td>
                <td className="num">{item.quantity}</td>
                <td className="num">{w.prices[item.id]?.unit}</td>
                <td className="num">{w.prices[item.id]?.line}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {w['vendorOrders.viewSubtotal']}
              </th>
              <td className="num">{w.subtotal}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {delivery ? w['vendorOrders.delivery'] : w['vendorOrders.collection']}
              </th>
              <td className="num">{w.delivery}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {w['vendorOrders.viewTotal']}
              </th>
              <td className="num">
                <strong>{w.total}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </article>
      <article className={`${s.sheet} ${s.slip}`} aria-label={w.slip}>
        <h2>{w.slip}</h2>
        <p>
          {w['vendorOrders.slipFor']} <strong translate="no">{order.contact?.name}</strong>
          {delivery ? <span translate="no">{`, ${deliveryLine(delivery)}`}</span> : w['vendorOrders.slipCollects']}
        </p>
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">{w['vendorOrders.slipPacked']}</th>
              <th scope="col">{w['vendorOrders.invoiceItem']}</th>
              <th scope="col" className="num">
                {w['vendorOrders.invoiceQty']}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} translate="no">
                <td>
                  <span className={s.tick} aria-hidden="true" />
                </td>
                <td>{itemLabel(item)}</td>
                <td className="num">{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {order.notes ? (
          <p>
            {w['vendorOrders.slipNote']} <span translate="no">{order.notes}</span>
          </p>
        ) : null}
      </article>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
