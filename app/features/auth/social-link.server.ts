/**
 * The password step of a social sign-in (issue 32 §6): the provider verified an e-mail that already has a Musika
 * account with a password, so the provider is linked only once that password is entered. The link request's key
 * waits in a short-lived HttpOnly cookie (social-cookies.server.ts); the API checks the password with the
 * account's back-off, as the login form does.
 */
import { data, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { z } from 'zod';
import { SOCIAL_MESSAGES } from '../../../schema/rest/social-sign-in';
import { mutate } from '~/graphql/client.server';
import { LinkSocialSignInMutation } from '~/graphql/queries/social-sign-in.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { clearSavedLink, readSavedLink } from './social-cookies.server';
import { socialFailedText, socialLinkText, socialRefusal } from './social-sign-in-text.server';
import { PROVIDER_LABELS, signedInRedirect } from './social-sign-in.server';

/** What the page shows: the account's address and the provider, or that the request is gone. */
export async function linkStep(request: Request) {
  const saved = await readSavedLink(request);
  const { t } = requestTranslator(request);
  if (!saved) return { kind: 'failed' as const, message: socialRefusal(t, SOCIAL_MESSAGES.linkExpired), redirectTo: '', text: socialFailedText(t) };
  const label = PROVIDER_LABELS[saved.provider];
  return { kind: 'link' as const, label, email: saved.email, text: socialLinkText(t, label) };
}

const linkForm = z.object({ password: z.string().min(1, 'Enter your password').max(200, 'Password is too long') });

export async function linkWithPassword({ request, context }: ActionFunctionArgs) {
  const saved = await readSavedLink(request);
  const { t } = requestTranslator(request);
  if (!saved) return data({ error: socialRefusal(t, SOCIAL_MESSAGES.linkExpired) }, { status: 403 });
  const parsed = linkForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: socialRefusal(t, parsed.error.issues[0].message) }, { status: 400 });
  const { linkSocialSignIn } = await mutate(
    context,
    request,
    LinkSocialSignInMutation,
    { input: { linkKey: saved.linkKey, password: parsed.data.password } },
    { token: null },
  );
  if (linkSocialSignIn.session) {
    throw await signedInRedirect(context, request, linkSocialSignIn.session, saved.redirectTo, [await clearSavedLink(request)]);
  }
  return data({ error: socialRefusal(t, linkSocialSignIn.userErrors[0]?.message ?? 'Linking failed. Please try again.') }, { status: 403 });
}
