/**
 * A printable invoice and packing slip of one order of the active business (`/dashboard/order/{id}/invoice`):
 * the store's and the customer's details, the lines and totals, how it is paid; then a packing slip with a box to
 * tick per line. The browser's Print (or "Save as PDF") prints the two sheets alone. Another business's order, or
 * an unknown one, answers 404.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { formStyles } from '~/components/form';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { paymentLabel } from '~/features/orders/payment-label';
import * as s from '~/features/vendor-orders/invoice.css';
import { query } from '~/graphql/client.server';
import { OrderInvoiceQuery } from '~/graphql/queries/vendor-orders.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { invariantFound, notFound } from '~/lib/invariant-response.server';
import { formatMoney } from '~/lib/money';
import { displayPhone } from '~/lib/phone-display';
import { href } from '~/routes';
import { deliveryLine, itemLabel } from '~/features/orders/order-lines';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Invoice ${data.order.number} — Musika` : 'Invoice — Musika' },
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
  return { frame: access.frame, order: invariantFound(businessOrder, 'Order not found'), store: business };
}

const money = (m: { amountCents: number; currency: string }) => formatMoney(m.amountCents, m.currency);

export default function OrderInvoice() {
  const { frame, order, store } = useLoaderData<typeof loader>();
  const storeLines = store ? [store.address.shopAddress, store.address.streetAddress, store.address.suburb, store.address.city].filter(Boolean) : [];
  const delivery = order.deliveryAddress;
  return (
    <DashboardLayout frame={frame} title={`Invoice ${order.number}`}>
      <p className={formStyles.links} data-no-print>
        <Link to={href('order', { id: order.id })}>← Order {order.number}</Link>
        <span>Use your browser’s Print to print these two pages or save them as a PDF.</span>
      </p>
      <article className={s.sheet} aria-label={`Invoice ${order.number}`}>
        <h2>Invoice {order.number}</h2>
        <div className={s.parties}>
          <address className={s.party}>
            <span className={s.label}>From</span>
            <strong>{store?.name ?? order.store.name}</strong>
            {storeLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            {store?.phone ? <span>{displayPhone(store.phone)}</span> : null}
            {store?.email ? <span>{store.email}</span> : null}
          </address>
          <address className={s.party}>
            <span className={s.label}>To</span>
            <strong>{order.contact?.name}</strong>
            {order.contact?.phone ? <span>{displayPhone(order.contact.phone)}</span> : null}
            {delivery ? <span>{deliveryLine(delivery)}</span> : <span>Collects from the store</span>}
          </address>
          <p className={s.party}>
            <span className={s.label}>Date</span>
            <span>{formatHarareDateTime(order.createdAt)}</span>
            <span className={s.label}>Payment</span>
            <span>{paymentLabel(order.paymentMethod, order.paymentStatus)}</span>
          </p>
        </div>
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="num">
                Qty
              </th>
              <th scope="col" className="num">
                Price
              </th>
              <th scope="col" className="num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td>{itemLabel(item)}</td>
                <td className="num">{item.quantity}</td>
                <td className="num">{money(item.unitPrice)}</td>
                <td className="num">{money(item.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Subtotal
              </th>
              <td className="num">{money(order.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {delivery ? 'Delivery' : 'Collection'}
              </th>
              <td className="num">{money(order.delivery)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                Total
              </th>
              <td className="num">
                <strong>{money(order.total)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </article>
      <article className={`${s.sheet} ${s.slip}`} aria-label={`Packing slip ${order.number}`}>
        <h2>Packing slip {order.number}</h2>
        <p>
          For <strong>{order.contact?.name}</strong>
          {delivery ? `, ${deliveryLine(delivery)}` : ': collects from the store'}
        </p>
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">Packed</th>
              <th scope="col">Item</th>
              <th scope="col" className="num">
                Qty
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td>
                  <span className={s.tick} aria-hidden="true" />
                </td>
                <td>{itemLabel(item)}</td>
                <td className="num">{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {order.notes ? <p>Note from the customer: {order.notes}</p> : null}
      </article>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
