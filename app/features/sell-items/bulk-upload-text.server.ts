/** Bulk upload's words in the page's language (issue 33 §3); see bulk-upload-text.ts. */
import { en, type MessageKey } from '~/lib/i18n/catalogues/en';
import type { Language } from '~/lib/i18n/language';
import { CATALOGUES, type Translate } from '~/lib/i18n/translate.server';
import { MAX_BULK_PHOTOS } from './bulk-photo-rules';
import type { BulkWords } from './bulk-upload-text';
import { apiMessageIn } from '~/lib/i18n/api-message.server';

const KEYS = Object.keys(en).filter((k): k is Extract<MessageKey, `bulkUpload.${string}`> => k.startsWith('bulkUpload.'));

export function bulkUploadText(language: Language, t: Translate): BulkWords {
  const raw = CATALOGUES[language];
  const words = Object.fromEntries(KEYS.map((k) => [k.slice('bulkUpload.'.length), /[{}]/.test(raw[k]) ? raw[k] : t(k)])) as BulkWords;
  return { ...words, photosHint: t('bulkUpload.photosHint', { max: MAX_BULK_PHOTOS }) };
}

/** The page's own refusals (the gate, no business) by their English → the language; others as any API message. */
export function bulkRefusal(t: Translate, message: string): string {
  if (message === en['bulkUpload.noBulk']) return t('bulkUpload.noBulk');
  if (message === en['bulkUpload.createBusiness']) return t('bulkUpload.createBusiness');
  return apiMessageIn(t, message);
}
