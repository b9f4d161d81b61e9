/** One order as the buyer sees it: status, store, items, totals, the courier once sent, and (for the buyer) delivery details. */
import { Link } from '@remix-run/react';
import type { OrderViewFragment } from '~/graphql/generated/graphql';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';
import * as s from './order-view.css';
import { paymentLabel } from './payment-label';
import { displayPhone } from '~/lib/phone-display';
import { deliveryLine } from './order-lines';

export const STATUS_LABEL: Record<string, string> = {
  PENDING: 'Pending — waiting for the store',
  PROCESSING: 'Processing — the store is preparing it',
  ON_HOLD: 'On hold',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
  FAILED: 'Failed',
};

const money = (m: { amountCents: number; currency: string }) => formatMoney(m.amountCents, m.currency);

export function OrderView({ order }: { order: OrderViewFragment }) {
  return (
    <article className={s.order} aria-labelledby={`order-${order.id}`}>
      <header className={s.head}>
        <h2 id={`order-${order.id}`} className={s.number}>
          Order {order.number}
        </h2>
        <p className={s.status}>{STATUS_LABEL[order.status] ?? order.status}</p>
        <p className={s.meta}>
          From <Link to={href('storefront', { bSlug: order.store.slug })}>{order.store.name}</Link> · placed {formatHarareDateTime(order.createdAt)} ·{' '}
          {order.fulfilment === 'DELIVERY' ? 'Delivery' : 'Collection'} ·{' '}
          <span data-testid="order-payment">{paymentLabel(order.paymentMethod, order.paymentStatus)}</span>
        </p>
      </header>
      <table className={s.items}>
        <caption className="visually-hidden">Items</caption>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.slug ? <Link to={href('product', { slug: item.slug })}>{item.name}</Link> : item.name}
                {item.variationName ? <span className={s.meta}> · {item.variationName}</span> : null}
              </td>
              <td className={s.qty}>× {item.quantity}</td>
              <td className={s.amount}>{money(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Subtotal
            </th>
            <td className={s.amount}>{money(order.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              Delivery
            </th>
            <td className={s.amount}>{money(order.delivery)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className={s.amount}>
              <strong>{money(order.total)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      {order.shipment ? (
        <p className={s.shipment} data-testid="order-shipment">
          Sent with <strong>{order.shipment.courier}</strong> on {formatHarareDateTime(order.shipment.sentAt)} · tracking number{' '}
          <strong>{order.shipment.trackingNumber}</strong>
        </p>
      ) : null}
      {order.contact ? (
        <p className={s.meta}>
          For {order.contact.name}, {displayPhone(order.contact.phone)}
          {order.deliveryAddress ? ` · ${deliveryLine(order.deliveryAddress)}` : ''}
          {order.notes ? ` · “${order.notes}”` : ''}
        </p>
      ) : null}
    </article>
  );
}
