/**
 * Subscriptions (account area, issue #11 item 5): the packages, paying for one with EcoCash, OneMoney, InnBucks
 * or a card through Paynow, the payment's status, the free trial and the custom package request. A vendor without
 * a package lands here from the dashboard (spec §6). The screen itself is app/features/subscriptions/.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { AccountLayout } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { SubscriptionsPanel } from '~/features/subscriptions/subscriptions-panel';
import { loadSubscriptionsPage, subscriptionsAction } from '~/features/subscriptions/subscriptions.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.heading.meta ?? 'Subscriptions — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const { t } = requestTranslator(args.request);
  const heading = { meta: t('subscriptions.metaAccount'), title: t('subscriptions.titleAccount') };
  return { ...(await loadSubscriptionsPage(args)), heading };
}

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  return subscriptionsAction(args);
}

export default function Subscriptions() {
  const page = useLoaderData<typeof loader>();
  return (
    <AccountLayout title={page.heading.title}>
      <SubscriptionsPanel page={page} result={useActionData<typeof action>()} basePath={href('subscriptions')} />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
