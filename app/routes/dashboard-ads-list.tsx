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
import { adsRangeEnum, adsRangeFromSearch } from '~/features/ads-manage/labels';
import { pauseOrResume } from '~/features/ads-manage/pause-action.server';
import * as s from '~/features/ads-manage/ads-manage.css';
import { mayUse, requireDashboardBusiness, requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { UpgradeNotice } from '~/features/dashboard/upgrade-notice';
import { query } from '~/graphql/client.server';
import { AdsListQuery } from '~/graphql/queries/ads-manage.server';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';
import { AD_MESSAGES } from '../../schema/rest/ads';

export const meta: MetaFunction = () => [{ title: 'Ads — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const range = adsRangeFromSearch(new URL(args.request.url).searchParams);
  const { access, data: result } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, AdsListQuery, { businessId, range: adsRangeEnum(range) }, { token, optional: ['businessAds', 'adsReport'] }),
  );
  return { frame: access.frame, range, list: result.businessAds, report: result.adsReport, mayRunAds: mayUse(access.frame, 'run_ads') };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const result = await pauseOrResume(args.context, args.request, access.businessId, await args.request.formData());
  if (!result) return data({ formError: 'Error updating ad' }, { status: 400 });
  return data(result, { status: result.formError ? 400 : 200 });
}

export default function AdsManagement() {
  const { frame, range, list, report, mayRunAds } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DashboardLayout frame={frame} title="Ads">
      <div className={s.stack}>
        <FormAlert>{result && 'formError' in result ? result.formError : undefined}</FormAlert>
        <FormNotice>{result && 'notice' in result ? result.notice : undefined}</FormNotice>
        {list ? (
          <section aria-label="Ads balance" className={s.row}>
            <div>
              <p className={s.muted}>Ads balance</p>
              <p className={s.balance} data-testid="ads-balance">
                {formatMoney(list.balance.amountCents, list.balance.currency)}
              </p>
            </div>
            <Link className={button({ tone: 'secondary' })} to={href('fund-account')}>
              Fund account
            </Link>
            {mayRunAds ? (
              <Link className={button()} to={href('add-new-ad')}>
                Create an ad
              </Link>
            ) : null}
          </section>
        ) : (
          <FormAlert>{AD_MESSAGES.fetchAds}</FormAlert>
        )}
        {mayRunAds ? null : <UpgradeNotice>{AD_MESSAGES.notInPackage}</UpgradeNotice>}
        {list && list.balance.amountCents <= 0 && mayRunAds ? <FormNotice>{AD_MESSAGES.noBalance}</FormNotice> : null}
        {list ? <AdsList ads={list.ads} /> : null}
        <AdsRangeSwitcher current={range} path={href('ads-management-list')} />
        {report ? (
          <>
            <AdsChart report={report} title="What your ads did" />
            <BillingHistory history={report.history} />
          </>
        ) : (
          <p>The figures could not be loaded. Please reload the page.</p>
        )}
      </div>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
