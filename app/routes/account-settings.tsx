/** Account settings: profile (name, display name, WhatsApp), password change and sign-in methods (issue 32 §6). */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, FormNotice, PhoneField, formStyles } from '~/components/form';
import { AccountLayout } from '~/features/account/account-layout';
import { SignInMethods } from '~/features/account/sign-in-methods';
import { setToken } from '~/features/auth/cookies.server';
import { requireAccess } from '~/features/auth/guards.server';
import { attachFieldPrefix, toFormErrors } from '~/features/auth/user-errors';
import { mutate, query } from '~/graphql/client.server';
import { ChangePasswordMutation, ProfileQuery, UpdateProfileMutation } from '~/graphql/queries/accounts.server';
import { SignInMethodsQuery, UnlinkSocialProviderMutation } from '~/graphql/queries/social-sign-in.server';
import { phoneFromLocalPart } from '~/lib/phone';

export const meta: MetaFunction = () => [{ title: 'Profile & password — Musika' }];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const [{ viewer }, methods] = await Promise.all([
    query(args.context, args.request, ProfileQuery, {}),
    query(args.context, args.request, SignInMethodsQuery, {}),
  ]);
  if (!viewer || !methods.viewer) throw new Response('Not logged in', { status: 401 });
  return { profile: viewer.profile, signInMethods: methods.viewer.signInMethods };
}

const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(100, `${label} is too long`);
const profileForm = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  displayName: name('Display name'),
  whatsAppNumber: z.string().trim().min(1, 'WhatsApp number is required').max(20, 'WhatsApp number is too long'),
});
const unlinkForm = z.object({ provider: z.enum(['GOOGLE', 'FACEBOOK']) });
const passwordForm = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(200),
  newPassword: z.string().min(8, 'Password must be at least 8 characters').max(200, 'Password is too long'),
  newPasswordConfirmation: z.string().max(200),
});

type Result = { intent: string; notice?: string; formError?: string; fieldErrors?: Record<string, string> };

function fieldErrorsOf(error: z.ZodError) {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const { request, context } = args;
  const form = Object.fromEntries(await request.formData());
  if (form.intent === 'unlink') {
    const parsed = unlinkForm.safeParse(form);
    if (!parsed.success) return data<Result>({ intent: 'unlink', formError: 'Choose a sign-in method to remove.' }, { status: 400 });
    const { unlinkSocialProvider } = await mutate(context, request, UnlinkSocialProviderMutation, { input: parsed.data });
    if (!unlinkSocialProvider.signInMethods) {
      return data<Result>({ intent: 'unlink', formError: toFormErrors(unlinkSocialProvider.userErrors).form }, { status: 400 });
    }
    return data<Result>({ intent: 'unlink', notice: 'Sign-in method removed.' });
  }
  if (form.intent === 'password') {
    const parsed = passwordForm.safeParse(form);
    if (!parsed.success) return data<Result>({ intent: 'password', fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
    const { changePassword } = await mutate(context, request, ChangePasswordMutation, { input: parsed.data });
    if (!changePassword.session) {
      const errors = toFormErrors(changePassword.userErrors);
      return data<Result>({ intent: 'password', formError: errors.form, fieldErrors: errors.fields }, { status: 400 });
    }
    // Every other session was revoked; this browser keeps going with the new token.
    const headers = { 'Set-Cookie': await setToken(request, changePassword.session.token, changePassword.session.expiresAt) };
    return data<Result>({ intent: 'password', notice: 'Password changed. You were logged out everywhere else.' }, { headers });
  }
  const parsed = profileForm.safeParse(form);
  if (!parsed.success) return data<Result>({ intent: 'profile', fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const input = { ...parsed.data, whatsAppNumber: phoneFromLocalPart(parsed.data.whatsAppNumber) };
  const { updateProfile } = await mutate(context, request, UpdateProfileMutation, { input });
  if (!updateProfile.profile) {
    const errors = attachFieldPrefix(toFormErrors(updateProfile.userErrors), Object.keys(profileForm.shape));
    return data<Result>({ intent: 'profile', formError: errors.form, fieldErrors: errors.fields }, { status: 400 });
  }
  return data<Result>({ intent: 'profile', notice: 'Profile saved.' });
}

export default function AccountSettings() {
  const { profile, signInMethods } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const p = result?.intent === 'profile' ? result : undefined;
  const w = result?.intent === 'password' ? result : undefined;
  const u = result?.intent === 'unlink' ? result : undefined;
  return (
    <AccountLayout title="Profile & password">
      <Form method="post" className={formStyles.form} aria-label="Profile">
        <input type="hidden" name="intent" value="profile" />
        <FormAlert>{p?.formError}</FormAlert>
        <FormNotice>{p?.notice}</FormNotice>
        <Field label="Email" name="email" value={profile.email} readOnly disabled hint="Contact support to change your email." />
        <Field
          label="First name"
          name="firstName"
          defaultValue={profile.firstName}
          autoComplete="given-name"
          required
          maxLength={100}
          error={p?.fieldErrors?.firstName}
        />
        <Field
          label="Last name"
          name="lastName"
          defaultValue={profile.lastName}
          autoComplete="family-name"
          required
          maxLength={100}
          error={p?.fieldErrors?.lastName}
        />
        <Field
          label="Display name"
          name="displayName"
          defaultValue={profile.displayName}
          required
          maxLength={100}
          error={p?.fieldErrors?.displayName}
        />
        <PhoneField
          label="WhatsApp number"
          name="whatsAppNumber"
          defaultValue={profile.whatsAppNumber ?? undefined}
          error={p?.fieldErrors?.whatsAppNumber}
        />
        <button className={button()} type="submit" disabled={busy}>
          Save profile
        </button>
      </Form>
      <Form method="post" className={formStyles.form} aria-label="Change password">
        <input type="hidden" name="intent" value="password" />
        <FormAlert>{w?.formError}</FormAlert>
        <FormNotice>{w?.notice}</FormNotice>
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          error={w?.fieldErrors?.currentPassword}
        />
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={200}
          error={w?.fieldErrors?.newPassword}
        />
        <Field
          label="Confirm new password"
          name="newPasswordConfirmation"
          type="password"
          autoComplete="new-password"
          required
          maxLength={200}
          error={w?.fieldErrors?.newPasswordConfirmation}
        />
        <button className={button({ tone: 'secondary' })} type="submit" disabled={busy}>
          Change password
        </button>
      </Form>
      {signInMethods ? <SignInMethods methods={signInMethods} result={u} busy={busy} /> : null}
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
