/**
 * New ad (`/dashboard/ads-management/add-new-ad`, issue #12 item 1): the ad form for the active business. A
 * vendor whose package lacks run_ads sees the upgrade notice instead; without a balance, a notice and the way
 * to fund it (the API refuses the create with the same message). Success goes back to the list.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormNotice } from '~/components/form';
import { AdForm } from '~/features/ads-manage/ad-form';
import { adInputFrom, formErrorsFrom, newAdValues, readAdForm, type AdFormResult } from '~/features/ads-manage/ad-form-values';
import * as s from '~/features/ads-manage/ads-manage.css';
import { mayUse, requireDashboardBusiness, requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { UpgradeNotice } from '~/features/dashboard/upgrade-notice';
import { mutate, query } from '~/graphql/client.server';
import { AdFormChoicesQuery, CreateAdMutation } from '~/graphql/queries/ads-manage.server';
import { adFormResultIn, adFormText } from '~/features/ads-manage/ad-form-text.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';
import { AD_MESSAGES } from '../../schema/rest/ads';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.words['adsForm.meta'] ?? 'New ad — Musika' },
  { name: 'robots', content: 'noindex' },
];

const KEYS = [
  'adsForm.meta',
  'adsForm.title',
  'adsForm.notInPackage',
  'adsForm.noBalance',
  'adsForm.fundAccount',
  'adsForm.createAd',
  'adsForm.backToAds',
] as const;

export async function loader(args: LoaderFunctionArgs) {
  const { access, data: choices } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, AdFormChoicesQuery, { businessId }, { token, optional: ['businessProducts', 'adsBalance'] }),
  );
  const { language, t } = requestTranslator(args.request);
  return {
    words: pick(t, KEYS),
    form: adFormText(language, t),
    frame: access.frame,
    mayRunAds: mayUse(access.frame, 'run_ads'),
    products: choices.businessProducts?.items ?? [],
    balanceCents: choices.adsBalance?.balance.amountCents ?? null,
    values: newAdValues(),
  };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const { language, t } = requestTranslator(args.request);
  const values = readAdForm(await args.request.formData());
  const parsed = adInputFrom(values);
  if ('fieldErrors' in parsed) return data<AdFormResult>(adFormResultIn(language, t, { fieldErrors: parsed.fieldErrors, values }), { status: 400 });
  const { createAd } = await mutate(args.context, args.request, CreateAdMutation, { input: { businessId: access.businessId, ...parsed.input } });
  if (!createAd.ad)
    return data<AdFormResult>(adFormResultIn(language, t, { ...formErrorsFrom(createAd.userErrors, AD_MESSAGES.createAd), values }), { status: 400 });
  throw redirect(href('ads-management-list'));
}

export default function AddNewAd() {
  const { frame, mayRunAds, products, balanceCents, values, words, form } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <DashboardLayout frame={frame} title={words['adsForm.title']}>
      <div className={s.stack}>
        {!mayRunAds ? (
          <UpgradeNotice>{words['adsForm.notInPackage']}</UpgradeNotice>
        ) : (
          <>
            {balanceCents !== null && balanceCents <= 0 ? (
              <FormNotice>
                {words['adsForm.noBalance']} <Link to={href('fund-account')}>{words['adsForm.fundAccount']}</Link>
              </FormNotice>
            ) : null}
            <AdForm
              values={result?.values ?? values}
              products={products}
              result={result}
              submitLabel={words['adsForm.createAd']}
              busy={busy}
              text={form}
            />
          </>
        )}
        <Link to={href('ads-management-list')}>{words['adsForm.backToAds']}</Link>
      </div>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
