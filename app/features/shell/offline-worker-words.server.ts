/**
 * The service worker's offline words (public/sw-offline-words.js), as attributes of <html> beside offline
 * shopping's others (site-text.server.ts offlineWords): the worker holds no catalogue, so it reads a stored
 * copy's mark words from the copy itself, and the open page hands it the needs-network page's words
 * (offline-client.ts). `|` joins the parts of one attribute; the worker splits them.
 */
import { monthNames } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';
import type { Translate } from '~/lib/i18n/translate.server';

export function offlineWorkerWords(t: Translate, language: Language): Record<`data-t-${string}`, string> {
  const words: Record<`data-t-${string}`, string> = {
    'data-t-offline-waits': [t('offline.waitsOne', { count: '{count}' }), t('offline.waitsOther', { count: '{count}' })].join('|'),
    'data-t-offline-last': t('offline.lastVisit'),
    'data-t-offline-form': [t('offline.formTitle'), t('offline.formBody'), t('offline.goBack')].join('|'),
  };
  if (language === 'en') return words;
  // public/offline.html's words (sw-offline-words.js OFFLINE_PAGE_PARTS' order); English needs none: the file is English.
  words['data-t-offline-page'] = [
    t('publicMore.offlineTitle'),
    t('publicMore.offlineBody'),
    t('publicMore.offlineTipData'),
    t('publicMore.offlineTipBundles'),
    t('publicMore.offlineRetry'),
    t('publicMore.offlineTagline'),
  ].join('|');
  // English marks keep the phone's own "27 Nov 2026"; sn and nd name their months (few phones' Intl knows them).
  words['data-t-months'] = monthNames(language).join('|');
  return words;
}
