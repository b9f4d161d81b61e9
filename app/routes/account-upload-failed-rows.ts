/** The rows of an account seller's upload that cannot be imported, as a CSV to fix (`POST /account/upload/failed-rows.csv`). */
import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { capabilityAllows } from '~/features/dashboard/capabilities';
import { requireAccountSeller } from '~/features/sell-items/account-seller.server';
import { failedRowsCsv, refused } from '~/features/sell-items/failed-rows.server';
import { NO_BULK_UPLOAD } from '~/features/sell-items/upload-copy';

export async function action(args: ActionFunctionArgs) {
  const seller = await requireAccountSeller(args);
  if (!seller.business) return refused('Create a business before uploading products.');
  if (!capabilityAllows(seller.permissions, 'bulk_upload')) return refused(NO_BULK_UPLOAD, 403);
  return failedRowsCsv(args, seller.business.id, seller.token);
}
