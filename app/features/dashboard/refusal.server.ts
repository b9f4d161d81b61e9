/**
 * The API's refusals in the page's language (issue 33 §3). Its userErrors carry no code, only the English wording,
 * which the English catalogue holds verbatim under a key; a refusal is recognised by that wording among the keys
 * a screen expects, and one with a value in it ("The smallest payout is $5.00") by a pattern. Anything else is
 * worded as any API message is (api-message.server.ts).
 */
import { apiMessageIn } from '~/lib/i18n/api-message.server';
import { en } from '~/lib/i18n/catalogues/en';
import type { MessageKey, Translate } from '~/lib/i18n/translate.server';

export interface WordedRefusal {
  /** The API's wording with its one value as a capture group. */
  pattern: RegExp;
  key: MessageKey;
  /** The value's name in the message. */
  value: string;
}

export function refusalIn(t: Translate, message: string, keys: readonly MessageKey[], worded: readonly WordedRefusal[] = []): string {
  const key = keys.find((k) => en[k] === message);
  if (key) return t(key);
  for (const { pattern, key: valued, value } of worded) {
    const match = pattern.exec(message);
    if (match) return t(valued, { [value]: match[1] });
  }
  return apiMessageIn(t, message);
}
