/**
 * Why a follow did not happen, carried back to the storefront as a short key in its address (`?follow=own`):
 * the page shows the message that key names, in the page's language. Only these keys and messages exist, so an
 * address cannot make the page say anything else.
 */
import { en, type MessageKey } from '~/lib/i18n/catalogues/en';
import type { Translate } from '~/lib/i18n/translate.server';

export const FOLLOW_FAILURE_PARAM = 'follow';

/** Each key's message; its English is exactly the API's wording (schema/rest/followers.ts, auth.ts). */
const FAILURES = {
  'not-found': 'vendorPeople.followNotFound',
  own: 'vendorPeople.followOwn',
  'too-many': 'auth.error.rateLimited',
  failed: 'vendorPeople.followFailed',
} as const satisfies Record<string, MessageKey>;
export type FollowFailure = keyof typeof FAILURES;

/** The key for the message a refused follow answered; anything unforeseen is the call's own failure message. */
export function followFailureKey(message: string): FollowFailure {
  const known = (Object.keys(FAILURES) as FollowFailure[]).find((key) => en[FAILURES[key]] === message);
  return known ?? 'failed';
}

/** The message for the key in a storefront address (in `t`'s language, else English), or null when it is not one of ours. */
export function followFailureMessage(key: string | null, t?: Translate): string | null {
  if (!key || !Object.hasOwn(FAILURES, key)) return null;
  const message = FAILURES[key as FollowFailure];
  return t ? t(message) : en[message];
}
