/**
 * The offer and buyer request opened on the store's messages tab, in the page's language (issue 33 §3): the
 * offers' and requests' own words (their areas' keys), the few this tab adds (chat area), and the answers'
 * refusals — the forms' and the API's English, read back into those areas' keys by wording.
 */
import { formatDateTimeIn, formatMoneyIn } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';
import { keysByEnglish, pick, type Translate } from '~/lib/i18n/translate.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import { offerViewText } from '~/features/offers/offers-text.server';
import type { OfferViewPartsFragment } from '~/graphql/generated/graphql';
import type { OfferPanelText, RequestPanelText } from './inbox-text';
import { apiMessageIn } from '~/lib/i18n/api-message.server';

const BY_ENGLISH = keysByEnglish((key) => /^(?:chat\.error|requests\.error|offers\.error)/.test(key));

/** An answer's refusal in the language; unknown ones as the API worded them. */
export function inboxRefusal(t: Translate, message: string): string {
  const key = BY_ENGLISH.get(message);
  return key ? t(key) : apiMessageIn(t, message);
}

export function offerPanelText(t: Translate, language: Language, view: OfferViewPartsFragment): OfferPanelText {
  const { offer } = view;
  const amount =
    language === 'en'
      ? formatMoney(offer.amount.amountCents, offer.amount.currency)
      : formatMoneyIn(language, offer.amount.amountCents, offer.amount.currency);
  return {
    view: language === 'en' ? null : offerViewText(t, language, view),
    title: t('offers.offerTitle', { product: offer.product.name }),
    form: t('offers.answerForm'),
    messageTo: t('chat.offerMessageTo', { name: offer.buyerName }),
    counter: t('offers.counter'),
    accept: t('offers.accept', { amount }),
    sendCounter: t('offers.sendCounter'),
    turnDown: t('offers.turnDown'),
    waiting: t('chat.offerWaiting', { name: offer.buyerName }),
  };
}

interface RequestLine {
  title: string;
  budget?: { amountCents: number; currency: string } | null;
  ownerName: string;
  createdAt: string;
}

export function requestPanelText(t: Translate, language: Language, r: RequestLine, business: { name: string } | null): RequestPanelText {
  const budget = r.budget
    ? language === 'en'
      ? formatMoney(r.budget.amountCents, r.budget.currency)
      : formatMoneyIn(language, r.budget.amountCents, r.budget.currency)
    : null;
  return {
    label: t('chat.requestLabel', { title: r.title }),
    budget: budget ? t('requests.budget', { amount: budget }) : null,
    by: t('requests.by', { name: r.ownerName }),
    at: language === 'en' ? formatHarareDateTime(r.createdAt) : formatDateTimeIn(language, r.createdAt),
    answeringAs: business ? t('chat.answeringAs', { name: business.name }) : '',
    ...pick(t, ['requests.yourAnswer', 'requests.closedNote', 'requests.answerForm', 'requests.yourPrice', 'requests.sendAnswer']),
    picker: { label: t('chat.productPicker'), none: t('chat.noProduct') },
    photos: t('chat.photos'),
  };
}
