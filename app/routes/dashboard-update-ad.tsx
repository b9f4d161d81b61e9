/**
 * Update ad (`/dashboard/update-ad/{adID}`, issue #12 items 1 and 4): the ad form filled with the ad, its
 * status with pause/resume, and its own figures per Harare day (?range=7d|30d|90d) as a chart with its table.
 * An ad of another business (or none) is a 404. Without run_ads, the upgrade notice replaces the form; pausing
 * stays possible.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, FormNotice } from '~/components/form';
import { AdForm } from '~/features/ads-manage/ad-form';
import { adInputFrom, adValues, formErrorsFrom, readAdForm, updateInputFrom, type AdFormResult } from '~/features/ads-manage/ad-form-values';
import { AdsChart } from '~/features/ads-manage/ads-chart';
import { AdFiguresList, PauseResumeForm, StatusBadge } from '~/features/ads-manage/ads-list';
import { AdsRangeSwitcher } from '~/features/ads-manage/ads-range-switcher';
import { adsChartText, adText, rangeText } from '~/features/ads-manage/ads-text.server';
import { adsRangeEnum, adsRangeFromSearch } from '~/features/ads-manage/labels';
import { pauseOrResume } from '~/features/ads-manage/pause-action.server';
import * as s from '~/features/ads-manage/ads-manage.css';
import { mayUse, requireDashboardBusiness, requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { UpgradeNotice } from '~/features/dashboard/upgrade-notice';
import { invariantFound, mutate, query } from '~/graphql/client.server';
import { AdEditQuery, UpdateAdMutation } from '~/graphql/queries/ads-manage.server';
import { adFormResultIn, adFormText } from '~/features/ads-manage/ad-form-text.server';
import { notFound } from '~/lib/invariant-response.server';
import { pick, requestTranslator, type Translate } from '~/lib/i18n/translate.server';
import { href } from '~/routes';
import { AD_MESSAGES } from '../../schema/rest/ads';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta ?? 'Update ad — Musika' },
  { name: 'robots', content: 'noindex' },
];

/** The ad's id from the address; anything else is the 404 an unknown ad gets, in the page's language. */
const adIdOf = (params: { adID?: string }, t: Translate) => {
  const adId = params.adID ?? '';
  if (!/^\d{1,10}$/.test(adId)) throw notFound(t('vendorMoney.adNotFound'));
  return adId;
};

export async function loader(args: LoaderFunctionArgs) {
  const { language, t } = requestTranslator(args.request);
  const adId = adIdOf(args.params, t);
  const range = adsRangeFromSearch(new URL(args.request.url).searchParams);
  const { access, data: result } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(
      args.context,
      args.request,
      AdEditQuery,
      { businessId, adId, range: adsRangeEnum(range) },
      { token, optional: ['adsReport', 'businessProducts', 'adsBalance'] },
    ),
  );
  const ad = invariantFound(result.businessAd, t('vendorMoney.adNotFound'));
  return {
    words: pick(t, ['adsForm.saveAd', 'adsForm.notInPackage', 'adsForm.backToAds', 'analytics.upgrade', 'vendorMoney.figuresFailed'] as const),
    meta: t('vendorMoney.updateMeta'),
    title: t('vendorMoney.adTitle', { title: ad.title }),
    adWords: adText(language, t, ad),
    rangeWords: rangeText(t),
    chart: result.adsReport ? adsChartText(language, t, result.adsReport, t('vendorMoney.whatThisAdDid')) : null,
    form: adFormText(language, t),
    frame: access.frame,
    range,
    ad,
    report: result.adsReport,
    products: result.businessProducts?.items ?? [],
    mayRunAds: mayUse(access.frame, 'run_ads'),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { language, t } = requestTranslator(args.request);
  const adId = adIdOf(args.params, t);
  const access = await requireDashboardBusiness(args);
  const form = await args.request.formData();
  const intent = form.get('intent');
  if (intent === 'pause' || intent === 'resume') {
    const result = await pauseOrResume(args.context, args.request, access.businessId, form, t);
    return data<AdFormResult & { notice?: string }>(result ?? { formError: t('vendorMoney.errorUpdating') }, {
      status: !result || result.formError ? 400 : 200,
    });
  }
  const values = readAdForm(form);
  const parsed = adInputFrom(values);
  if ('fieldErrors' in parsed)
    return data<AdFormResult & { notice?: string }>(adFormResultIn(language, t, { fieldErrors: parsed.fieldErrors, values }), { status: 400 });
  const { updateAd } = await mutate(args.context, args.request, UpdateAdMutation, { input: updateInputFrom(access.businessId, adId, parsed.input) });
  if (!updateAd.ad)
    return data<AdFormResult & { notice?: string }>(
      adFormResultIn(language, t, { ...formErrorsFrom(updateAd.userErrors, AD_MESSAGES.updateAd), values }),
      { status: 400 },
    );
  throw redirect(href('ads-management-list'));
}

export default function UpdateAd() {
  const { frame, range, ad, report, products, mayRunAds, words, form, title, adWords, chart, rangeWords } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <DashboardLayout frame={frame} title={title}>
      <div className={s.stack}>
        {result?.values ? null : <FormAlert>{result?.formError}</FormAlert>}
        <FormNotice>{result?.notice}</FormNotice>
        <div className={s.row}>
          <StatusBadge ad={ad} label={adWords.status} />
          <PauseResumeForm ad={ad} toggle={adWords.toggle} />
        </div>
        <AdFiguresList figures={adWords.figures} />
        {mayRunAds ? (
          <AdForm
            values={result?.values ?? adValues(ad)}
            products={products}
            result={result?.values ? result : undefined}
            submitLabel={words['adsForm.saveAd']}
            busy={busy}
            text={form}
          />
        ) : (
          <UpgradeNotice action={words['analytics.upgrade']}>{words['adsForm.notInPackage']}</UpgradeNotice>
        )}
        <AdsRangeSwitcher current={range} path={href('update-ad', { adID: ad.id })} text={rangeWords} />
        {report && chart ? <AdsChart report={report} text={chart} /> : <p>{words['vendorMoney.figuresFailed']}</p>}
        <Link to={href('ads-management-list')}>{words['adsForm.backToAds']}</Link>
      </div>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
