/**
 * The auth pages' messages in the page's language (issue 33 §3). zod messages are message keys; the API's
 * refusals come worded in English for API clients and are mapped here to keys by the message the API defines
 * for each case (schema/rest/auth.ts AUTH_MESSAGES, gateway/errors.ts): anything else is shown as it came.
 */
import { translateMessage, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import { AUTH_MESSAGES } from '../../../schema/rest/auth';
import { formErrorsWith, type FormErrors } from './user-errors';

/** A zod message: a message key (tsc checks it exists), translated by the action. */
export const key = (k: MessageKey) => k;

const REFUSALS: Record<string, MessageKey> = {
  [AUTH_MESSAGES.badCredentials]: 'auth.error.badCredentials',
  [AUTH_MESSAGES.rateLimited]: 'auth.error.rateLimited',
  [AUTH_MESSAGES.invalidResetKey]: 'auth.resetInvalid',
  [AUTH_MESSAGES.linkSent]: 'auth.linkSent',
  'Login failed': 'auth.error.loginFailed',
  'Passwords do not match': 'auth.error.passwordsMismatch',
  'Email is invalid': 'auth.error.email',
};

/** One message (a zod key or an API refusal) in the page's language. */
export function authMessage(t: Translate, message: string): string {
  return translateMessage(t, REFUSALS[message] ?? message);
}

/** Every message of a form's errors in the page's language. */
export const translateErrors = (t: Translate, errors: FormErrors): FormErrors => formErrorsWith(errors, (message) => authMessage(t, message));
