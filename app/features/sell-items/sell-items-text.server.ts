/**
 * The listings (all sell items in the dashboard and the account) in the page's language (issue 33 §3): words,
 * counts, kinds and prices finished here; a bulk action's answer and its validation said in the language.
 * English reads exactly as before (the existing tests assert it).
 */
import type { SellItemsRoute_SellItemsQuery } from '~/graphql/generated/graphql';
import type { MessageKey } from '~/lib/i18n/catalogues/en';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';
import { CATALOGUES, pick, translateMessage, type Translate, keysByEnglish } from '~/lib/i18n/translate.server';
import { PRODUCT_KINDS } from '../../../schema/rest/shared';
import { kindWord } from '../product-form/product-form-text.server';
import type { BulkResult, SellItemFilters } from './bulk-result';
import { LIST_KEYS, type SellItemsText } from './sell-items-text';

type List = NonNullable<SellItemsRoute_SellItemsQuery['sellItems']>;

export function sellItemsText(language: Language, t: Translate, list: List, filters: SellItemFilters): SellItemsText {
  const filtered = Boolean(filters.term || filters.kind || filters.status);
  const total = list.pageInfo.total;
  const money = (m: { amountCents: number; currency: string }) => formatMoneyIn(language, m.amountCents, m.currency);
  return {
    w: pick(t, LIST_KEYS),
    select: CATALOGUES[language]['sellItems.select'],
    editName: CATALOGUES[language]['sellItems.editName'],
    statuses: {
      all: t('sellItems.all', { count: list.counts.all }),
      publish: t('sellItems.publishedCount', { count: list.counts.publish }),
      draft: t('sellItems.draftsCount', { count: list.counts.draft }),
    },
    summary: t(filtered ? 'sellItems.countMatch' : 'sellItems.count', { count: total }),
    kinds: Object.fromEntries(PRODUCT_KINDS.map((k) => [k.toUpperCase(), kindWord(t, k)])),
    prices: Object.fromEntries(list.items.map((p) => [p.id, { price: money(p.price), regular: p.regularPrice ? money(p.regularPrice) : null }])),
  };
}

const DONE_KEY: Record<string, MessageKey> = {
  publish: 'sellItems.donePublish',
  unpublish: 'sellItems.doneUnpublish',
  delete: 'sellItems.doneDelete',
};

/** The list's own messages, English → key (the bulk form's validation). */
const BY_ENGLISH = keysByEnglish((key) => key.startsWith('sellItems.error'));

/** A bulk action's answer in the language: the sentence for what was done, the question before deleting. */
export function bulkResultIn(t: Translate, result: BulkResult): BulkResult & { text: string } {
  if (result.kind === 'done') {
    const main = t(DONE_KEY[result.action], { count: result.changed });
    return { ...result, text: result.kept ? `${main} ${t('sellItems.kept', { count: result.kept })}` : main };
  }
  if (result.kind === 'confirm') return { ...result, text: t('sellItems.confirmQuestion', { count: result.ids.length }) };
  const many = /^Choose at most (\d+) products at a time$/.exec(result.message);
  if (many) return { ...result, text: t('sellItems.errorTooMany', { max: many[1] }) };
  const key = BY_ENGLISH.get(result.message);
  return { ...result, text: key ? t(key) : translateMessage(t, result.message) };
}
