/**
 * Bulk upload (`/dashboard/bulk-upload/`): a CSV template, an upload with a preview of every row's errors, then
 * the import of the valid rows. Needs the package's bulk_upload capability (an upgrade notice otherwise).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { isAtLimit, mayUse, requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { UpgradeNotice } from '~/features/dashboard/upgrade-notice';
import { BulkUploadPanel } from '~/features/sell-items/bulk-upload-panel';
import { runBulkUpload } from '~/features/sell-items/bulk-upload.server';
import { LIMIT_NOTE, NO_BULK_UPLOAD } from '~/features/sell-items/upload-copy';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Bulk upload — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const { frame } = await requireDashboardBusiness(args);
  return { frame, allowed: mayUse(frame, 'bulk_upload'), atLimit: isAtLimit(frame, 'products') };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  // The API refuses it too; saying so here spares reading a file that cannot be imported.
  if (!mayUse(access.frame, 'bulk_upload')) return { kind: 'error' as const, message: NO_BULK_UPLOAD };
  return runBulkUpload(args, access.businessId, access.token);
}

export default function DashboardBulkUpload() {
  const { frame, allowed, atLimit } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DashboardLayout frame={frame} title="Bulk upload">
      {allowed ? (
        <BulkUploadPanel
          result={result}
          templateHref={href('bulk-upload-template')}
          failedRowsHref={href('bulk-upload-failed-rows')}
          limitNote={atLimit ? LIMIT_NOTE : null}
        />
      ) : (
        <UpgradeNotice>{NO_BULK_UPLOAD}</UpgradeNotice>
      )}
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
