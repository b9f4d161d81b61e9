/**
 * Which copy of a page the page cache keeps for this request, beside its URL and catalogue generation. Pages
 * that render differently for the same URL must never be served for each other, so everything that changes
 * the HTML of an anonymous page goes here, one part each: low-data mode (issue 33 §1) and the language (§3,
 * the `lang` cookie or Accept-Language, app/lib/i18n/language.ts).
 */
import { requestLanguage } from '../app/lib/i18n/language';
import { isLowData } from './low-data-mode';

/** What a shared cache in front of us must vary on for the same reasons (Save-Data, the language, their cookies). */
export const PAGE_VARY = 'Save-Data, Accept-Language, Cookie';

/** The cache-key parts of this request's page variant, as query parameters (`&__data=low&__lang=sn`). */
export function pageCacheVariant(request: Request): string {
  return `&__data=${isLowData(request) ? 'low' : 'full'}&__lang=${requestLanguage(request)}`;
}
