/**
 * The product form in the page's language (issue 33 §3): its words for the components, and its messages read
 * back into keys. The form checks a draft with the API's own rules (schema/rest/product-input.ts), whose
 * English is shared with the REST API and stays as it is; the page knows each wording and says it in the
 * language. English pages keep every message exactly as before.
 */
import { FUEL_TYPES, PROPERTY_TYPES, RENT_PERIODS, TITLE_TYPES, TRANSMISSIONS } from '../../../schema/rest/product-input';
import { PRODUCT_KINDS } from '../../../schema/rest/shared';
import { en, type MessageKey } from '~/lib/i18n/catalogues/en';
import type { Language } from '~/lib/i18n/language';
import { CATALOGUES, translateMessage, type Translate, keysByEnglish } from '~/lib/i18n/translate.server';
import type { FormState } from './product-form.server';
import type { FormWords, ProductFormText } from './product-form-text';
import { KIND_CHOICES, kindChoiceHref } from './kind-choices';

const FORM_KEYS = Object.keys(en).filter((k): k is Extract<MessageKey, `productForm.${string}`> => k.startsWith('productForm.'));

const CHOICE_KEY: Record<string, MessageKey> = {
  house: 'productFormPages.optHouse',
  flat: 'productFormPages.optFlat',
  stand: 'productFormPages.optStand',
  commercial: 'productFormPages.optCommercial',
  farm: 'productFormPages.optFarm',
  month: 'productFormPages.optMonth',
  week: 'productFormPages.optWeek',
  day: 'productFormPages.optDay',
  hour: 'productFormPages.optHour',
  job: 'productFormPages.optJob',
  'title deeds': 'productFormPages.optTitleDeeds',
  cession: 'productFormPages.optCession',
  'council lease': 'productFormPages.optCouncilLease',
  'agreement of sale': 'productFormPages.optAgreementOfSale',
  manual: 'productFormPages.optManual',
  automatic: 'productFormPages.optAutomatic',
  petrol: 'productFormPages.optPetrol',
  diesel: 'productFormPages.optDiesel',
  hybrid: 'productFormPages.optHybrid',
  electric: 'productFormPages.optElectric',
  gas: 'productFormPages.optGas',
};
// Every stored choice the form offers has its words (a new one in the contract fails here, not on a page).
for (const v of [...PROPERTY_TYPES, ...RENT_PERIODS, ...TITLE_TYPES, ...TRANSMISSIONS, ...FUEL_TYPES, 'hour', 'job'])
  if (!CHOICE_KEY[v]) throw new Error(`product form: no words for the choice "${v}"`);

export const kindWord = (t: Translate, kind: string) => t(`productPage.kind.${kind.toUpperCase()}` as MessageKey);

export function productFormText(language: Language, t: Translate): ProductFormText {
  const raw = CATALOGUES[language];
  // A message with a value the step fills ({n}, {max}) travels as written; the rest finished.
  const w = Object.fromEntries(FORM_KEYS.map((k) => [k.slice('productForm.'.length), /[{}]/.test(raw[k]) ? raw[k] : t(k)])) as FormWords;
  return {
    w,
    kinds: Object.fromEntries(PRODUCT_KINDS.map((k) => [k, kindWord(t, k)])),
    choices: Object.fromEntries(Object.entries(CHOICE_KEY).map(([v, key]) => [v, t(key)])),
  };
}

/** The form's own and the API's messages, English text → key (the ones without values). */
const BY_ENGLISH = keysByEnglish((key) => key.startsWith('productFormErrors.'));
/** "Enter the price": the form's field words (form-values.ts LABELS) → keys. */
const WHAT = keysByEnglish((key) => key.startsWith('productFormErrors.what'));
const FIELD_WHAT: Record<string, MessageKey> = {
  name: 'productFormErrors.whatName',
  size: 'productFormErrors.whatSize',
  colour: 'productFormErrors.whatColour',
};

/** One message of the form in the language, by its known wording; anything else as it came. */
export function formMessage(t: Translate, message: string): string {
  const known = BY_ENGLISH.get(message);
  if (known) return t(known);
  // The API names a field as code does ("size is required"); form-values.ts says "This is…" of its own field.
  const said = message.replace(/^\w+ (must|is|may|cannot) /, 'This $1 ');
  let m = /^Enter (.+)$/.exec(message);
  if (m && WHAT.has(m[1])) return t('productFormErrors.enter', { what: t(WHAT.get(m[1]) as MessageKey) });
  m = /^(\w+) is required$/.exec(message);
  if (m && FIELD_WHAT[m[1]]) return t('productFormErrors.enter', { what: t(FIELD_WHAT[m[1]]) });
  const rules: [RegExp, (n: string) => string][] = [
    [/^This is too short \(at least (\d+) characters\)$/, (n) => t('productFormErrors.tooShort', { min: Number(n) })],
    [/^This is too long \(at most (\d+) characters\)$/, (n) => t('productFormErrors.tooLong', { max: Number(n) })],
    [/^This must be at least (\d+)$/, (n) => t('productFormErrors.atLeast', { min: n })],
    [/^This must be at most (\d+)$/, (n) => t('productFormErrors.atMost', { max: n })],
    [/^At most (\d+) photos$/, (n) => t('productFormErrors.atMostPhotos', { max: n })],
    [/^Your package allows (\d+) published products: upgrade to publish more$/, (n) => t('productFormErrors.overLimit', { limit: Number(n) })],
  ];
  for (const [rule, say] of rules) {
    const hit = rule.exec(said);
    if (hit) return say(hit[1]);
  }
  if (/^This must be one of: /.test(said)) return t('productFormErrors.oneOf');
  if (/^This must be a date like /.test(said)) return t('productFormErrors.dateLike');
  const simple: Record<string, MessageKey> = {
    'This must be more than 0': 'productFormErrors.moreThanZero',
    'This is too large': 'productFormErrors.tooLarge',
    'This cannot be negative': 'productFormErrors.negative',
    'This may not hold control characters': 'productFormErrors.controlCharacters',
    'This must be in the future': 'productFormErrors.future',
    'This may hold only letters, digits and . _ - /': 'productFormErrors.skuCharacters',
    'This must be a whole number': 'productFormErrors.whole',
    'This must be a number': 'productFormErrors.whole',
  };
  if (simple[said]) return t(simple[said]);
  m = /^The photo is too large \(at most 2 MB\): (.+)$/.exec(message);
  if (m) return t('productFormErrors.photoTooLargeNamed', { name: m[1] });
  return translateMessage(t, message);
}

/** A refused step's messages in the page's language (English as it was). */
export function formStateIn(language: Language, t: Translate, state: FormState): FormState {
  if (language === 'en') return state;
  return {
    ...state,
    fieldErrors: Object.fromEntries(Object.entries(state.fieldErrors).map(([f, m]) => [f, formMessage(t, m)])),
    formError: state.formError === null ? null : formMessage(t, state.formError),
    upgrade: state.upgrade === null ? null : formMessage(t, state.upgrade),
  };
}

const KIND_CHOICE_KEYS: Record<string, [MessageKey, MessageKey]> = {
  general: ['productFormPages.kindGeneral', 'productFormPages.kindGeneralText'],
  food: ['productFormPages.kindFood', 'productFormPages.kindFoodText'],
  clothing: ['productFormPages.kindClothing', 'productFormPages.kindSizedText'],
  hat: ['productFormPages.kindHat', 'productFormPages.kindSizedText'],
  motor_vehicle: ['productFormPages.kindMotorVehicle', 'productFormPages.kindMotorVehicleText'],
  real_estate: ['productFormPages.kindRealEstate', 'productFormPages.kindRealEstateText'],
  auction: ['productFormPages.kindAuction', 'productFormPages.kindAuctionText'],
  auction_real_estate: ['productFormPages.kindAuctionRealEstate', 'productFormPages.kindAuctionRealEstateText'],
  hire_item: ['productFormPages.kindHireItem', 'productFormPages.kindHireItemText'],
  trades_services: ['productFormPages.kindTradesServices', 'productFormPages.kindTradesServicesText'],
};

/** The "what are you listing?" cards in the language, each with the page that adds that kind. */
export function kindChoicesText(t: Translate, area: 'dashboard' | 'account') {
  return KIND_CHOICES.map(({ kind }) => {
    const [title, text] = KIND_CHOICE_KEYS[kind];
    return { kind, to: kindChoiceHref(kind, area), title: t(title), text: t(text) };
  });
}
