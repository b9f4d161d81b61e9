/**
 * Low-data mode's words in the request's language (issue 33 §3): the page is rewritten at the edge
 * (low-data-page.ts), after React rendered it, so its words are chosen here from the same language the page
 * was rendered in — the `lang` cookie or Accept-Language (app/lib/i18n/language.ts), which the page cache also
 * keys by (page-cache-variant.ts), so a cached low-data copy is never in another language.
 */
import type { Language } from '../app/lib/i18n/language';
import { translator } from '../app/lib/i18n/translate.server';

export interface LowDataWords {
  on: string;
  off: string;
  switchOn: string;
  /** "Photo · {weight}". */
  photo: string;
  sizeUnknown: string;
  /** "This page cost about {kb} KB to load.", filled in the browser by the page's script (low-data-script.ts). */
  cost: string;
  video: string;
  embed: string;
  map: string;
}

const byLanguage = new Map<Language, LowDataWords>();

export function lowDataWords(language: Language): LowDataWords {
  let words = byLanguage.get(language);
  if (!words) {
    const t = translator(language);
    words = {
      on: t('shell.lowDataOn'),
      off: t('shell.lowDataOff'),
      switchOn: t('shell.lowDataSwitchOn'),
      photo: t('shell.lowDataPhoto', { weight: '{weight}' }),
      sizeUnknown: t('shell.lowDataSizeUnknown'),
      cost: t('shell.lowDataCost', { kb: '{kb}' }),
      video: t('shell.lowDataVideo'),
      embed: t('shell.lowDataEmbed'),
      map: t('shell.lowDataMap'),
    };
    byLanguage.set(language, words);
  }
  return words;
}
