/**
 * Loading the store's orders for the list pages and the export. Each part of the orders screen keeps its own
 * status (spec §4: list, single order, update): a list that fails to load says so in place of the list,
 * while the dashboard frame around it still renders.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { query } from '~/graphql/client.server';
import { notFound } from '~/lib/invariant-response.server';
import type { VendorOrdersRoute_ListQuery } from '~/graphql/generated/graphql';
import { BusinessOrdersQuery } from '~/graphql/queries/vendor-orders.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { orderRefusal } from './vendor-orders-text.server';
import { filterVariables, filtersFromUrl, type OrderFilters } from './order-filters';

export const PER_PAGE = 20;

type Args = { request: Request; context: AppLoadContext };
type List = NonNullable<VendorOrdersRoute_ListQuery['businessOrders']>;

export type ListState = { status: 'success'; list: List } | { status: 'failed'; message: string; filterError: boolean };

/** A thrown redirect (logout on 401) must go on; any other failure becomes the part's own "failed". */
export async function partState<T>(load: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    if (error instanceof Response && error.status === 404) throw error;
    const text = error instanceof Response ? await error.text().catch(() => '') : '';
    return { ok: false, message: text && text.length < 200 ? text : 'An error occurred' };
  }
}

export async function loadOrderList(
  args: Args,
  businessId: string,
  token: string,
  unread: boolean,
): Promise<{ filters: OrderFilters; state: ListState }> {
  const { filters, error } = filtersFromUrl(new URL(args.request.url));
  if (error) return { filters, state: { status: 'failed', message: orderRefusal(requestTranslator(args.request).t, error), filterError: true } };
  const result = await partState(() =>
    query(
      args.context,
      args.request,
      BusinessOrdersQuery,
      { businessId, unread: unread || null, ...filterVariables(filters), page: filters.page, perPage: PER_PAGE },
      { token },
    ),
  );
  if (!result.ok)
    return {
      filters,
      state: {
        status: 'failed',
        message: requestTranslator(args.request).t('vendorOrders.listFailed', { reason: result.message }),
        filterError: false,
      },
    };
  const list = result.value.businessOrders;
  if (!list) throw notFound('Business not found');
  return { filters, state: { status: 'success', list } };
}
