/** Counts in the page's language: "12 listings", "1 deal", "1,000+ results" (lib/result-count.ts in English). */
import { cardText } from '~/components/card-text.server';
import type { Language } from '~/lib/i18n/language';
import type { MessageKey, Translate } from '~/lib/i18n/translate.server';

type CountKey = Extract<MessageKey, 'browse.dealsCount' | 'browse.listingsCount' | 'search.resultsCount'>;

export function countText(t: Translate, key: CountKey, pageInfo: { total: number; totalIsCapped?: boolean | null }): string {
  return t(key, { count: pageInfo.total, capped: pageInfo.totalIsCapped ? 'yes' : 'no' });
}

/** The pager's words (components/pagination.tsx); `status` keeps `{page}` and `{total}` for the pager to fill. */
export function paginationText(t: Translate) {
  return {
    label: t('browse.pagination'),
    previous: t('browse.previous'),
    status: t('browse.pageOf', { page: '{page}', total: '{total}' }),
    next: t('browse.next'),
  };
}

/** The sponsored slot's words (features/ads/sponsored-html.server.tsx): the page's language, cards' words, "Sponsored". */
export function adWords(language: Language, t: Translate) {
  return { lang: language, card: cardText(t), mark: t('browse.sponsored') };
}
