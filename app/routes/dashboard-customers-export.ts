/**
 * The customers CSV (`/dashboard/customers/export.csv?term=`): every customer of the active business (or those
 * matching the customer-list search), with formula-safe cells. Never cached by shared caches.
 */
import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { customersCsv } from '~/features/customers/customers-csv';
import { loadAllCustomers, termFromUrl } from '~/features/customers/customers.server';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const { items, truncated } = await loadAllCustomers(args, access.businessId, access.token, termFromUrl(new URL(args.request.url)));
  const slug = access.frame.business.slug.replace(/[^a-z0-9-]/gi, '');
  // A byte-order mark so spreadsheet programs read the file as UTF-8 (names with accents survive).
  return new Response(`\uFEFF${customersCsv(items)}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="musika-customers-${slug}.csv"`,
      'Cache-Control': 'private, no-store',
      ...(truncated ? { 'X-Musika-Truncated': 'true' } : {}),
    },
  });
}
