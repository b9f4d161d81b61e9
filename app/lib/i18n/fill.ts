/**
 * Fills a message the server handed to a client component (translate.server.ts `messagesFor`) with values only
 * the browser knows, such as the counts of a cart changed in place. A few hundred bytes instead of a message
 * library in the client bundle: it reads `{name}` and `{name, plural, one {…} other {…}}` with `#`, which is all
 * English, chiShona and isiNdebele need (each has just the plural categories one, n = 1, and other).
 * i18n-catalogues.test.ts checks it says exactly what the server's ICU formatter says for every such message.
 */
export type FillValues = Record<string, string | number>;

const PLURAL = /\{(\w+), plural, one \{((?:[^{}]|\{\w+\})*)\} other \{((?:[^{}]|\{\w+\})*)\}\}/g;
const VALUE = /\{(\w+)\}/g;

export function fill(message: string, values: FillValues): string {
  return message
    .replace(PLURAL, (_, name: string, one: string, other: string) => (Number(values[name]) === 1 ? one : other).replace(/#/g, String(values[name])))
    .replace(VALUE, (_, name: string) => String(values[name]));
}

/** Whether `fill` can read a message: no ICU beyond the above (the server formats anything else). */
export function fillable(message: string): boolean {
  return !/[{}]/.test(message.replace(PLURAL, '').replace(VALUE, ''));
}
