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
import { bulkRefusal, bulkUploadText } from '~/features/sell-items/bulk-upload-text.server';
import { NO_BULK_UPLOAD } from '~/features/sell-items/upload-copy';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.meta ?? 'Bulk upload — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const { frame } = await requireDashboardBusiness(args);
  const { language, t } = requestTranslator(args.request);
  return { frame, allowed: mayUse(frame, 'bulk_upload'), atLimit: isAtLimit(frame, 'products'), w: bulkUploadText(language, t) };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const { t } = requestTranslator(args.request);
  // The API refuses it too; saying so here spares reading a file that cannot be imported.
  if (!mayUse(access.frame, 'bulk_upload')) return { kind: 'error' as const, message: bulkRefusal(t, NO_BULK_UPLOAD) };
  return runBulkUpload(args, access.businessId, access.token);
}

export default function DashboardBulkUpload() {
  const { frame, allowed, atLimit, w } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DashboardLayout frame={frame} title={w.title}>
      {allowed ? (
        <BulkUploadPanel
          result={result}
          templateHref={href('bulk-upload-template')}
          failedRowsHref={href('bulk-upload-failed-rows')}
          limitNote={atLimit ? w.limitNote : null}
          w={w}
        />
      ) : (
        <UpgradeNotice>{w.noBulk}</UpgradeNotice>
      )}
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
