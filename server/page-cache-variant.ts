/**
 * Which copy of a page the page cache keeps for this request, beside its URL and catalogue generation. Pages
 * that render differently for the same URL must never be served for each other, so everything that changes
 * the HTML of an anonymous page goes here, one part each (a language would be the next part).
 */
import { isLowData } from './low-data-mode';

/** What a shared cache in front of us must vary on for the same reason (the Save-Data hint, the switch's cookie). */
export const PAGE_VARY = 'Save-Data, Cookie';

/** The cache-key parts of this request's page variant, as query parameters (`&__data=low`). */
export function pageCacheVariant(request: Request): string {
  return `&__data=${isLowData(request) ? 'low' : 'full'}`;
}
