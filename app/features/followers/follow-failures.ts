/**
 * Why a follow did not happen, carried back to the storefront as a short key in its address (`?follow=own`):
 * the page shows the message that key names. Only these keys and messages exist, so an address cannot make the
 * page say anything else.
 */
import { AUTH_MESSAGES } from '../../../schema/rest/auth';
import { FOLLOWER_MESSAGES } from '../../../schema/rest/followers';

export const FOLLOW_FAILURE_PARAM = 'follow';

const FAILURES = {
  'not-found': FOLLOWER_MESSAGES.businessNotFound,
  own: FOLLOWER_MESSAGES.ownBusiness,
  'too-many': AUTH_MESSAGES.rateLimited,
  failed: FOLLOWER_MESSAGES.follow,
} as const;
export type FollowFailure = keyof typeof FAILURES;

/** The key for the message a refused follow answered; anything unforeseen is the call's own failure message. */
export function followFailureKey(message: string): FollowFailure {
  const known = (Object.keys(FAILURES) as FollowFailure[]).find((key) => FAILURES[key] === message);
  return known ?? 'failed';
}

/** The message for the key in a storefront address, or null when there is none (or it is not one of ours). */
export function followFailureMessage(key: string | null): string | null {
  return key && Object.hasOwn(FAILURES, key) ? FAILURES[key as FollowFailure] : null;
}
