/**
 * Any message the API words, in the page's language (issue 33 §3). The API's userErrors carry no code, only its
 * English, and the English catalogue holds every wording a reader can meet verbatim under a key (the `api` area
 * holds those no screen's own area has; api-message.server.test.ts proves each of schema/rest's messages is found).
 * A message is recognised, in this order:
 *  1. exactly;
 *  2. behind the name of the field it is about ("sku: another of your products…"), a name a reader does not need;
 *  3. by the English of an entry with values ("The smallest payout is {min}", "{count, plural, one {# day} …}"),
 *     the most specific entry first, the values read back as the API wrote them (numbers as numbers).
 * Anything else comes back as it came. English comes back unchanged, field name included.
 *
 * A screen that words a refusal its own way (a value in its own words, a link) asks its own keys first; this is
 * what every screen falls back to, so no refusal reaches a reader in English because a screen did not expect it.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { en, type MessageKey } from './catalogues/en';
import { nd } from './catalogues/nd';
import { sn } from './catalogues/sn';
import { fillable } from './fill';
import type { Language } from './language';
import { literalOf, type Wordings } from './api-wordings';

/** translate.server.ts's `t` (its type is not imported: translate.server imports this file). */
type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

interface Capture {
  name: string;
  number: boolean;
}

interface Pattern {
  key: MessageKey;
  regex: RegExp;
  captures: Capture[];
  names: Set<string>;
  /** How many characters of the wording are not values: the more, the more specific. */
  literal: number;
}

/** Wordings shorter than this around their values are too vague to recognise a message by ("Ad: {title}"). */
const MIN_LITERAL = 7;
// The API's field names are code's (sku, productId, contact.phone): a capital starts a sentence ("Phone: …").
const FIELD = /^[a-z][\w.]*: (.+)$/s;
const NUMBER = '(-?\\d[\\d,]*(?:\\.\\d+)?)';

/** A regular expression source for ICU elements, or null for what a pattern cannot read back (select, dates, tags). */
function sourceOf(elements: MessageFormatElement[], captures: Capture[], counted: { literal: number }, plural?: string): string | null {
  let source = '';
  for (const el of elements) {
    if (el.type === TYPE.literal) {
      source += literalOf(el.value);
      counted.literal += el.value.length;
    } else if (el.type === TYPE.argument) {
      captures.push({ name: el.value, number: false });
      source += '(.+?)';
    } else if (el.type === TYPE.number || (el.type === TYPE.pound && plural)) {
      captures.push({ name: el.type === TYPE.number ? el.value : (plural as string), number: true });
      source += NUMBER;
    } else if (el.type === TYPE.plural) {
      const options: string[] = [];
      for (const option of Object.values(el.options)) {
        const inner = sourceOf(option.value, captures, { literal: 0 }, el.value);
        if (inner === null) return null;
        options.push(inner);
      }
      source += `(?:${options.join('|')})`;
    } else {
      return null;
    }
  }
  return source;
}

let index: { exact: Map<string, MessageKey>; patterns: Pattern[] } | undefined;

function messageIndex() {
  if (index) return index;
  const exact = new Map<string, MessageKey>();
  const patterns: Pattern[] = [];
  for (const [key, text] of Object.entries(en) as [MessageKey, string][]) {
    if (!/[{}']/.test(text)) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const elements = parse(text);
    if (elements.every((el) => el.type === TYPE.literal)) {
      // Only quoting ("today's" written with ICU's apostrophes): the plain text is the wording.
      const plain = elements.map((el) => (el.type === TYPE.literal ? el.value : '')).join('');
      if (!exact.has(plain)) exact.set(plain, key);
      continue;
    }
    const captures: Capture[] = [];
    const counted = { literal: 0 };
    const source = sourceOf(elements, captures, counted);
    if (source === null || counted.literal < MIN_LITERAL) continue;
    const names = new Set(captures.map((c) => c.name));
    patterns.push({ key, regex: new RegExp(`^${source}$`, 's'), captures, names, literal: counted.literal });
  }
  patterns.sort((a, b) => b.literal - a.literal);
  index = { exact, patterns };
  return index;
}

function valuesOf(pattern: Pattern, match: RegExpExecArray): Record<string, string | number> | null {
  const values: Record<string, string | number> = {};
  pattern.captures.forEach(({ name, number }, i) => {
    const found = match[i + 1];
    if (found !== undefined && !(name in values)) values[name] = number ? Number(found.replace(/,/g, '')) : found;
  });
  return [...pattern.names].every((name) => name in values) ? values : null;
}

/** The key and values an API message is worded by, or null when no catalogue entry words it. */
export function apiMessageKey(message: string): { key: MessageKey; values?: Record<string, string | number> } | null {
  const { exact, patterns } = messageIndex();
  const bare = FIELD.exec(message)?.[1];
  // The whole message first, in every way; only then without a field's name in front.
  for (const candidate of bare === undefined ? [message] : [message, bare]) {
    const direct = exact.get(candidate);
    if (direct) return { key: direct };
    for (const pattern of patterns) {
      const match = pattern.regex.exec(candidate);
      const values = match && valuesOf(pattern, match);
      if (values) return { key: pattern.key, values };
    }
  }
  return null;
}

/** The API's message in the language of `t`; as it came when no entry words it, and always as it came in English. */
export function apiMessageIn(t: Translate, message: string): string {
  const found = apiMessageKey(message);
  if (!found) return message;
  const translated = t(found.key, found.values);
  // English: the API's own words, not the catalogue's (a number as the API wrote it, the field name kept).
  const english = String(new IntlMessageFormat(en[found.key], 'en').format(found.values));
  return translated === english ? message : translated;
}

/**
 * The wordings a client component needs to say these API messages in the page's language itself (api-wordings.ts):
 * only plain `{name}` values, which the browser can read back; none for English.
 */
export function apiWordingsFor(language: Language, keys: readonly MessageKey[]): Wordings {
  if (language === 'en') return [];
  const catalogue = language === 'sn' ? sn : nd;
  return keys.filter((key) => !/\{\w+,/.test(en[key]) && fillable(catalogue[key])).map((key) => [en[key], catalogue[key]] as const);
}
