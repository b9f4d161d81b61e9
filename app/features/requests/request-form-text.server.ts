/**
 * The buyer-request form in the page's language (issue 33 §3): the fields' words for request-fields.tsx and the
 * photo picker, and the form's messages — the schema's keys, and the English an amount's rules write
 * (optionalDollars keeps its English for the vendor inbox, which reads it as it is) read back into keys.
 */
import { translateMessage, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import { MAX_PHOTOS, PHOTO_MESSAGES } from '~/features/media/photo-rules';
import type { RequestFieldsText } from './request-fields';

export function requestFieldsText(t: Translate): RequestFieldsText {
  return {
    lookingFor: t('requestForm.lookingFor'),
    placeholder: t('requestForm.placeholder'),
    details: t('requestForm.details'),
    category: t('requestForm.category'),
    chooseCategory: t('requestForm.chooseCategory'),
    budget: t('requestForm.budget'),
    city: t('requestForm.city'),
    chooseCity: t('requestForm.chooseCity'),
  };
}

/** The photo picker's label, hint and the problems it may find before sending. */
export const photoInputText = (t: Translate) => ({
  label: t('requestForm.photos', { count: MAX_PHOTOS }),
  hint: t('requestForm.photosHint'),
  tooMany: t('requestForm.error.tooManyPhotos', { count: MAX_PHOTOS }),
  tooLarge: t('requestForm.error.photoTooLarge'),
});

const AMOUNT: Record<string, MessageKey> = {
  'Enter the budget in US dollars, e.g. 150': 'requestForm.error.budgetFormat',
  'Enter the budget in US dollars, e.g. 150 or 149.99': 'requestForm.error.budgetDigits',
  'The budget must be more than 0': 'requestForm.error.budgetZero',
  'That budget is too high': 'requestForm.error.budgetHigh',
  'Enter the price in US dollars, e.g. 150': 'requestForm.error.priceFormat',
  'Enter the price in US dollars, e.g. 150 or 149.99': 'requestForm.error.priceDigits',
  'The price must be more than 0': 'requestForm.error.priceZero',
  'That price is too high': 'requestForm.error.priceHigh',
};

/** One message of the form in the language: a key, an amount's or a photo's English, or as it came (the API's). */
export function requestFormMessage(t: Translate, message: string): string {
  if (message === PHOTO_MESSAGES.tooMany()) return t('requestForm.error.tooManyPhotos', { count: MAX_PHOTOS });
  if (message.startsWith(PHOTO_MESSAGES.tooLarge)) return t('requestForm.error.photoTooLarge') + message.slice(PHOTO_MESSAGES.tooLarge.length);
  return translateMessage(t, AMOUNT[message] ?? message);
}

/** Every field's first message, in the language. */
export const requestFormErrors = (t: Translate, errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, requestFormMessage(t, message)]));
