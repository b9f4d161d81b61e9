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

export const meta: MetaFunction = () => [{ title: 'Create a business — Musika' }, { name: 'robots', content: 'noindex' }];

/** Why this vendor cannot add a business now, in the words the upgrade notice shows; null when they can. */
function blockedReason(frame: DashboardFrame): string | null {
  if (!frame.packageName) return 'You need an active subscription to create a business.';
  if (!isAtLimit(frame, 'businesses')) return null;
  const limit = frame.limits.find((l) => l.name === 'businesses')?.value ?? 0;
  return `Your ${frame.packageName} package allows ${limit} ${limit === 1 ? 'business' : 'businesses'}. Upgrade your package to add another.`;
}

async function newBusinessValues(args: LoaderFunctionArgs, token: string) {
  const { newBusinessSettings } = await query(args.context, args.request, NewBusinessSettingsQuery, {}, { token });
  return valuesFromSettings(newBusinessSettings);
}

export async function loader(args: LoaderFunctionArgs) {
  const { frame, token } = await requireDashboard(args);
  const blocked = blockedReason(frame);
  return { frame, blocked, values: blocked ? null : await newBusinessValues(args, token) };
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
  const { frame, blocked, values } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const adding = useLocation().pathname.startsWith(href('add-new-business'));
  const title = adding ? 'Add a business' : 'Create your business';
  const upgrade = blocked ?? result?.upgrade ?? null;
  return (
    <DashboardLayout frame={frame} title={title}>
      {upgrade || !values ? (
        <UpgradeNotice>{upgrade}</UpgradeNotice>
      ) : (
        <>
          <p className={formStyles.hint}>Only the name and the city are needed now; you can fill in the rest at any time.</p>
          <SettingsForm
            label={title}
            submitLabel="Create business"
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
