/**
 * Subscriptions inside the dashboard (issue #11 item 5): the same screen as /account/subscriptions, in the
 * dashboard frame, for a vendor renewing or changing their package.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireDashboard } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { SubscriptionsPanel } from '~/features/subscriptions/subscriptions-panel';
import { loadSubscriptionsPage, subscriptionsAction } from '~/features/subscriptions/subscriptions.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.heading.meta ?? 'Subscription — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboard(args);
  const { t } = requestTranslator(args.request);
  const heading = { meta: t('subscriptions.metaDashboard'), title: t('subscriptions.titleDashboard') };
  return { frame: access.frame, page: await loadSubscriptionsPage(args), heading };
}

export async function action(args: ActionFunctionArgs) {
  await requireDashboard(args);
  return subscriptionsAction(args);
}

export default function DashboardSubscriptions() {
  const { frame, page, heading } = useLoaderData<typeof loader>();
  return (
    <DashboardLayout frame={frame} title={heading.title}>
      <SubscriptionsPanel page={page} result={useActionData<typeof action>()} basePath={href('dashboard-subscriptions')} />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
