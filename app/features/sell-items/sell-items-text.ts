/**
 * The listings' words as the server finished them in the page's language (sell-items-text.server.ts); the list
 * only shows them. No catalogue here, only the keys and shapes.
 */
import type { MessageKey } from '~/lib/i18n/catalogues/en';

export const LIST_KEYS = [
  'sellItems.searchLabel',
  'sellItems.searchTerm',
  'sellItems.kind',
  'sellItems.allKinds',
  'sellItems.status',
  'sellItems.filter',
  'sellItems.clearFilters',
  'sellItems.noMatch',
  'sellItems.none',
  'sellItems.addFirst',
  'sellItems.yourProducts',
  'sellItems.withTicked',
  'sellItems.publish',
  'sellItems.unpublish',
  'sellItems.deleteDots',
  'sellItems.photo',
  'sellItems.name',
  'sellItems.price',
  'sellItems.stock',
  'sellItems.stockLabel',
  'sellItems.draft',
  'sellItems.published',
  'sellItems.edit',
  'sellItems.confirmLabel',
  'sellItems.yesDelete',
  'sellItems.cancel',
] as const satisfies readonly MessageKey[];

export interface SellItemsText {
  w: Record<(typeof LIST_KEYS)[number], string>;
  /** "Select {name}", "Edit {name}" as written: the row fills the name (app/lib/i18n/fill.ts). */
  select: string;
  editName: string;
  /** The status filter's options with their counts, and the count line. */
  statuses: { all: string; publish: string; draft: string };
  summary: string;
  kinds: Record<string, string>;
  /** Each row's price and regular price, by product id, in the language's money. */
  prices: Record<string, { price: string; regular: string | null }>;
}
