/**
 * One order on the store's order page: status, items, totals, the courier once sent and who it is for — every
 * word finished on the server in the page's language (vendor-orders-text.server.ts orderSummary), so this only
 * shows. Names, addresses and notes the site does not write are marked translate="no". Styled as the buyer's
 * OrderView (features/orders/order-view.tsx).
 */
import { Link } from '@remix-run/react';
import * as s from '~/features/orders/order-view.css';
import { href } from '~/routes';
import type { OrderSummaryView, OrderText } from './vendor-orders-text';

export function OrderSummary({ view, text: w }: { view: OrderSummaryView; text: OrderText }) {
  // The sentence in the language with the courier and number marked (\u0001, \u0002), so both stay bold.
  const [sentBefore = '', sentBetween = '', sentAfter = ''] = view.shipment ? view.shipment.line.split(/[\u0001\u0002]/) : [];
  return (
    <article className={s.order} aria-labelledby={`order-${view.id}`}>
      <header className={s.head}>
        <h2 id={`order-${view.id}`} className={s.number}>
          {view.title}
        </h2>
        <p className={s.status}>{view.status}</p>
        <p className={s.meta}>
          {w['vendorOrders.viewFrom']}{' '}
          <Link to={href('storefront', { bSlug: view.store.slug })} translate="no">
            {view.store.name}
          </Link>{' '}
          · {view.placed} · {view.fulfilment} · <span data-testid="order-payment">{view.payment}</span>
        </p>
      </header>
      <table className={s.items}>
        <caption className="visually-hidden">{w['vendorOrders.viewItems']}</caption>
        <tbody>
          {view.items.map((item) => (
            <tr key={item.id}>
              <td translate="no">
                {item.slug ? <Link to={href('product', { slug: item.slug })}>{item.name}</Link> : item.name}
                {item.variationName ? <span className={s.meta}> · {item.variationName}</span> : null}
              </td>
              <td className={s.qty}>× {item.quantity}</td>
              <td className={s.amount}>{item.total}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {w['vendorOrders.viewSubtotal']}
            </th>
            <td className={s.amount}>{view.subtotal}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {w['vendorOrders.delivery']}
            </th>
            <td className={s.amount}>{view.delivery}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {w['vendorOrders.viewTotal']}
            </th>
            <td className={s.amount}>
              <strong>{view.total}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      {view.shipment ? (
        <p className={s.shipment} data-testid="order-shipment">
          {sentBefore}
          <strong translate="no">{view.shipment.courier}</strong>
          {sentBetween}
          <strong translate="no">{view.shipment.trackingNumber}</strong>
          {sentAfter}
        </p>
      ) : null}
      {view.contact ? (
        <p className={s.meta}>
          {w['vendorOrders.viewFor']} <span translate="no">{view.contact.name}</span>, {view.contact.phone}
          <span translate="no">{view.contact.rest}</span>
          {view.contact.notes ? (
            <>
              {' · “'}
              <span translate="no">{view.contact.notes}</span>”
            </>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}
