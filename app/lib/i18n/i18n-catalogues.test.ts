/**
 * Every message key exists in every language, nothing is left empty or in English by accident, and each
 * translation takes the same values as the English (a `{count}` lost in translation would print nothing).
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from './catalogues/en';
import { LANGUAGES } from './language';
import { fill, fillable } from './fill';
import { CATALOGUES, translator } from './translate.server';

const KEYS = Object.keys(en) as MessageKey[];

/** The value names a message uses, plural and select arguments included, sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        names.add(el.value);
        for (const option of Object.values(el.options)) walk(option.value);
      }
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** Words that may read the same in every language: brand names and the like. */
const SAME_IN_EVERY_LANGUAGE = new Set<MessageKey>([]);

describe('message catalogues', () => {
  it.each(LANGUAGES)('%s has exactly the English keys, none empty', (language) => {
    const catalogue = CATALOGUES[language];
    expect(Object.keys(catalogue).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) expect(catalogue[key].trim(), key).not.toBe('');
  });

  it.each(LANGUAGES)('%s messages parse as ICU and take the same values as the English', (language) => {
    for (const key of KEYS) expect(argumentsOf(CATALOGUES[language][key]), `${language} ${key}`).toEqual(argumentsOf(en[key]));
  });

  it.each(['sn', 'nd'] as const)('%s is translated: no message is the English one', (language) => {
    const untranslated = KEYS.filter((key) => !SAME_IN_EVERY_LANGUAGE.has(key) && CATALOGUES[language][key] === en[key]);
    expect(untranslated).toEqual([]);
  });

  it('formats plurals per language', () => {
    expect(translator('en')('chrome.cartLabel', { count: 1 })).toBe('Cart, 1 item');
    expect(translator('en')('chrome.cartLabel', { count: 3 })).toBe('Cart, 3 items');
    expect(translator('sn')('chrome.cartLabel', { count: 1 })).toBe('Tswanda, chinhu 1');
    expect(translator('sn')('chrome.cartLabel', { count: 2 })).toBe('Tswanda, zvinhu 2');
    expect(translator('nd')('chrome.cartLabel', { count: 2 })).toBe('Ibhasikidi, izinto 2');
  });

  it.each(LANGUAGES)('%s: the client filler says exactly what the server says, for every message it can read', (language) => {
    const t = translator(language);
    for (const key of KEYS) {
      const message = CATALOGUES[language][key];
      if (!fillable(message)) continue;
      for (const n of [0, 1, 2, 11]) {
        const values = Object.fromEntries(argumentsOf(message).map((name) => [name, /count|items|stores/.test(name) ? n : `«${name}»`]));
        expect(fill(message, values), `${language} ${key} ${n}`).toBe(t(key, values));
      }
    }
  });
});
