/** The customer of an order as the store needs them: name, phone (call or WhatsApp), and how it reaches them. */
import type { Fulfilment } from '~/graphql/generated/graphql';
import type { OrderText } from './vendor-orders-text';
import * as s from './vendor-orders.css';
import { displayPhone, phoneHref, whatsAppHref } from '~/lib/phone-display';
import { deliveryLine } from '~/features/orders/order-lines';

interface Props {
  number: string;
  contact: { name: string; phone: string; email?: string | null } | null | undefined;
  fulfilment: Fulfilment;
  address: { address1: string; suburb?: string | null; city: string } | null | undefined;
  notes: string | null | undefined;
  text: OrderText;
  /** The WhatsApp greeting, in the page's language. */
  greeting: string;
}

export function CustomerCard({ contact, fulfilment, address, notes, text: w, greeting }: Props) {
  return (
    <section className={s.card} aria-labelledby="order-customer-title">
      <h2 id="order-customer-title">{w['vendorOrders.customer']}</h2>
      {contact ? (
        <>
          <p translate="no">
            <strong>{contact.name}</strong>
            <br />
            {displayPhone(contact.phone)}
            {contact.email ? (
              <>
                <br />
                {contact.email}
              </>
            ) : null}
          </p>
          <p className={s.links}>
            <a href={whatsAppHref(contact.phone, greeting)} rel="noopener noreferrer" target="_blank">
              {w['vendorOrders.whatsApp']} <span translate="no">{contact.name}</span>
            </a>
            <a href={phoneHref(contact.phone)}>
              {w['vendorOrders.call']} {displayPhone(contact.phone)}
            </a>
          </p>
        </>
      ) : null}
      <p>
        <strong>{fulfilment === 'DELIVERY' ? w['vendorOrders.delivery'] : w['vendorOrders.collection']}</strong>
        {fulfilment === 'DELIVERY' && address ? (
          <>
            <br />
            <span translate="no">{deliveryLine(address)}</span>
          </>
        ) : fulfilment === 'COLLECTION' ? (
          <>
            <br />
            {w['vendorOrders.collectsFromStore']}
          </>
        ) : null}
      </p>
      {notes ? (
        <p className={s.muted}>
          {w['vendorOrders.note']} “<span translate="no">{notes}</span>”
        </p>
      ) : null}
    </section>
  );
}
