/**
 * Create a business (`/dashboard/settings/create-business`) and add another (`/dashboard/settings/add-new-business`):
 * the whole settings form, starting from a new business's defaults (spec §5 opening hours). The package must
 * allow it (an active subscription, under the business limit); otherwise the page — and the API, which has the
 * last word — says why and links to an upgrade. The new business becomes the active one (spec §4) and the
 * vendor lands on the dashboard.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { formStyles } from '~/components/form';
import { setActiveBusiness } from '~/features/auth/cookies.server';
import { failureStatus, handleSettingsPost } from '~/features/business-settings/settings-form.server';
import { SettingsForm } from '~/features/business-settings/settings-form';
import { valuesFromSettings } from '~/features/business-settings/settings-values';
import { isAtLimit, requireDashboard, type DashboardFrame } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { UpgradeNotice } from '~/features/dashboard/upgrade-notice';
import { mutate, query } from '~/graphql/client.server';
import { CreateBusinessMutation, NewBusinessSettingsQuery } from '~/graphql/queries/business-settings.server';
import { href } from '~/routes';
import { FORM_KEYS } from '~/features/business-settings/settings-text';
import { messagesFor, requestTranslator, type Translate } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.meta ?? 'Create a business — Musika' },
  { name: 'robots', content: 'noindex' },
];

/** Why this vendor cannot add a business now, in the words the upgrade notice shows; null when they can. */
function blockedReason(frame: DashboardFrame, t: Translate): string | null {
  if (!frame.packageName) return t('businessSettings.needSubscription');
  if (!isAtLimit(frame, 'businesses')) return null;
  const limit = frame.limits.find((l) => l.name === 'businesses')?.value ?? 0;
  return t('businessSettings.atLimit', { package: frame.packageName, count: limit });
}

async function newBusinessValues(args: LoaderFunctionArgs, token: string) {
  const { newBusinessSettings } = await query(args.context, args.request, NewBusinessSettingsQuery, {}, { token });
  return valuesFromSettings(newBusinessSettings);
}

export async function loader(args: LoaderFunctionArgs) {
  const { frame, token } = await requireDashboard(args);
  const { language, t } = requestTranslator(args.request);
  const blocked = blockedReason(frame, t);
  const w = {
    meta: t('businessSettings.createMeta'),
    add: t('businessSettings.addBusiness'),
    create: t('businessSettings.createYours'),
    intro: t('businessSettings.createIntro'),
    submit: t('businessSettings.createSubmit'),
    upgrade: t('analytics.upgrade'),
    form: messagesFor(language, FORM_KEYS),
  };
  return { frame, blocked, values: blocked ? null : await newBusinessValues(args, token), w };
}

export async function action(args: ActionFunctionArgs) {
  const { token } = await requireDashboard(args);
  let createdId: string | null = null;
  const failure = await handleSettingsPost(args.context, args.request, await newBusinessValues(args, token), async (input) => {
    const { createBusiness } = await mutate(args.context, args.request, CreateBusinessMutation, { input }, { token });
    if (!createBusiness.settings?.id) return { ok: false, userErrors: createBusiness.userErrors, upgradeRequired: createBusiness.upgradeRequired };
    createdId = createBusiness.settings.id;
    return { ok: true };
  });
  if (failure) return data(failure, { status: failureStatus(failure) });
  // Spec §4: the new business becomes the active one.
  throw redirect(href('dashboard'), { headers: { 'Set-Cookie': await setActiveBusiness(args.request, createdId!) } });
}

export default function CreateBusiness() {
  const { frame, blocked, values, w } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const adding = useLocation().pathname.startsWith(href('add-new-business'));
  const title = adding ? w.add : w.create;
  const upgrade = blocked ?? result?.upgrade ?? null;
  return (
    <DashboardLayout frame={frame} title={title}>
      {upgrade || !values ? (
        <UpgradeNotice action={w.upgrade}>{upgrade}</UpgradeNotice>
      ) : (
        <>
          <p className={formStyles.hint}>{w.intro}</p>
          <SettingsForm
            label={title}
            submitLabel={w.submit}
            w={w.form}
            values={result?.values ?? values}
            fieldErrors={result?.fieldErrors}
            formError={result?.formError}
            notice={result?.notice}
          />
        </>
      )}
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
