/**
 * The customers of a business as a table (on a phone, one card per customer, each figure labelled): name,
 * phone with a WhatsApp link, city, orders, total spent and last order.
 */
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import type { CustomerPage } from './customers.server';
import * as s from './customers.css';
import { displayPhone } from '~/lib/phone-display';

export function CustomersTable({ items }: { items: CustomerPage['items'] }) {
  return (
    <table className={s.table} aria-label="Customers">
      <thead>
        <tr>
          <th scope="col">Customer</th>
          <th scope="col">City</th>
          <th scope="col">Orders</th>
          <th scope="col">Total spent</th>
          <th scope="col">Last order</th>
        </tr>
      </thead>
      <tbody>
        {items.map((c) => (
          <tr key={c.phone}>
            <th scope="row">
              {c.name}
              <br />
              <a href={c.whatsAppUrl} target="_blank" rel="noopener noreferrer" className={s.whatsApp}>
                WhatsApp {displayPhone(c.phone)}
              </a>
            </th>
            <td data-label="City">{c.city ?? '—'}</td>
            <td data-label="Orders">{c.orders}</td>
            <td data-label="Total spent">{formatMoney(c.totalSpent.amountCents, c.totalSpent.currency)}</td>
            <td data-label="Last order">{formatHarareDateTime(c.lastOrderAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
