/**
 * The password step of a social sign-in (issue 32 §6): the provider verified an e-mail that already has a Musika
 * account with a password, so the provider is linked only once that password is entered here. The link request's
 * key waits in a short-lived HttpOnly cookie (social-cookies.server.ts); the API checks the password with the
 * account's back-off, as the login form does.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, formStyles } from '~/components/form';
import { PageTitle } from '~/components/layout';
import { clearSavedLink, readSavedLink } from '~/features/auth/social-cookies.server';
import { SocialSignInFailed } from '~/features/auth/social-sign-in-failed';
import { PROVIDER_LABELS, signedInRedirect } from '~/features/auth/social-sign-in.server';
import { mutate } from '~/graphql/client.server';
import { LinkSocialSignInMutation } from '~/graphql/queries/social-sign-in.server';
import { href } from '~/routes';
import { SOCIAL_MESSAGES } from '../../schema/rest/social-sign-in';

export const meta: MetaFunction = () => [{ title: 'Link your account — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const saved = await readSavedLink(request);
  if (!saved) return { link: null };
  return { link: { label: PROVIDER_LABELS[saved.provider], email: saved.email, redirectTo: saved.redirectTo } };
}

const linkForm = z.object({ password: z.string().min(1, 'Enter your password').max(200, 'Password is too long') });

export async function action({ request, context }: ActionFunctionArgs) {
  const saved = await readSavedLink(request);
  if (!saved) return data({ error: SOCIAL_MESSAGES.linkExpired }, { status: 403 });
  const parsed = linkForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0].message }, { status: 400 });
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
  return data({ error: linkSocialSignIn.userErrors[0]?.message ?? 'Linking failed. Please try again.' }, { status: 403 });
}

export default function SocialSignInLink() {
  const { link } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  if (!link) return <SocialSignInFailed message={SOCIAL_MESSAGES.linkExpired} />;
  return (
    <div className={formStyles.card}>
      <PageTitle>Link {link.label} to your account</PageTitle>
      <p>
        This e-mail already has a Musika account. Enter its password to link {link.label}. After that, {link.label} signs you in to it directly.
      </p>
      <Form method="post" className={formStyles.form} aria-label={`Link ${link.label}`}>
        <FormAlert>{result?.error}</FormAlert>
        <Field label="Email" name="email" value={link.email} readOnly autoComplete="username" />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required maxLength={200} />
        <button className={button()} type="submit" disabled={busy}>
          {busy ? 'Linking…' : `Link ${link.label} and log in`}
        </button>
      </Form>
      <div className={formStyles.links}>
        <Link to={href('password-reset')}>Forgot your password?</Link>
        <Link to={href('login')}>Cancel</Link>
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
