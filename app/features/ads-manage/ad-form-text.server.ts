/**
 * The ad form in the page's language (issue 33 §3): its words, placements and pricing finished here (ad-form.tsx
 * only shows them), and its messages — the form's own and the API's by their English wording (the API keeps it
 * for API clients) — said in the language. English pages read exactly as before.
 */
import type { MessageKey } from '~/lib/i18n/catalogues/en';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';
import { pick, type Translate, keysByEnglish } from '~/lib/i18n/translate.server';
import { AD_LIMITS } from '../../../schema/rest/ads';
import type { AdFormResult } from './ad-form-values';
import { apiMessageIn } from '~/lib/i18n/api-message.server';

export const AD_FORM_KEYS = [
  'adsForm.settings',
  'adsForm.promotes',
  'adsForm.wholeStore',
  'adsForm.currentProduct',
  'adsForm.adTitle',
  'adsForm.placement',
  'adsForm.pricing',
  'adsForm.bid',
  'adsForm.dailyBudget',
  'adsForm.firstDay',
  'adsForm.lastDay',
  'adsForm.keywords',
  'adsForm.keywordsHint',
  'adsForm.city',
  'adsForm.cityHint',
  'adsForm.saving',
] as const satisfies readonly MessageKey[];

export function adFormText(language: Language, t: Translate) {
  // English keeps its "$0.05"; sn/nd write money the language's way ("US$0.05").
  const money = (cents: number) => (language === 'en' ? `$${(cents / 100).toFixed(2)}` : formatMoneyIn(language, cents));
  return {
    w: pick(t, AD_FORM_KEYS),
    titleHint: t('adsForm.titleHint', { max: AD_LIMITS.titleMax }),
    bidHint: t('adsForm.bidHint', { cpm: money(AD_LIMITS.minCpmBidCents), cpc: money(AD_LIMITS.minCpcBidCents) }),
    placements: {
      HOME: t('adsForm.placementHome'),
      CATEGORY: t('adsForm.placementCategory'),
      SEARCH: t('adsForm.placementSearch'),
      PRODUCT: t('adsForm.placementProduct'),
      STOREFRONT: t('adsForm.placementStorefront'),
    } as Record<string, string>,
    pricings: { CPM: t('adsForm.pricingCpm'), CPC: t('adsForm.pricingCpc') } as Record<string, string>,
  };
}

export type AdFormText = ReturnType<typeof adFormText>;

// The update's own refusals ("Error updating ad", "Ad not found") are the ads list's words (vendorMoney).
const BY_ENGLISH = keysByEnglish((key) => key.startsWith('adsForm.') || key === 'vendorMoney.errorUpdating' || key === 'vendorMoney.adNotFound');

/** A refused form's messages in the language, by their known wording; anything else as it came. */
export function adFormResultIn(language: Language, t: Translate, result: AdFormResult): AdFormResult {
  if (language === 'en') return result;
  const say = (m: string) => {
    const key = BY_ENGLISH.get(m);
    return key ? t(key) : apiMessageIn(t, m);
  };
  return {
    ...result,
    fieldErrors: result.fieldErrors
      ? Object.fromEntries(Object.entries(result.fieldErrors).map(([f, m]) => [f, say(String(m))]))
      : result.fieldErrors,
    formError: result.formError ? say(result.formError) : result.formError,
  };
}
