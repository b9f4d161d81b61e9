/** The bulk upload's CSV template (`/dashboard/bulk-upload/template.csv`): the header row and two example rows. */
import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { requireAccess } from '~/features/auth/guards.server';
import { templateCsv } from '~/features/sell-items/csv-rows';

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('dashboard', args);
  // A byte-order mark so spreadsheet programs read the file as UTF-8 (’ and é survive).
  return new Response(`\uFEFF${templateCsv()}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="musika-products-template.csv"',
      'Cache-Control': 'private, max-age=3600',
    },
  });
}
