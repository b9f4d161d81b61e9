/**
 * Business information (`/dashboard/settings/business-information/`): the active business's whole settings
 * draft, edited in one form (PUT /business/update). The API checks that the vendor runs the business; the
 * storefront shows the change at once (the API's write retires cached copies). Renaming moves the storefront
 * to a new address and the old one redirects there.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormNotice, formStyles } from '~/components/form';
import { failureStatus, handleSettingsPost } from '~/features/business-settings/settings-form.server';
import { SettingsForm } from '~/features/business-settings/settings-form';
import { valuesFromSettings } from '~/features/business-settings/settings-values';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { mutate, query } from '~/graphql/client.server';
import { invariantFound } from '~/lib/invariant-response.server';
import { BusinessSettingsQuery, UpdateBusinessMutation } from '~/graphql/queries/business-settings.server';
import { href } from '~/routes';
import { FORM_KEYS } from '~/features/business-settings/settings-text';
import { messagesFor, requestTranslator } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.meta ?? 'Business information — Musika' },
  { name: 'robots', content: 'noindex' },
];

const SAVED = 'saved';

async function activeSettings(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const { businessSettings } = await query(
    args.context,
    args.request,
    BusinessSettingsQuery,
    { businessId: access.businessId },
    { token: access.token },
  );
  return { access, settings: invariantFound(businessSettings, 'Business not found') };
}

export async function loader(args: LoaderFunctionArgs) {
  const { access, settings } = await activeSettings(args);
  const saved = new URL(args.request.url).searchParams.has(SAVED);
  const values = valuesFromSettings(settings);
  const { language, t } = requestTranslator(args.request);
  const w = {
    meta: t('businessSettings.meta'),
    title: t('dashboard.navBusinessInformation'),
    saved: t('businessSettings.saved'),
    viewIt: t('businessSettings.viewIt'),
    intro: t('businessSettings.intro', { name: values.name }),
    save: t('businessSettings.saveChanges'),
    form: messagesFor(language, FORM_KEYS),
  };
  return { frame: access.frame, values, slug: settings.slug ?? access.frame.business.slug, saved, w };
}

export async function action(args: ActionFunctionArgs) {
  const { access, settings } = await activeSettings(args);
  const failure = await handleSettingsPost(args.context, args.request, valuesFromSettings(settings), async (input) => {
    const { updateBusiness } = await mutate(
      args.context,
      args.request,
      UpdateBusinessMutation,
      { input: { businessId: access.businessId, settings: input } },
      { token: access.token },
    );
    return updateBusiness.settings
      ? { ok: true }
      : { ok: false, userErrors: updateBusiness.userErrors, upgradeRequired: updateBusiness.upgradeRequired };
  });
  if (failure) return data(failure, { status: failureStatus(failure) });
  // Post/redirect/get: a reload does not send the form again, and the page shows what is now stored.
  throw redirect(`${href('business-information')}?${SAVED}`);
}

export default function BusinessInformation() {
  const { frame, values, slug, saved, w } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DashboardLayout frame={frame} title={w.title}>
      {saved && !result ? (
        <FormNotice>
          {`${w.saved} `}
          <Link to={href('storefront', { bSlug: slug })}>{w.viewIt}</Link>.
        </FormNotice>
      ) : null}
      <p className={formStyles.hint}>{w.intro}</p>
      <SettingsForm
        label={w.title}
        submitLabel={w.save}
        w={w.form}
        values={result?.values ?? values}
        fieldErrors={result?.fieldErrors}
        formError={result?.formError ?? result?.upgrade}
        notice={result?.notice}
      />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
