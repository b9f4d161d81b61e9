/**
 * Bulk upload from the account (`/account/upload`): the dashboard's upload for the user's first business. Without
 * a business it explains how to start selling; without the Enterprise package it offers the upgrade.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { AccountLayout } from '~/features/account/account-layout';
import { capabilityAllows, limitReached } from '~/features/dashboard/capabilities';
import { UpgradeNotice } from '~/features/dashboard/upgrade-notice';
import { requireAccountSeller } from '~/features/sell-items/account-seller.server';
import { BulkUploadPanel } from '~/features/sell-items/bulk-upload-panel';
import { runBulkUpload } from '~/features/sell-items/bulk-upload.server';
import { StartSellingSteps } from '~/features/sell-items/start-selling';
import { LIMIT_NOTE, NO_BULK_UPLOAD } from '~/features/sell-items/upload-copy';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Upload products — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const seller = await requireAccountSeller(args);
  return {
    business: seller.business,
    seller: seller.seller,
    allowed: capabilityAllows(seller.permissions, 'bulk_upload'),
    atLimit: limitReached(seller.limits, 'products', seller.productCount),
  };
}

export async function action(args: ActionFunctionArgs) {
  const seller = await requireAccountSeller(args);
  if (!seller.business) return { kind: 'error' as const, message: 'Create a business before uploading products.' };
  if (!capabilityAllows(seller.permissions, 'bulk_upload')) return { kind: 'error' as const, message: NO_BULK_UPLOAD };
  return runBulkUpload(args, seller.business.id, seller.token);
}

export default function AccountUpload() {
  const { business, seller, allowed, atLimit } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!business) {
    return (
      <AccountLayout title="Upload products">
        <p>Upload your products from a spreadsheet once you sell on Musika. Here is how to start:</p>
        <StartSellingSteps progress={{ loggedIn: true, subscribed: seller.subscribed, hasBusiness: false }} />
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title={`Upload products — ${business.name}`}>
      {allowed ? (
        <BulkUploadPanel
          result={result}
          templateHref={href('bulk-upload-template')}
          failedRowsHref={href('upload-failed-rows')}
          limitNote={atLimit ? LIMIT_NOTE : null}
        />
      ) : (
        <UpgradeNotice>{NO_BULK_UPLOAD}</UpgradeNotice>
      )}
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
