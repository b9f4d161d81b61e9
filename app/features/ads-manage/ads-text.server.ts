/**
 * The ads pages in the page's language (issue 33 §3): statuses, each ad's line and figures, the chart's table and
 * the billing history, finished here so the components only show strings (no catalogue, no Intl in the
 * browser). English reads exactly as before: the same words, "$1.50" money and "23 Nov" days.
 */
import { namedIn, unnamed } from '~/components/placed-text';
import type { AdStatus } from '~/graphql/generated/graphql';
import { bucketLabel } from '~/features/analytics/bucket-label';
import { paymentStatusIn } from '~/features/subscriptions/subscriptions-text.server';
import { formatDateIn, formatMoneyIn } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';
import { keysByEnglish, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import { ADS_REPORT_RANGES } from '../../../schema/rest/ads-manage';
import type { AdsChartText, AdsListText, AdText, BillingHistoryText, RangeText } from './ads-text';
import { percent, type Ad, type AdsReport } from './labels';
import { apiMessageIn } from '~/lib/i18n/api-message.server';

const STATUS_KEY: Record<AdStatus, MessageKey> = {
  ACTIVE: 'vendorMoney.statusActive',
  SCHEDULED: 'vendorMoney.statusScheduled',
  PAUSED: 'vendorMoney.statusPaused',
  ENDED: 'vendorMoney.statusEnded',
  OUT_OF_FUNDS: 'vendorMoney.statusOutOfFunds',
};

const PLACEMENT_KEY: Record<string, MessageKey> = {
  HOME: 'adsForm.placementHome',
  CATEGORY: 'adsForm.placementCategory',
  SEARCH: 'adsForm.placementSearch',
  PRODUCT: 'adsForm.placementProduct',
  STOREFRONT: 'adsForm.placementStorefront',
};

const RANGE_KEY: Record<string, MessageKey> = { '7d': 'vendorMoney.days7', '30d': 'vendorMoney.days30', '90d': 'vendorMoney.days90' };

type Money = { amountCents: number; currency: string };
const money = (language: Language, m: Money) => formatMoneyIn(language, m.amountCents, m.currency);
/** An ad's first or last day: English shows the stored '2026-11-27' as before; sn/nd write it out. */
const adDay = (language: Language, day: string) => (language === 'en' ? day : formatDateIn(language, `${day}T10:00:00Z`));

export const adStatusIn = (t: Translate, status: AdStatus) => t(STATUS_KEY[status]);

/**
 * One ad's words: badge, line, today's and all-time figures, its button and edit link. Counts go in as text:
 * ICU would group them ("4,321") where the page always wrote 4321.
 */
export function adText(language: Language, t: Translate, ad: Ad): AdText {
  return {
    status: adStatusIn(t, ad.status),
    line: namedIn(
      language,
      t,
      'vendorMoney.adLine',
      {
        ...(ad.product ? {} : { product: t('adsForm.wholeStore') }),
        placement: PLACEMENT_KEY[ad.placement] ? t(PLACEMENT_KEY[ad.placement]) : ad.placement,
        bid: money(language, ad.bid),
        unit: t(ad.pricing === 'CPM' ? 'vendorMoney.perThousand' : 'vendorMoney.perClick'),
        budget: money(language, ad.dailyBudget),
        from: adDay(language, ad.startsOn),
        to: adDay(language, ad.endsOn),
      },
      ad.product ? { product: ad.product.name } : {},
    ),
    figures: [
      [t('vendorMoney.impressionsToday'), String(ad.today.impressions)],
      [t('vendorMoney.clicksToday'), String(ad.today.clicks)],
      [t('vendorMoney.spentToday'), money(language, ad.today.spend)],
      [t('vendorMoney.impressions'), String(ad.total.impressions)],
      [t('vendorMoney.clicks'), String(ad.total.clicks)],
      [t('vendorMoney.clickThrough'), percent(ad.total.clickThrough)],
      [t('vendorMoney.spent'), money(language, ad.total.spend)],
    ],
    toggle: ad.paused
      ? { label: t('vendorMoney.resume'), aria: t('vendorMoney.resumeAd', { title: ad.title }) }
      : { label: t('vendorMoney.pause'), aria: t('vendorMoney.pauseAd', { title: ad.title }) },
    edit: namedIn(language, t, 'vendorMoney.editAd', {}, { title: ad.title }),
  };
}

export function adsListText(language: Language, t: Translate, ads: readonly Ad[]): AdsListText {
  return {
    none: t('vendorMoney.noAds'),
    label: t('vendorMoney.yourAds'),
    ads: Object.fromEntries(ads.map((ad) => [ad.id, adText(language, t, ad)])),
  };
}

export function adsChartText(language: Language, t: Translate, report: AdsReport, title: string): AdsChartText {
  const days = report.days;
  const sum = (pick: (d: (typeof days)[number]) => number) => days.reduce((n, d) => n + pick(d), 0);
  return {
    title,
    lead: t('vendorMoney.chartLead', { peak: String(Math.max(0, ...days.map((d) => d.impressions))) }),
    notCharged: t('vendorMoney.notCharged', { impressions: String(sum((d) => d.invalidImpressions)), clicks: String(sum((d) => d.invalidClicks)) }),
    summary: t('vendorMoney.tableSummary'),
    caption: t('vendorMoney.tableCaption'),
    headers: [
      t('vendorMoney.day'),
      t('vendorMoney.impressions'),
      t('vendorMoney.clicks'),
      t('vendorMoney.clickThrough'),
      t('vendorMoney.spend'),
      t('vendorMoney.invalidImpressions'),
      t('vendorMoney.invalidClicks'),
    ],
    days: days.map((d) => ({
      day: d.day,
      label: bucketLabel(d.day, language),
      impressions: String(d.impressions),
      clicks: String(d.clicks),
      clickThrough: percent(d.clickThrough),
      spend: money(language, d.spend),
      invalidImpressions: String(d.invalidImpressions),
      invalidClicks: String(d.invalidClicks),
    })),
  };
}

/** The Harare day of a history entry: a day as it is, an instant moved to UTC+2 (Harare all year). */
const harareDayOf = (at: string) => (at.length === 10 ? at : new Date(Date.parse(at) + 2 * 3_600_000).toISOString().slice(0, 10));

export function billingHistoryText(language: Language, t: Translate, history: AdsReport['history']): BillingHistoryText {
  return {
    title: t('vendorMoney.historyTitle'),
    none: t('vendorMoney.historyNone'),
    headers: [t('vendorMoney.day'), t('vendorMoney.what'), t('vendorMoney.amount')],
    rows: history.map((h, i) => ({
      key: `${h.kind}-${h.at}-${h.adId ?? h.reference}-${i}`,
      when: bucketLabel(harareDayOf(h.at), language),
      what:
        h.kind === 'TOP_UP'
          ? unnamed(
              t('vendorMoney.topUpLine', {
                reference: h.reference ?? '',
                // English shows the API's word as it came ('paid').
                status: language === 'en' ? String(h.status) : paymentStatusIn(t, String(h.status)).toLocaleLowerCase(),
              }),
            )
          : namedIn(
              language,
              t,
              'vendorMoney.spendLine',
              { impressions: String(h.impressions ?? 0), clicks: String(h.clicks ?? 0) },
              { title: h.title ?? '' },
            ),
      amount: `${h.kind === 'TOP_UP' ? '+' : '−'}${money(language, h.amount)}`,
    })),
  };
}

export const rangeText = (t: Translate): RangeText => ({
  label: t('vendorMoney.period'),
  ranges: Object.fromEntries(ADS_REPORT_RANGES.map((r) => [r, t(RANGE_KEY[r])])),
});

/** The ads pages' messages and the API's refusals (its English, kept for API clients) → the language. */
const BY_ENGLISH = keysByEnglish((key) => key.startsWith('vendorMoney.') || key.startsWith('adsForm.'));

export function adMessageIn(t: Translate, message: string): string {
  const key = BY_ENGLISH.get(message);
  return key ? t(key) : apiMessageIn(t, message);
}
