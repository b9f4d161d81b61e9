/**
 * The store's order list (all orders / new orders): a GET filter form that works without JavaScript, the
 * list's own status (loading while a new page is fetched, failed with its reason), paging and the CSV link.
 */
import { Form, Link, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { FormAlert, formStyles } from '~/components/form';
import { Pagination } from '~/components/pagination';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';
import { paymentLabel } from '~/features/orders/payment-label';
import { ORDER_STATUSES } from '../../../schema/rest/orders';
import { orderCountLabel } from './order-count';
import type { OrderFilters } from './order-filters';
import { filterQuery } from './order-filters';
import { statusFromRest, VENDOR_STATUS_LABEL } from './order-status';
import type { ListState } from './orders.server';
import * as s from './vendor-orders.css';

const REST_LABEL = (status: string) => VENDOR_STATUS_LABEL[statusFromRest(status)];

function units(items: readonly { quantity: number }[]): string {
  const n = items.reduce((sum, i) => sum + i.quantity, 0);
  return `${n} ${n === 1 ? 'item' : 'items'}`;
}

export function OrderList({ state, filters, path, showFilters }: { state: ListState; filters: OrderFilters; path: string; showFilters: boolean }) {
  const navigation = useNavigation();
  // The list's own "loading": a new set of orders is on its way for this page.
  const loading = navigation.state === 'loading' && navigation.location.pathname === path;
  return (
    <div className={s.stack}>
      {showFilters ? <OrderFilterForm filters={filters} path={path} /> : null}
      <p role="status" aria-live="polite" className={s.muted}>
        {loading ? 'Loading orders…' : state.status === 'success' ? orderCountLabel(state.list.pageInfo, Boolean(filters.search)) : ''}
      </p>
      {state.status === 'failed' ? (
        <FormAlert>{state.message}</FormAlert>
      ) : (
        <>
          {state.list.orders.length === 0 ? (
            <p>No orders match. {filterQuery(filters) ? <Link to={path}>Show all orders</Link> : null}</p>
          ) : (
            <ul className={`${s.list} ${loading ? s.busy : ''}`} aria-busy={loading || undefined} aria-label="Orders">
              {state.list.orders.map((o) => (
                <li key={o.id} className={`${s.row} ${o.readStatus ? '' : s.unread}`}>
                  <span>
                    <Link className={s.number} to={href('order', { id: o.id })}>
                      {o.number}
                    </Link>
                    {o.readStatus ? null : <span className={s.badge}> New</span>}
                    <br />
                    <span className={s.muted}>{formatHarareDateTime(o.createdAt)}</span>
                  </span>
                  <span>
                    {o.contact?.name ?? 'Customer'} · {units(o.items)} · {o.fulfilment === 'DELIVERY' ? 'Delivery' : 'Collection'}
                    <br />
                    <span className={s.muted} data-testid="order-row-payment">
                      {paymentLabel(o.paymentMethod, o.paymentStatus)}
                    </span>
                  </span>
                  <span>{VENDOR_STATUS_LABEL[o.status]}</span>
                  <strong>{formatMoney(o.total.amountCents, o.total.currency)}</strong>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={state.list.pageInfo.page}
            totalPages={state.list.pageInfo.totalPages}
            hrefFor={(page) => `${path}${filterQuery(filters, { page: String(page) })}`}
          />
        </>
      )}
    </div>
  );
}

function OrderFilterForm({ filters, path }: { filters: OrderFilters; path: string }) {
  return (
    <Form method="get" action={path} className={s.filters} aria-label="Filter orders">
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="orders-status">
          Status
        </label>
        <select id="orders-status" name="status" defaultValue={filters.status} className={s.select}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((st) => (
            <option key={st} value={st}>
              {REST_LABEL(st)}
            </option>
          ))}
        </select>
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="orders-from">
          From
        </label>
        <input id="orders-from" name="from" type="date" defaultValue={filters.from} className={formStyles.input} />
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="orders-to">
          To
        </label>
        <input id="orders-to" name="to" type="date" defaultValue={filters.to} className={formStyles.input} />
      </div>
      <div className={`${formStyles.field} ${s.wide}`}>
        <label className={formStyles.label} htmlFor="orders-search">
          Order number or customer
        </label>
        <input
          id="orders-search"
          name="search"
          type="search"
          defaultValue={filters.search}
          maxLength={100}
          placeholder="MSK-10042, name or phone"
          className={formStyles.input}
        />
      </div>
      <div className={s.links}>
        <button type="submit" className={button()}>
          Filter
        </button>
        <a className={button({ tone: 'secondary' })} href={`${href('orders-export')}${filterQuery(filters)}`} download>
          Export CSV
        </a>
      </div>
    </Form>
  );
}
