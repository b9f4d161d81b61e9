/**
 * The operator screens' words in the page's language (issue 33 §3). Each screen gets its areas' messages raw,
 * under short names (`admin.pageOf` → `pageOf`), and fills the few with values in the component
 * (app/lib/i18n/fill.ts): the back office's rows carry many values, and filling them where they are shown keeps
 * the loaders simple. No catalogue reaches the browser, only the messages of the screen's own areas.
 */
import { en, type MessageKey } from '~/lib/i18n/catalogues/en';
import type { Language } from '~/lib/i18n/language';
import { CATALOGUES, translateMessage, type Translate, keysByEnglish } from '~/lib/i18n/translate.server';

/** An area's messages under their names without the area prefix. */
export type AreaWords<A> = { [K in keyof A as K extends `${string}.${infer Name}` ? Name : never]: string };

export function areaWords<A extends Record<string, string>>(language: Language, area: A): AreaWords<A> {
  const catalogue = CATALOGUES[language] as Record<string, string>;
  return Object.fromEntries(Object.keys(area).map((key) => [key.slice(key.indexOf('.') + 1), catalogue[key]])) as AreaWords<A>;
}

const ADMIN_AREAS = /^admin[A-Za-z]*\./;

/** The back office's English messages (the API's refusals among them, worded exactly) → their keys. */
const BY_ENGLISH = keysByEnglish((key) => ADMIN_AREAS.test(key));

/** A status code the API put in a sentence ("paid") in the language (the frame's `admin.st…` words). */
function statusIn(t: Translate, code: string): string {
  const key = `admin.st${code
    .split(/[-_ ]/)
    .map((p) => (p ? p[0].toUpperCase() + p.slice(1) : p))
    .join('')}`;
  return Object.hasOwn(en, key) ? t(key as MessageKey) : code;
}

/** Refusals the API words with a status in them: its English shape → the key (the status said in the language). */
const SHAPES: [RegExp, MessageKey][] = [
  [/^Only a paid payment can be refunded; this one is (\S+)$/, 'adminMoney.refusedNotPaid'],
  [/^This payout was already (\S+) by another operator$/, 'adminMoney.refusedDecided'],
  [/^This report was already resolved \((\S+)\); nothing changed$/, 'adminModeration.refusedResolved'],
];

/** Refusals the API words with an address in them: `<id>` in it would read as an ICU tag, so it is a value. */
const ADDRESSED: [RegExp, MessageKey][] = [[/^A video needs its embed address: (\S+)$/, 'adminSite.refVideoEmbed']];

/**
 * A refusal or validation message from the API (English: it keeps its words for API clients) in the language,
 * recognised by its exact wording; one it does not know passes through as worded.
 */
export function adminRefusal(t: Translate, message: string): string {
  const key = BY_ENGLISH.get(message);
  if (key) return t(key);
  for (const [shape, shapeKey] of SHAPES) {
    const m = shape.exec(message);
    if (m) return t(shapeKey, { status: statusIn(t, m[1]) });
  }
  for (const [shape, shapeKey] of ADDRESSED) {
    const m = shape.exec(message);
    if (m) return t(shapeKey, { address: m[1] });
  }
  return translateMessage(t, message);
}
