/**
 * A message with someone's words in it (an ad's title, a business or a person), cut around them so the page can
 * mark each translate="no" (app/components/worded-text.tsx) while the message's own words stay translatable.
 * English comes as one piece, exactly as the page always wrote it.
 */
import type { Worded } from '~/components/worded-text';
import type { Language } from './language';
import type { MessageKey, MessageValues, Translate } from './translate.server';

/** Place-holders no message holds: U+0001, U+0002, … one per name. */
const mark = (i: number) => String.fromCharCode(1 + i);

export function wordedIn(language: Language, t: Translate, key: MessageKey, values: MessageValues, names: Record<string, string>): Worded {
  if (language === 'en') return [t(key, { ...values, ...names })];
  const entries = Object.entries(names);
  const marked = t(key, { ...values, ...Object.fromEntries(entries.map(([name], i) => [name, mark(i)])) });
  return marked.split(/([\u0001-\u0009])/).map((part) => {
    const i = part.length === 1 ? part.charCodeAt(0) - 1 : -1;
    return i >= 0 && i < entries.length ? entries[i][1] : part;
  });
}
