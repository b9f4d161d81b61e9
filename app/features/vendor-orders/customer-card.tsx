/** The customer of an order as the store needs them: name, phone (call or WhatsApp), and how it reaches them. */
import type { Fulfilment } from '~/graphql/generated/graphql';
import * as s from './vendor-orders.css';
import { displayPhone, phoneHref, whatsAppHref } from '~/lib/phone-display';
import { deliveryLine } from '~/features/orders/order-lines';

interface Props {
  number: string;
  contact: { name: string; phone: string; email?: string | null } | null | undefined;
  fulfilment: Fulfilment;
  address: { address1: string; suburb?: string | null; city: string } | null | undefined;
  notes: string | null | undefined;
}

export function CustomerCard({ number, contact, fulfilment, address, notes }: Props) {
  return (
    <section className={s.card} aria-labelledby="order-customer-title">
      <h2 id="order-customer-title">Customer</h2>
      {contact ? (
        <>
          <p>
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
            <a href={whatsAppHref(contact.phone, `Hello from Musika about your order ${number}`)} rel="noopener noreferrer" target="_blank">
              WhatsApp {contact.name}
            </a>
            <a href={phoneHref(contact.phone)}>Call {displayPhone(contact.phone)}</a>
          </p>
        </>
      ) : null}
      <p>
        <strong>{fulfilment === 'DELIVERY' ? 'Delivery' : 'Collection'}</strong>
        {fulfilment === 'DELIVERY' && address ? (
          <>
            <br />
            {deliveryLine(address)}
          </>
        ) : fulfilment === 'COLLECTION' ? (
          <>
            <br />
            The customer collects it from the store.
          </>
        ) : null}
      </p>
      {notes ? <p className={s.muted}>Note: “{notes}”</p> : null}
    </section>
  );
}
