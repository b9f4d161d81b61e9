/**
 * The customers of a business as a table (on a phone, one card per customer, each figure labelled): name,
 * phone with a WhatsApp link, city, orders, total spent and last order. Words, money and dates come finished
 * from the loader in the page's language (customers-text.server.ts); names and cities are the customers' own.
 */
import type { CustomerPage } from './customers.server';
import type { MessageKey } from '~/lib/i18n/catalogues/en';
import * as s from './customers.css';
import { displayPhone } from '~/lib/phone-display';

/** The table's words (customers-text.server.ts picks them in the page's language). */
export const TABLE_KEYS = [
  'dashboard.navCustomers',
  'vendorPeople.customer',
  'vendorPeople.city',
  'vendorPeople.orders',
  'vendorPeople.totalSpent',
  'vendorPeople.lastOrder',
] as const satisfies readonly MessageKey[];
export type CustomersTableText = Record<(typeof TABLE_KEYS)[number], string>;

type Row = CustomerPage['items'][number] & { spent: string; last: string };

export function CustomersTable({ items, text: w }: { items: Row[]; text: CustomersTableText }) {
  return (
    <table className={s.table} aria-label={w['dashboard.navCustomers']}>
      <thead>
        <tr>
          <th scope="col">{w['vendorPeople.customer']}</th>
          <th scope="col">{w['vendorPeople.city']}</th>
          <th scope="col">{w['vendorPeople.orders']}</th>
          <th scope="col">{w['vendorPeople.totalSpent']}</th>
          <th scope="col">{w['vendorPeople.lastOrder']}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((c) => (
          <tr key={c.phone}>
            <th scope="row">
              <span translate="no">{c.name}</span>
              <br />
              <a href={c.whatsAppUrl} target="_blank" rel="noopener noreferrer" className={s.whatsApp}>
                WhatsApp {displayPhone(c.phone)}
              </a>
            </th>
            <td data-label={w['vendorPeople.city']} translate="no">
              {c.city ?? '—'}
            </td>
            <td data-label={w['vendorPeople.orders']}>{c.orders}</td>
            <td data-label={w['vendorPeople.totalSpent']}>{c.spent}</td>
            <td data-label={w['vendorPeople.lastOrder']}>{c.last}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
