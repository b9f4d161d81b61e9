/**
 * CSV of the active business's ledger (`/dashboard/earnings/export.csv`, issue 29), streamed: each page of 100
 * entries is read through the same GraphQL list and written as it comes, so a long history never sits in memory
 * whole. At most MAX_ROWS; cells escaped and formula-proofed (features/vendor-orders/csv.ts).
 */
import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { availability, KIND_WORDS } from '~/features/earnings/ledger-table';
import { csvRow } from '~/features/vendor-orders/csv';
import { query } from '~/graphql/client.server';
import { BusinessLedgerExportQuery } from '~/graphql/queries/ledger.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { notFound } from '~/lib/invariant-response.server';

const MAX_ROWS = 20_000;
const HEADER = [
  'Date (CAT)',
  'Entry',
  'Order',
  'Amount',
  'Currency',
  'In balance',
  'Commission %',
  'Paid in',
  'Rate (ZWG per USD)',
  'Available from',
];

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const read = (page: number) =>
    query(args.context, args.request, BusinessLedgerExportQuery, { businessId: access.businessId, page }, { token: access.token }).then((r) => {
      if (!r.businessLedger) throw notFound('Business not found');
      return r.businessLedger;
    });
  // The first page is read before answering, so a refusal is a proper error page rather than a broken download.
  const first = await read(1);
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(HEADER)}\r\n`));
      let page = first;
      for (let written = 0, n = 1; ; ) {
        for (const e of page.items) {
          controller.enqueue(
            encoder.encode(
              `${csvRow([
                formatHarareDateTime(e.createdAt),
                KIND_WORDS[e.kind] ?? e.kind,
                e.orderNumber ?? '',
                (e.amount.amountCents / 100).toFixed(2),
                e.amount.currency,
                e.inBalance ? 'yes' : 'no',
                e.commissionBp == null ? '' : (e.commissionBp / 100).toFixed(2),
                e.paymentCurrency ?? '',
                e.paymentRate == null ? '' : String(e.paymentRate),
                availability(e),
              ])}\r\n`,
            ),
          );
        }
        written += page.items.length;
        if (n >= page.pageInfo.totalPages || written >= MAX_ROWS) break;
        n += 1;
        page = await read(n);
      }
      controller.close();
    },
  });
  const slug = access.frame.business.slug.replace(/[^a-z0-9-]/gi, '');
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="musika-earnings-${slug}.csv"`,
      // A business's takings: never in a shared cache.
      'Cache-Control': 'private, no-store',
    },
  });
}
