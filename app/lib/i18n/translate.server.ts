/**
 * The server's `t(key, values)` (issue 33 §3). Catalogues stay on the server: pages render their words here and
 * hand client components only the finished strings they show (root loader's `chrome`), never a catalogue — the
 * client JS budget has no room for one (scripts/client-budget.test.ts).
 *
 * FormatJS's intl-messageformat (ICU plurals and selects through the runtime's Intl.PluralRules, which workerd
 * and Node have for en, sn and nd). A compiled message is kept per language and key for the isolate's life.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { en, type Catalogue, type MessageKey } from './catalogues/en';
import { nd } from './catalogues/nd';
import { sn } from './catalogues/sn';
import { LOCALES, requestLanguage, type Language } from './language';
import { apiMessageIn } from './api-message.server';

export type { MessageKey };
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export const CATALOGUES: Record<Language, Catalogue> = { en, sn, nd };

const compiled = new Map<string, IntlMessageFormat>();

function format(language: Language, key: MessageKey, values?: MessageValues): string {
  const id = `${language}\u0000${key}`;
  let message = compiled.get(id);
  if (!message) {
    message = new IntlMessageFormat(CATALOGUES[language][key], LOCALES[language]);
    compiled.set(id, message);
  }
  return String(message.format(values));
}

export function translator(language: Language): Translate {
  return (key, values) => format(language, key, values);
}

/**
 * A message our own code chose (a zod schema's message key) in the language; anything else is the API's English,
 * worded in the language when the catalogue knows it (api-message.server.ts), else as it came.
 */
export function translateMessage(t: Translate, message: string, values?: MessageValues): string {
  return Object.hasOwn(en, message) ? t(message as MessageKey, values) : apiMessageIn(t, message);
}

/**
 * The English wording → key of the messages `belongs` picks (those without values): the API's refusals carry no
 * code, so a page recognises one by the exact English its catalogue entry holds, and shows that key instead.
 */
export function keysByEnglish(belongs: (key: string) => boolean): ReadonlyMap<string, MessageKey> {
  return new Map(
    Object.entries(en)
      .filter(([key, text]) => belongs(key) && !text.includes('{'))
      .map(([key, text]) => [text as string, key as MessageKey]),
  );
}

/**
 * Several messages as written, for a client component that fills in values only the browser knows
 * (app/lib/i18n/fill.ts) or shows them as they are.
 */
export function messagesFor<K extends MessageKey>(language: Language, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, CATALOGUES[language][key]])) as Record<K, string>;
}

/** Several keys at once, rendered without values: the words a client component needs, and no more. */
export function pick<K extends MessageKey>(t: Translate, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>;
}

/** The language of this request's page and its `t` (language.ts says how the language is chosen). */
export function requestTranslator(request: Request): { language: Language; t: Translate } {
  const language = requestLanguage(request);
  return { language, t: translator(language) };
}
