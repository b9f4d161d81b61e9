/**
 * The callback's state against the one this browser saved when it started (OAuth 2.0 §10.12): a callback whose
 * state differs, or that arrives in a browser that started nothing (a link an attacker sent), is refused before
 * the code is used. The message is the API's own for the same rule (schema/rest/social-sign-in.ts).
 */
import type { SocialProvider } from '../../../schema/config/social-sign-in-config';
import { SOCIAL_MESSAGES } from '../../../schema/rest/social-sign-in';

export function stateRefusal(
  saved: { provider: SocialProvider; state: string } | null,
  provider: SocialProvider,
  state: string | null,
): string | null {
  if (!saved || !state || saved.provider !== provider || saved.state.length !== state.length) return SOCIAL_MESSAGES.state;
  // Compared in full whatever differs first: the answer's timing says nothing about the saved value.
  let diff = 0;
  for (let i = 0; i < state.length; i++) diff |= state.charCodeAt(i) ^ saved.state.charCodeAt(i);
  return diff === 0 ? null : SOCIAL_MESSAGES.state;
}
