/** The newsletter sign-up's action (POST /subscribe through subscribeNewsletter), shared by footer and page. */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { mutate } from '~/graphql/client.server';
import { NewsletterSignUpMutation } from '~/graphql/queries/content-pages.server';
import { requestTranslator, type MessageKey } from '~/lib/i18n/translate.server';
import { NEWSLETTER_MESSAGES, type NewsletterResult } from './newsletter-messages';

/** The answers in the page's language (the API's English ones by their words, issue 33 §3). */
const KEYS: Record<string, MessageKey> = {
  [NEWSLETTER_MESSAGES.required]: 'shell.newsletterRequired',
  [NEWSLETTER_MESSAGES.invalid]: 'shell.newsletterInvalid',
  [NEWSLETTER_MESSAGES.subscribed]: 'shell.newsletterSubscribed',
  [NEWSLETTER_MESSAGES.failed]: 'shell.newsletterFailed',
};

// The API checks the address properly; this only spares it the obvious mistakes.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function signUpForNewsletter(context: AppLoadContext, request: Request): Promise<NewsletterResult> {
  const result = await signUp(context, request);
  const key = KEYS[result.message];
  return key ? { ...result, message: requestTranslator(request).t(key) } : result;
}

async function signUp(context: AppLoadContext, request: Request): Promise<NewsletterResult> {
  const email = String((await request.formData()).get('email') ?? '')
    .trim()
    .slice(0, 254);
  if (!email) return { ok: false, email, message: NEWSLETTER_MESSAGES.required };
  if (!LOOKS_LIKE_EMAIL.test(email)) return { ok: false, email, message: NEWSLETTER_MESSAGES.invalid };
  const { subscribeNewsletter } = await mutate(context, request, NewsletterSignUpMutation, { email }, { token: null });
  if (subscribeNewsletter.ok) return { ok: true, email: '', message: NEWSLETTER_MESSAGES.subscribed };
  const error = subscribeNewsletter.userErrors[0]?.message ?? NEWSLETTER_MESSAGES.failed;
  // The API names the field ("email: Email is invalid"): the form shows only the message.
  return { ok: false, email, message: error.replace(/^email: /, '') };
}
