/**
 * Ads (`/dashboard/ads-management`, issue #12 items 1 and 4): the active business's ads with their status,
 * figures and pause/resume buttons, its ads balance, and what the ads did per Harare day over a chosen range
 * (?range=7d|30d|90d): a server-rendered chart with its table, per-ad totals through the list, and the billing
 * history. Everything works without JavaScript.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, FormNotice } from '~/components/form';
import { AdsChart } from '~/features/ads-manage/ads-chart';
import { AdsList } from '~/features/ads-manage/ads-list';
import { AdsRangeSwitcher } from '~/features/ads-manage/ads-range-switcher';
import { BillingHistory } from '~/features/ads-manage/billing-history';
import { adsChartText, adsListText, billingHistoryText, rangeText } from '~/features/ads-manage/ads-text.server';
import { adsRangeEnum, adsRangeFromSearch } from '~/features/ads-manage/labels';
import { pauseOrResume } from '~/features/ads-manage/pause-action.server';
import * as s from '~/features/ads-manage/ads-manage.css';
import { mayUse, requireDashboardBusiness, requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { UpgradeNotice } from '~/features/dashboard/upgrade-notice';
import { query } from '~/graphql/client.server';
import { AdsListQuery } from '~/graphql/queries/ads-manage.server';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meta ?? 'Ads — Musika' }, { name: 'robots', content: 'noindex' }];

const WORDS = [
  'vendorMoney.adsTitle',
  'subscriptions.adsBalance',
  'adsForm.fundAccount',
  'vendorMoney.createAnAd',
  'vendorMoney.errorFetching',
  'adsForm.notInPackage',
  'adsForm.noBalance',
  'analytics.upgrade',
  'vendorMoney.figuresFailed',
] as const;

export async function loader(args: LoaderFunctionArgs) {
  const range = adsRangeFromSearch(new URL(args.request.url).searchParams);
  const { access, data: result } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, AdsListQuery, { businessId, range: adsRangeEnum(range) }, { token, optional: ['businessAds', 'adsReport'] }),
  );
  const { language, t } = requestTranslator(args.request);
  const list = result.businessAds;
  const report = result.adsReport;
  const text = {
    words: pick(t, WORDS),
    balance: list ? formatMoneyIn(language, list.balance.amountCents, list.balance.currency) : '',
    list: adsListText(language, t, list?.ads ?? []),
    range: rangeText(t),
    chart: report ? adsChartText(language, t, report, t('vendorMoney.whatYourAdsDid')) : null,
    history: report ? billingHistoryText(language, t, report.history) : null,
  };
  return { frame: access.frame, range, list, report, mayRunAds: mayUse(access.frame, 'run_ads'), text, meta: t('vendorMoney.adsMeta') };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const { t } = requestTranslator(args.request);
  const result = await pauseOrResume(args.context, args.request, access.businessId, await args.request.formData(), t);
  if (!result) return data({ formError: t('vendorMoney.errorUpdating') }, { status: 400 });
  return data(result, { status: result.formError ? 400 : 200 });
}

export default function AdsManagement() {
  const { frame, range, list, report, mayRunAds, text } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const w = text.words;
  return (
    <DashboardLayout frame={frame} title={w['vendorMoney.adsTitle']}>
      <div className={s.stack}>
        <FormAlert>{result && 'formError' in result ? result.formError : undefined}</FormAlert>
        <FormNotice>{result && 'notice' in result ? result.notice : undefined}</FormNotice>
        {list ? (
          <section aria-label={w['subscriptions.adsBalance']} className={s.row}>
            <div>
              <p className={s.muted}>{w['subscriptions.adsBalance']}</p>
              <p className={s.balance} data-testid="ads-balance">
                {text.balance}
              </p>
            </div>
            <Link className={button({ tone: 'secondary' })} to={href('fund-account')}>
              {w['adsForm.fundAccount']}
            </Link>
            {mayRunAds ? (
              <Link className={button()} to={href('add-new-ad')}>
                {w['vendorMoney.createAnAd']}
              </Link>
            ) : null}
          </section>
        ) : (
          <FormAlert>{w['vendorMoney.errorFetching']}</FormAlert>
        )}
        {mayRunAds ? null : <UpgradeNotice action={w['analytics.upgrade']}>{w['adsForm.notInPackage']}</UpgradeNotice>}
        {list && list.balance.amountCents <= 0 && mayRunAds ? <FormNotice>{w['adsForm.noBalance']}</FormNotice> : null}
        {list ? <AdsList ads={list.ads} text={text.list} /> : null}
        <AdsRangeSwitcher current={range} path={href('ads-management-list')} text={text.range} />
        {report && text.chart && text.history ? (
          <>
            <AdsChart report={report} text={text.chart} />
            <BillingHistory text={text.history} />
          </>
        ) : (
          <p>{w['vendorMoney.figuresFailed']}</p>
        )}
      </div>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
