/**
 * The social sign-in pages' words in the page's language (issue 33 §3): the password step's form, the page that
 * says why a sign-in did not finish, and the refusals. The API's refusals carry no code, so they are recognised by
 * their exact English (schema/rest/social-sign-in.ts SOCIAL_MESSAGES, kept word for word in the catalogue).
 */
import { keysByEnglish, type Translate } from '~/lib/i18n/translate.server';
import type { SocialFailedText, SocialLinkText } from './social-sign-in-text';
import { apiMessageIn } from '~/lib/i18n/api-message.server';

const REFUSALS = keysByEnglish(
  (key) =>
    key.startsWith('publicMore.refused') ||
    [
      'publicMore.couldNotStart',
      'publicMore.signInFailed',
      'publicMore.linkFailed',
      'publicMore.enterPassword',
      'publicMore.passwordTooLong',
    ].includes(key),
);

/** A refusal in the language when its wording is known; anything else as it came. */
export function socialRefusal(t: Translate, message: string): string {
  const key = REFUSALS.get(message);
  return key ? t(key) : apiMessageIn(t, message);
}

export function socialFailedText(t: Translate): SocialFailedText {
  return {
    meta: t('publicMore.socialMeta'),
    title: t('publicMore.failedTitle'),
    withPassword: t('publicMore.logInWithPassword'),
    createAccount: t('auth.createAccountLabel'),
  };
}

export function socialLinkText(t: Translate, provider: string): SocialLinkText {
  return {
    meta: t('publicMore.socialMeta'),
    title: t('publicMore.linkTitle', { provider }),
    intro: t('publicMore.linkIntro', { provider }),
    form: t('publicMore.linkForm', { provider }),
    email: t('auth.email'),
    password: t('auth.password'),
    linking: t('publicMore.linking'),
    submit: t('publicMore.linkAndLogIn', { provider }),
    forgot: t('auth.forgot'),
    cancel: t('publicMore.cancel'),
  };
}
