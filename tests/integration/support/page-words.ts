/**
 * Reading a rendered page as a reader would, for the language tests (issue 33 §3): the text without markup, and
 * a message key left raw on the page. One copy for every `language-*` test, so all of them judge a page alike.
 */
import { expect } from 'vitest';
import { en } from '../../../app/lib/i18n/catalogues/en';
import { businessId } from './buying';
import { loginAs, visit } from './session';

/** A message key shown as it is ("cart.title", "productPage.spec.brand"): any catalogue area, a dot, a name. */
export const RAW_KEY = new RegExp(`\\b(?:${[...new Set(Object.keys(en).map((k) => k.split('.')[0]))].join('|')})\\.[a-z][A-Za-z.]+\\b`);

/**
 * The words a reader sees: tags, scripts and styles removed, the three entities React writes decoded. With
 * `theirs: false`, an element marked translate="no" (content the site does not write) goes too.
 */
export function visibleText(html: string, { theirs = true } = {}): string {
  const text = html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<style[\s\S]*?<\/style>/g, ' ');
  return (theirs ? text : text.replace(/<(\w+)[^>]*translate="no"[^>]*>[^<]*<\/\1>/g, ' '))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** What `main` says, without the content marked translate="no" (the page's own words only). */
export const mainWords = (html: string) => visibleText(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html, { theirs: false });

/** An English month or AM/PM on a page: the language's own date and time formats never write one. */
export const ENGLISH_TIME = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|\b[AP]M\b/;

/**
 * A screen opened in `lang` with `jar`'s session: it answers 200 under `<html lang>`, and `main` holds no raw key
 * and none of `english`. Its page's own words in `main`, for the caller's further checks.
 */
export async function screenIn(path: string, jar: Record<string, string>, lang: string, english: readonly string[]): Promise<string> {
  const page = await visit(path, { ...jar, lang });
  expect(page.status, path).toBe(200);
  const html = await page.text();
  expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
  const text = mainWords(html);
  expect(text, path).not.toMatch(RAW_KEY);
  for (const word of english) expect(text, `${path}: "${word}"`).not.toContain(word);
  return text;
}

/** The seeded vendor logged in, working as Borrowdale Digital: the session's cookie jar. */
export async function vendorJar(redirectTo = '/dashboard/'): Promise<Record<string, string>> {
  const { jar } = await loginAs('vendor', '/dashboard/');
  await visit('/dashboard/', jar);
  const switched = await visit('/dashboard/switch-business', jar, {
    method: 'POST',
    body: new URLSearchParams({ businessId: String(await businessId('borrowdale-digital')), redirectTo }),
  });
  if (switched.status !== 302) throw new Error(`switching business answered ${switched.status}`);
  return jar;
}
