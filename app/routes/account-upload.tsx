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
import { startSellingText } from '~/features/sell-items/start-selling-text.server';
import { accountNavText } from '~/features/account/account-text.server';
import { bulkRefusal, bulkUploadText } from '~/features/sell-items/bulk-upload-text.server';
import { NO_BULK_UPLOAD } from '~/features/sell-items/upload-copy';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.accountMeta ?? 'Upload products — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const seller = await requireAccountSeller(args);
  const { language, t } = requestTranslator(args.request);
  return {
    w: bulkUploadText(language, t),
    nav: accountNavText(t),
    title: seller.business ? t('bulkUpload.accountTitleOf', { business: seller.business.name }) : '',
    business: seller.business,
    seller: seller.seller,
    allowed: capabilityAllows(seller.permissions, 'bulk_upload'),
    atLimit: limitReached(seller.limits, 'products', seller.productCount),
    steps: seller.business ? null : startSellingText(t),
  };
}

export async function action(args: ActionFunctionArgs) {
  const seller = await requireAccountSeller(args);
  const { t } = requestTranslator(args.request);
  if (!seller.business) return { kind: 'error' as const, message: t('bulkUpload.createBusiness') };
  if (!capabilityAllows(seller.permissions, 'bulk_upload')) return { kind: 'error' as const, message: bulkRefusal(t, NO_BULK_UPLOAD) };
  return runBulkUpload(args, seller.business.id, seller.token);
}

export default function AccountUpload() {
  const { business, seller, allowed, atLimit, w, nav, title, steps } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!business) {
    return (
      <AccountLayout title={w.accountTitle} nav={nav}>
        <p>{w.accountNoBusiness}</p>
        <StartSellingSteps progress={{ loggedIn: true, subscribed: seller.subscribed, hasBusiness: false }} text={steps ?? undefined} />
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title={title} nav={nav}>
      {allowed ? (
        <BulkUploadPanel
          result={result}
          templateHref={href('bulk-upload-template')}
          failedRowsHref={href('upload-failed-rows')}
          limitNote={atLimit ? w.limitNote : null}
          w={w}
        />
      ) : (
        <UpgradeNotice>{w.noBulk}</UpgradeNotice>
      )}
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
