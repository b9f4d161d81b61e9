/**
 * The store's order list (all orders / new orders): a GET filter form that works without JavaScript, the
 * list's own status (loading while a new page is fetched, failed with its reason), paging and the CSV link.
 */
import { Form, Link, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { FormAlert, formStyles } from '~/components/form';
import { Pagination } from '~/components/pagination';
import { href } from '~/routes';
import { ORDER_STATUSES } from '../../../schema/rest/orders';
import type { OrderFilters } from './order-filters';
import { filterQuery } from './order-filters';
import type { ListState } from './orders.server';
import type { OrderListText } from './vendor-orders-text';
import * as s from './vendor-orders.css';

export function OrderList({
  state,
  filters,
  path,
  showFilters,
  text,
}: {
  state: ListState;
  filters: OrderFilters;
  path: string;
  showFilters: boolean;
  text: OrderListText;
}) {
  const w = text.words;
  const navigation = useNavigation();
  // The list's own "loading": a new set of orders is on its way for this page.
  const loading = navigation.state === 'loading' && navigation.location.pathname === path;
  return (
    <div className={s.stack}>
      {showFilters ? <OrderFilterForm filters={filters} path={path} text={text} /> : null}
      <p role="status" aria-live="polite" className={s.muted}>
        {loading ? w['vendorOrders.loading'] : state.status === 'success' ? text.count : ''}
      </p>
      {state.status === 'failed' ? (
        <FormAlert>{state.message}</FormAlert>
      ) : (
        <>
          {text.rows.length === 0 ? (
            <p>
              {w['vendorOrders.noMatch']} {filterQuery(filters) ? <Link to={path}>{w['vendorOrders.showAll']}</Link> : null}
            </p>
          ) : (
            <ul className={`${s.list} ${loading ? s.busy : ''}`} aria-busy={loading || undefined} aria-label={w['vendorOrders.ordersLabel']}>
              {text.rows.map((o) => (
                <li key={o.id} className={`${s.row} ${o.readStatus ? '' : s.unread}`}>
                  <span>
                    <Link className={s.number} to={href('order', { id: o.id })}>
                      {o.number}
                    </Link>
                    {o.readStatus ? null : <span className={s.badge}> {w['vendorOrders.newBadge']}</span>}
                    <br />
                    <span className={s.muted}>{o.at}</span>
                  </span>
                  <span>
                    {o.customer ? <span translate="no">{o.customer}</span> : w['vendorOrders.customer']} · {o.units} · {o.fulfilment}
                    <br />
                    <span className={s.muted} data-testid="order-row-payment">
                      {o.payment}
                    </span>
                  </span>
                  <span>{o.status}</span>
                  <strong>{o.total}</strong>
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

function OrderFilterForm({ filters, path, text }: { filters: OrderFilters; path: string; text: OrderListText }) {
  const w = text.words;
  return (
    <Form method="get" action={path} className={s.filters} aria-label={w['vendorOrders.filterLabel']}>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="orders-status">
          {w['vendorOrders.status']}
        </label>
        <select id="orders-status" name="status" defaultValue={filters.status} className={s.select}>
          <option value="">{w['vendorOrders.anyStatus']}</option>
          {ORDER_STATUSES.map((st) => (
            <option key={st} value={st}>
              {text.statuses[st]}
            </option>
          ))}
        </select>
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="orders-from">
          {w['vendorOrders.from']}
        </label>
        <input id="orders-from" name="from" type="date" defaultValue={filters.from} className={formStyles.input} />
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="orders-to">
          {w['vendorOrders.to']}
        </label>
        <input id="orders-to" name="to" type="date" defaultValue={filters.to} className={formStyles.input} />
      </div>
      <div className={`${formStyles.field} ${s.wide}`}>
        <label className={formStyles.label} htmlFor="orders-search">
          {w['vendorOrders.search']}
        </label>
        <input
          id="orders-search"
          name="search"
          type="search"
          defaultValue={filters.search}
          maxLength={100}
          placeholder={w['vendorOrders.searchPlaceholder']}
          className={formStyles.input}
        />
      </div>
      <div className={s.links}>
        <button type="submit" className={button()}>
          {w['vendorOrders.filter']}
        </button>
        <a className={button({ tone: 'secondary' })} href={`${href('orders-export')}${filterQuery(filters)}`} download>
          {w['vendorOrders.exportCsv']}
        </a>
      </div>
    </Form>
  );
}
