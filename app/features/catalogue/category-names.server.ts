/**
 * Category names in the page's language (issue 33 §3). Categories live in the database, where editors may rename
 * them and operators add more; the seeded ones (backend/db/seed.sql) have chiShona and isiNdebele names in the
 * catalogues, keyed by slug (`category.<slug>`, and `category.<slug>.about` for the top-level descriptions).
 * English pages show the stored name exactly as before. In another language a category without a catalogue entry
 * (one an operator added) keeps its stored name and is flagged `raw`, which the page marks translate="no".
 */
import { en, type MessageKey } from '~/lib/i18n/catalogues/en';
import type { Language } from '~/lib/i18n/language';
import type { Translate } from '~/lib/i18n/translate.server';

function catalogued(language: Language, t: Translate, key: string): string | null {
  return language !== 'en' && Object.hasOwn(en, key) ? t(key as MessageKey) : null;
}

/** A seeded category's name in the language; null for English or a category the catalogues do not know. */
export function categoryNameIn(language: Language, t: Translate, slug: string): string | null {
  return catalogued(language, t, `category.${slug}`);
}

/** A category (anything with a slug and a name) with its name in the language; `raw` when left as stored. */
export function localCategory<C extends { slug: string; name: string }>(language: Language, t: Translate, category: C): C & { raw?: true } {
  if (language === 'en') return category;
  const name = categoryNameIn(language, t, category.slug);
  return name === null ? { ...category, raw: true } : { ...category, name };
}

/** A category's description in the language, or as stored (`raw`) where the catalogues have none. */
export function localDescription(language: Language, t: Translate, slug: string, description: string): { text: string; raw?: true } {
  if (language === 'en') return { text: description };
  const text = catalogued(language, t, `category.${slug}.about`);
  return text === null ? { text: description, raw: true } : { text };
}

/** The slug of a category page's URL (/category/phones), or null. */
export function categorySlugOf(url: string): string | null {
  return /^\/category\/([a-z0-9-]+)\/?$/.exec(url)?.[1] ?? null;
}
