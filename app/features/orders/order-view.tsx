/**
 * One order: status, store, items, totals, the courier once sent, and who it is for — as the buyer sees it in the
 * account and on tracking, and as the store sees it on its order page (each page builds the words).
 */
import { Placed } from '~/components/placed-text';
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

/**
 * Every word and amount the view shows, finished on the server in the page's language
 * (account-text.server.ts `orderViewText`); pages that send none show English.
 */
export interface OrderViewText {
  heading: string;
  status: string;
  from: string;
  placed: string;
  fulfilment: string;
  payment: string;
  items: string;
  lineTotals: string[];
  subtotal: [string, string];
  delivery: [string, string];
  total: [string, string];
  /** The courier's sentence with `{courier}` and `{number}` left in (the view puts them in), so both stay bold in any word order. */
  shipment: string | null;
  /** "For {name}, phone": the name left as `{name}`, so it alone is marked as not ours to translate. */
  contact: string | null;
}

function englishText(order: OrderViewFragment): OrderViewText {
  return {
    heading: `Order ${order.number}`,
    status: STATUS_LABEL[order.status] ?? order.status,
    from: 'From',
    placed: `placed ${formatHarareDateTime(order.createdAt)}`,
    fulfilment: order.fulfilment === 'DELIVERY' ? 'Delivery' : 'Collection',
    payment: paymentLabel(order.paymentMethod, order.paymentStatus),
    items: 'Items',
    lineTotals: order.items.map((item) => money(item.lineTotal)),
    subtotal: ['Subtotal', money(order.subtotal)],
    delivery: ['Delivery', money(order.delivery)],
    total: ['Total', money(order.total)],
    shipment: order.shipment ? `Sent with {courier} on ${formatHarareDateTime(order.shipment.sentAt)} · tracking number {number}` : null,
    contact: order.contact ? `For {name}, ${displayPhone(order.contact.phone)}` : null,
  };
}

export function OrderView({ order, text }: { order: OrderViewFragment; text?: OrderViewText }) {
  const w = text ?? englishText(order);
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
              {w.subtotal[0]}
            </th>
            <td className={s.amount}>{w.subtotal[1]}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {w.delivery[0]}
            </th>
            <td className={s.amount}>{w.delivery[1]}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {w.total[0]}
            </th>
            <td className={s.amount}>
              <strong>{w.total[1]}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      {order.shipment && w.shipment ? (
        <p className={s.shipment} data-testid="order-shipment">
          <Placed
            text={w.shipment}
            nodes={{
              courier: <strong translate="no">{order.shipment.courier}</strong>,
              number: <strong translate="no">{order.shipment.trackingNumber}</strong>,
            }}
          />
        </p>
      ) : null}
      {order.contact && w.contact ? (
        <p className={s.meta}>
          <Placed text={w.contact} names={{ name: order.contact.name }} />
          {order.deliveryAddress ? <span translate="no">{` · ${deliveryLine(order.deliveryAddress)}`}</span> : ''}
          {order.notes ? <span translate="no">{` · “${order.notes}”`}</span> : ''}
        </p>
      ) : null}
    </article>
  );
}
