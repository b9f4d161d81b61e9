/**
 * Which language a page is in (issue 33 §3): the visitor's choice in the `lang` cookie (the footer switch), else
 * the first of English, chiShona and isiNdebele their browser asks for (Accept-Language), else English.
 * Shared by the app (root loader) and the page cache (server/page-cache.ts keys pages by it), so both always
 * agree. The cookie is deliberately not a `musika_*` cookie: a chosen language must not stop pages being shared.
 */
export const LANGUAGES = ['en', 'sn', 'nd'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_COOKIE = 'lang';
/** A year: a language is a lasting choice. */
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Intl locales: Zimbabwe's conventions in each language (CLDR has sn and nd; numbers like en-ZW). */
export const LOCALES: Record<Language, string> = { en: 'en-ZW', sn: 'sn-ZW', nd: 'nd-ZW' };

/** Each language's own name, as the switch shows it (never translated: a reader finds their own). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sn: 'chiShona', nd: 'isiNdebele' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function cookieLanguage(cookieHeader: string | null): Language | null {
  const match = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '');
  return match && isLanguage(match[1]) ? match[1] : null;
}

/** The first supported language by q-value ("sn-ZW;q=0.9, en;q=0.8" → sn); ties keep the header's order. */
export function acceptedLanguage(header: string | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? null;
}

export function requestLanguage(request: Request): Language {
  return cookieLanguage(request.headers.get('cookie')) ?? acceptedLanguage(request.headers.get('accept-language')) ?? DEFAULT_LANGUAGE;
}
