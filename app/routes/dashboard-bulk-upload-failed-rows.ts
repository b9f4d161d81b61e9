/** The rows of a bulk upload that cannot be imported, as a CSV to fix (`POST /dashboard/bulk-upload/failed-rows.csv`). */
import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { mayUse, requireDashboardBusiness } from '~/features/dashboard/access.server';
import { failedRowsCsv, refused } from '~/features/sell-items/failed-rows.server';
import { NO_BULK_UPLOAD } from '~/features/sell-items/upload-copy';

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  if (!mayUse(access.frame, 'bulk_upload')) return refused(NO_BULK_UPLOAD, 403);
  return failedRowsCsv(args, access.businessId, access.token);
}
