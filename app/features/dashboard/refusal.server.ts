/**
 * The API's refusals in the page's language (issue 33 §3). Its userErrors carry no code, only the English wording,
 * which the English catalogue holds verbatim under a key; a refusal is recognised by that wording among the keys
 * a screen expects. Anything else, one with a value in it ("The smallest payout is $5.00") included, is worded as
 * any API message is (api-message.server.ts).
 */
import { apiMessageIn } from '~/lib/i18n/api-message.server';
import { en } from '~/lib/i18n/catalogues/en';
import type { MessageKey, Translate } from '~/lib/i18n/translate.server';

export function refusalIn(t: Translate, message: string, keys: readonly MessageKey[]): string {
  const key = keys.find((k) => en[k] === message);
  return key ? t(key) : apiMessageIn(t, message);
}
