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
import { translateErrors } from '~/features/auth/auth-messages.server';
import { mutate, query } from '~/graphql/client.server';
import { ChangePasswordMutation, ProfileQuery, UpdateProfileMutation } from '~/graphql/queries/accounts.server';
import { SignInMethodsQuery, UnlinkSocialProviderMutation } from '~/graphql/queries/social-sign-in.server';
import { phoneFromLocalPart } from '~/lib/phone';
import { accountNavText } from '~/features/account/account-text.server';
import { pick, requestTranslator, translateMessage, type Translate } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.text['account.settingsMetaTitle'] ?? 'Profile & password — Musika' }];

const KEYS = [
  'account.settingsMetaTitle',
  'account.settingsTitle',
  'account.profileForm',
  'account.email',
  'account.emailHint',
  'account.firstName',
  'account.lastName',
  'account.displayName',
  'account.whatsAppNumber',
  'account.saveProfile',
  'account.passwordForm',
  'account.currentPassword',
  'account.newPassword',
  'account.confirmPassword',
  'account.changePassword',
] as const;

const METHODS_KEYS = [
  'account.methodsTitle',
  'account.methodsPasswordSet',
  'account.methodsPasswordNotSet',
  'account.methodsNone',
  'account.methodsRemove',
] as const;

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const [{ viewer }, methods] = await Promise.all([
    query(args.context, args.request, ProfileQuery, {}),
    query(args.context, args.request, SignInMethodsQuery, {}),
  ]);
  if (!viewer || !methods.viewer) throw new Response('Not logged in', { status: 401 });
  const { t } = requestTranslator(args.request);
  const methodsText = {
    ...pick(t, METHODS_KEYS),
    'account.methodsRemoveGoogle': t('account.methodsRemoveLabel', { provider: 'Google' }),
    'account.methodsRemoveFacebook': t('account.methodsRemoveLabel', { provider: 'Facebook' }),
  };
  return { profile: viewer.profile, signInMethods: methods.viewer.signInMethods, text: pick(t, KEYS), methodsText, nav: accountNavText(t) };
}

// Messages are message keys, put in the page's language by the action (translateMessage).
const name = (required: string, long: string) => z.string().trim().min(1, required).max(100, long);
const profileForm = z.object({
  firstName: name('account.errorFirstNameRequired', 'account.errorFirstNameLong'),
  lastName: name('account.errorLastNameRequired', 'account.errorLastNameLong'),
  displayName: name('account.errorDisplayNameRequired', 'account.errorDisplayNameLong'),
  whatsAppNumber: z.string().trim().min(1, 'account.errorWhatsAppRequired').max(20, 'account.errorWhatsAppLong'),
});
const unlinkForm = z.object({ provider: z.enum(['GOOGLE', 'FACEBOOK']) });
const passwordForm = z.object({
  currentPassword: z.string().min(1, 'account.errorCurrentPassword').max(200),
  newPassword: z.string().min(8, 'account.errorPasswordShort').max(200, 'account.errorPasswordLong'),
  newPasswordConfirmation: z.string().max(200),
});

type Result = { intent: string; notice?: string; formError?: string; fieldErrors?: Record<string, string> };

function fieldErrorsOf(t: Translate, error: z.ZodError) {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0])] ??= translateMessage(t, issue.message);
  return out;
}

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const { request, context } = args;
  const form = Object.fromEntries(await request.formData());
  const { t } = requestTranslator(request);
  if (form.intent === 'unlink') {
    const parsed = unlinkForm.safeParse(form);
    if (!parsed.success) return data<Result>({ intent: 'unlink', formError: t('account.chooseMethod') }, { status: 400 });
    const { unlinkSocialProvider } = await mutate(context, request, UnlinkSocialProviderMutation, { input: parsed.data });
    if (!unlinkSocialProvider.signInMethods) {
      return data<Result>({ intent: 'unlink', formError: translateErrors(t, toFormErrors(unlinkSocialProvider.userErrors)).form }, { status: 400 });
    }
    return data<Result>({ intent: 'unlink', notice: t('account.methodRemoved') });
  }
  if (form.intent === 'password') {
    const parsed = passwordForm.safeParse(form);
    if (!parsed.success) return data<Result>({ intent: 'password', fieldErrors: fieldErrorsOf(t, parsed.error) }, { status: 400 });
    const { changePassword } = await mutate(context, request, ChangePasswordMutation, { input: parsed.data });
    if (!changePassword.session) {
      const errors = translateErrors(t, toFormErrors(changePassword.userErrors));
      return data<Result>({ intent: 'password', formError: errors.form, fieldErrors: errors.fields }, { status: 400 });
    }
    // Every other session was revoked; this browser keeps going with the new token.
    const headers = { 'Set-Cookie': await setToken(request, changePassword.session.token, changePassword.session.expiresAt) };
    return data<Result>({ intent: 'password', notice: t('account.passwordChanged') }, { headers });
  }
  const parsed = profileForm.safeParse(form);
  if (!parsed.success) return data<Result>({ intent: 'profile', fieldErrors: fieldErrorsOf(t, parsed.error) }, { status: 400 });
  const input = { ...parsed.data, whatsAppNumber: phoneFromLocalPart(parsed.data.whatsAppNumber) };
  const { updateProfile } = await mutate(context, request, UpdateProfileMutation, { input });
  if (!updateProfile.profile) {
    const errors = translateErrors(t, attachFieldPrefix(toFormErrors(updateProfile.userErrors), Object.keys(profileForm.shape)));
    return data<Result>({ intent: 'profile', formError: errors.form, fieldErrors: errors.fields }, { status: 400 });
  }
  return data<Result>({ intent: 'profile', notice: t('account.profileSaved') });
}

export default function AccountSettings() {
  const { profile, signInMethods, text, methodsText, nav } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const p = result?.intent === 'profile' ? result : undefined;
  const w = result?.intent === 'password' ? result : undefined;
  const u = result?.intent === 'unlink' ? result : undefined;
  return (
    <AccountLayout title={text['account.settingsTitle']} nav={nav}>
      <Form method="post" className={formStyles.form} aria-label={text['account.profileForm']}>
        <input type="hidden" name="intent" value="profile" />
        <FormAlert>{p?.formError}</FormAlert>
        <FormNotice>{p?.notice}</FormNotice>
        <Field label={text['account.email']} name="email" value={profile.email} readOnly disabled hint={text['account.emailHint']} translate="no" />
        <Field
          label={text['account.firstName']}
          name="firstName"
          defaultValue={profile.firstName}
          autoComplete="given-name"
          required
          maxLength={100}
          error={p?.fieldErrors?.firstName}
        />
        <Field
          label={text['account.lastName']}
          name="lastName"
          defaultValue={profile.lastName}
          autoComplete="family-name"
          required
          maxLength={100}
          error={p?.fieldErrors?.lastName}
        />
        <Field
          label={text['account.displayName']}
          name="displayName"
          defaultValue={profile.displayName}
          required
          maxLength={100}
          error={p?.fieldErrors?.displayName}
        />
        <PhoneField
          label={text['account.whatsAppNumber']}
          name="whatsAppNumber"
          defaultValue={profile.whatsAppNumber ?? undefined}
          error={p?.fieldErrors?.whatsAppNumber}
        />
        <button className={button()} type="submit" disabled={busy}>
          {text['account.saveProfile']}
        </button>
      </Form>
      <Form method="post" className={formStyles.form} aria-label={text['account.passwordForm']}>
        <input type="hidden" name="intent" value="password" />
        <FormAlert>{w?.formError}</FormAlert>
        <FormNotice>{w?.notice}</FormNotice>
        <Field
          label={text['account.currentPassword']}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          error={w?.fieldErrors?.currentPassword}
        />
        <Field
          label={text['account.newPassword']}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={200}
          error={w?.fieldErrors?.newPassword}
        />
        <Field
          label={text['account.confirmPassword']}
          name="newPasswordConfirmation"
          type="password"
          autoComplete="new-password"
          required
          maxLength={200}
          error={w?.fieldErrors?.newPasswordConfirmation}
        />
        <button className={button({ tone: 'secondary' })} type="submit" disabled={busy}>
          {text['account.changePassword']}
        </button>
      </Form>
      {signInMethods ? <SignInMethods methods={signInMethods} result={u} busy={busy} text={methodsText} /> : null}
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
