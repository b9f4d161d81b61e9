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

/** The order's words in the page's language, finished on the server (order-view-text.server.ts). */
export interface OrderViewWords {
  heading: string;
  status: string;
  from: string;
  placed: string;
  fulfilment: string;
  payment: string;
  items: string;
  lineTotals: string[];
  subtotalLabel: string;
  subtotal: string;
  deliveryLabel: string;
  delivery: string;
  totalLabel: string;
  total: string;
  shipment: string | null;
}

/** Without `words` (pages not translated yet), the order reads in English as it always did. */
function englishWords(order: OrderViewFragment): OrderViewWords {
  return {
    heading: `Order ${order.number}`,
    status: STATUS_LABEL[order.status] ?? order.status,
    from: 'From',
    placed: `placed ${formatHarareDateTime(order.createdAt)}`,
    fulfilment: order.fulfilment === 'DELIVERY' ? 'Delivery' : 'Collection',
    payment: paymentLabel(order.paymentMethod, order.paymentStatus),
    items: 'Items',
    lineTotals: order.items.map((item) => money(item.lineTotal)),
    subtotalLabel: 'Subtotal',
    subtotal: money(order.subtotal),
    deliveryLabel: 'Delivery',
    delivery: money(order.delivery),
    totalLabel: 'Total',
    total: money(order.total),
    shipment: null,
  };
}

export function OrderView({ order, words }: { order: OrderViewFragment; words?: OrderViewWords }) {
  const w = words ?? englishWords(order);
  return (
    <article className={s.order} aria-labelledby={`order-${order.id}`}>
      <header className={s.head}>
        <h2 id={`order-${order.id}`} className={s.number}>
          {w.heading}
        </h2>
        <p className={s.status}>{w.status}</p>
        <p className={s.meta}>
          {w.from}{' '}
          <Link to={href('storefront', { bSlug: order.store.slug })} translate="no">
            {order.store.name}
          </Link>{' '}
          · {w.placed} · {w.fulfilment} · <span data-testid="order-payment">{w.payment}</span>
        </p>
      </header>
      <table className={s.items}>
        <caption className="visually-hidden">{w.items}</caption>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={item.id}>
              <td translate="no">
                {item.slug ? <Link to={href('product', { slug: item.slug })}>{item.name}</Link> : item.name}
                {item.variationName ? <span className={s.meta}> · {item.variationName}</span> : null}
              </td>
              <td className={s.qty}>× {item.quantity}</td>
              <td className={s.amount}>{w.lineTotals[i]}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {w.subtotalLabel}
            </th>
            <td className={s.amount}>{w.subtotal}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {w.deliveryLabel}
            </th>
            <td className={s.amount}>{w.delivery}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {w.totalLabel}
            </th>
            <td className={s.amount}>
              <strong>{w.total}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      {order.shipment && w.shipment ? (
        <p className={s.shipment} data-testid="order-shipment">
          {w.shipment}
        </p>
      ) : order.shipment ? (
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
