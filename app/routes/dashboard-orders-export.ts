/**
 * CSV export of the active business's orders (`/dashboard/orders/export.csv`), with the list's filters
 * (?status=&from=&to=&search=). Read page by page through the same GraphQL list (100 at a time, at most
 * MAX_ROWS); cells are escaped and formula-proofed (features/vendor-orders/csv.ts).
 */
import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { csvDocument } from '~/features/vendor-orders/csv';
import { filterVariables, filtersFromUrl } from '~/features/vendor-orders/order-filters';
import { query } from '~/graphql/client.server';
import { notFound } from '~/lib/invariant-response.server';
import type { VendorOrdersExport_ListQuery } from '~/graphql/generated/graphql';
import { BusinessOrdersExportQuery } from '~/graphql/queries/vendor-orders.server';
import { formatHarareDateTime } from '~/lib/harare-time';

const PAGE = 100;
/** A spreadsheet's worth; beyond it, narrow the dates. */
const MAX_ROWS = 5000;

type Row = NonNullable<VendorOrdersExport_ListQuery['businessOrders']>['orders'][number];

const HEADER = [
  'Order',
  'Placed (CAT)',
  'Status',
  'Customer',
  'Phone',
  'Email',
  'Fulfilment',
  'Address',
  'Items',
  'Subtotal',
  'Delivery',
  'Total',
  'Currency',
  'Payment',
  'Payment status',
];
const amount = (cents: number) => (cents / 100).toFixed(2);

function cells(o: Row) {
  return [
    o.number,
    formatHarareDateTime(o.createdAt),
    o.status.toLowerCase().replace('_', '-'),
    o.contact?.name ?? '',
    o.contact ? `+${o.contact.phone}` : '',
    o.contact?.email ?? '',
    o.fulfilment.toLowerCase(),
    o.deliveryAddress ? [o.deliveryAddress.address1, o.deliveryAddress.suburb, o.deliveryAddress.city].filter(Boolean).join(', ') : '',
    o.items.map((i) => `${i.quantity} × ${i.name}${i.variationName ? ` (${i.variationName})` : ''}`).join('; '),
    amount(o.subtotal.amountCents),
    amount(o.delivery.amountCents),
    amount(o.total.amountCents),
    o.total.currency,
    o.paymentMethod,
    o.paymentStatus,
  ];
}

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const { filters, error } = filtersFromUrl(new URL(args.request.url));
  if (error) return new Response(error, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const rows: Row[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page++) {
    const { businessOrders } = await query(
      args.context,
      args.request,
      BusinessOrdersExportQuery,
      { businessId: access.businessId, ...filterVariables(filters), page, perPage: PAGE },
      { token: access.token },
    );
    if (!businessOrders) throw notFound('Business not found');
    rows.push(...businessOrders.orders);
    if (page >= businessOrders.pageInfo.totalPages) break;
  }
  const slug = access.frame.business.slug.replace(/[^a-z0-9-]/gi, '');
  return new Response(`\uFEFF${csvDocument(HEADER, rows.slice(0, MAX_ROWS).map(cells))}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="musika-orders-${slug}.csv"`,
      // A business's customers: never in a shared cache.
      'Cache-Control': 'private, no-store',
    },
  });
}
