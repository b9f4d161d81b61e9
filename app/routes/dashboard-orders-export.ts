/**
 * CSV export of the active business's orders (`/dashboard/orders/export.csv`), with the list's filters
 * (?status=&from=&to=&search=). Streamed (issue 30: a store with 100,000 orders): read through the same GraphQL list
 * in keyset chunks of CHUNK orders (each after the previous chunk's last order), each chunk written out before the
 * next is asked, so memory holds one chunk whatever the store's size and no query is made per order. Cells are
 * escaped and formula-proofed (features/vendor-orders/csv.ts).
 */
import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { csvDocument, csvRows } from '~/features/vendor-orders/csv';
import { filterVariables, filtersFromUrl } from '~/features/vendor-orders/order-filters';
import { query } from '~/graphql/client.server';
import { notFound } from '~/lib/invariant-response.server';
import type { VendorOrdersExport_ListQuery } from '~/graphql/generated/graphql';
import { BusinessOrdersExportQuery } from '~/graphql/queries/vendor-orders.server';
import { formatHarareDateTime } from '~/lib/harare-time';

/** Orders a chunk (the list's most a request). */
const CHUNK = 100;

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
  // The first chunk is read before answering, so a store that is not the viewer's still answers 404.
  const chunk = async (after: { createdAt: string; id: string } | null) => {
    const { businessOrders } = await query(
      args.context,
      args.request,
      BusinessOrdersExportQuery,
      { businessId: access.businessId, ...filterVariables(filters), perPage: CHUNK, after },
      { token: access.token },
    );
    if (!businessOrders) throw notFound('Business not found');
    return businessOrders.orders;
  };
  const first = await chunk(null);
  const encoder = new TextEncoder();
  let rows: Row[] | null = null;
  // pull: the next chunk is asked only when the reader has taken the last one (backpressure bounds the memory).
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (rows === null) {
        rows = first;
        controller.enqueue(encoder.encode(`\uFEFF${csvDocument(HEADER, first.map(cells))}`));
      } else {
        const last = rows[rows.length - 1];
        rows = await chunk({ createdAt: last.createdAt, id: last.id });
        if (rows.length) controller.enqueue(encoder.encode(csvRows(rows.map(cells))));
      }
      if (rows.length < CHUNK) controller.close();
    },
  });
  const slug = access.frame.business.slug.replace(/[^a-z0-9-]/gi, '');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="musika-orders-${slug}.csv"`,
      // A business's customers: never in a shared cache.
      'Cache-Control': 'private, no-store',
    },
  });
}
