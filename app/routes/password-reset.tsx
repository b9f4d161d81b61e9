/**
 * Password reset (spec §2, §7): ask for a link by email (same answer whether or not the account exists),
 * then, from the link, check the key and set a new password. Keys are single use and expire.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, FormNotice, formStyles } from '~/components/form';
import { PageTitle } from '~/components/layout';
import type { AuthActionData } from '~/features/auth/login-form';
import { toFormErrors } from '~/features/auth/user-errors';
import { mutate, query } from '~/graphql/client.server';
import { RequestPasswordResetMutation, ResetKeyQuery, ResetPasswordMutation } from '~/graphql/queries/accounts.server';
import { href } from '~/routes';

import { authMessage, key, translateErrors } from '~/features/auth/auth-messages.server';
import { requestTranslator, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.w.meta ?? 'Reset your password — Musika' }];

const WORDS = {
  meta: 'auth.metaReset',
  title: 'auth.resetTitle',
  choose: 'auth.chooseNew',
  invalid: 'auth.resetInvalid',
  newLink: 'auth.getNewLink',
  password: 'auth.newPassword',
  hint: 'auth.passwordHint',
  confirm: 'auth.confirmNewPassword',
  set: 'auth.setNew',
  email: 'auth.email',
  send: 'auth.emailResetLink',
  back: 'auth.backToLogIn',
} as const satisfies Record<string, MessageKey>;

/** The page's words in its language. */
const wordsIn = (t: Translate) => Object.fromEntries(Object.entries(WORDS).map(([k, v]) => [k, t(v)])) as Record<keyof typeof WORDS, string>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const login = url.searchParams.get('login')?.slice(0, 254);
  const resetKey = url.searchParams.get('key')?.slice(0, 200);
  const w = wordsIn(requestTranslator(request).t);
  if (!login || !resetKey) return { w, mode: 'request' as const, login: '', key: '', valid: false };
  const { passwordResetKeyValid } = await query(context, request, ResetKeyQuery, { login, key: resetKey }, { token: null });
  return { w, mode: 'set' as const, login, key: resetKey, valid: passwordResetKeyValid };
}

const requestForm = z.object({ email: z.string().trim().email(key('auth.error.email')).max(254) });
const setForm = z.object({
  login: z.string().min(1).max(254),
  key: z.string().min(1).max(200),
  password: z.string().min(8, key('auth.error.passwordShort')).max(200, key('auth.error.passwordLong')),
  passwordConfirmation: z.string().max(200),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  const { t } = requestTranslator(request);
  if (form.intent === 'set') {
    const parsed = setForm.safeParse(form);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return data<AuthActionData>({ fieldErrors: { [String(issue.path[0])]: authMessage(t, issue.message) } }, { status: 400 });
    }
    const { resetPassword } = await mutate(context, request, ResetPasswordMutation, { input: parsed.data }, { token: null });
    if (!resetPassword.ok) {
      const errors = translateErrors(t, toFormErrors(resetPassword.userErrors));
      return data<AuthActionData>({ formError: errors.form, fieldErrors: errors.fields }, { status: 400 });
    }
    throw redirect(`${href('login')}?notice=reset`);
  }
  const parsed = requestForm.safeParse(form);
  if (!parsed.success) return data<AuthActionData>({ fieldErrors: { email: authMessage(t, parsed.error.issues[0].message) } }, { status: 400 });
  const { requestPasswordReset } = await mutate(context, request, RequestPasswordResetMutation, { input: parsed.data }, { token: null });
  const errors = translateErrors(t, toFormErrors(requestPasswordReset.userErrors));
  if (errors.form) return data<AuthActionData>({ formError: errors.form }, { status: 400 });
  return data<AuthActionData>({ notice: t('auth.resetSent') });
}

export default function PasswordReset() {
  const { w, mode, login, key, valid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  if (mode === 'set' && !valid) {
    return (
      <div className={formStyles.card}>
        <PageTitle>{w.title}</PageTitle>
        <FormAlert>{w.invalid}</FormAlert>
        <Link className={button()} to={href('password-reset')}>
          {w.newLink}
        </Link>
      </div>
    );
  }
  return (
    <div className={formStyles.card}>
      <PageTitle>{mode === 'set' ? w.choose : w.title}</PageTitle>
      <FormAlert>{result?.formError}</FormAlert>
      <FormNotice>{result?.notice}</FormNotice>
      {mode === 'set' ? (
        <Form method="post" className={formStyles.form}>
          <input type="hidden" name="intent" value="set" />
          <input type="hidden" name="login" value={login} />
          <input type="hidden" name="key" value={key} />
          <Field
            label={w.password}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={200}
            hint={w.hint}
            error={result?.fieldErrors?.password}
          />
          <Field
            label={w.confirm}
            name="passwordConfirmation"
            type="password"
            autoComplete="new-password"
            required
            maxLength={200}
            error={result?.fieldErrors?.passwordConfirmation}
          />
          <button className={button()} type="submit" disabled={busy}>
            {w.set}
          </button>
        </Form>
      ) : (
        <Form method="post" className={formStyles.form}>
          <input type="hidden" name="intent" value="request" />
          <Field label={w.email} name="email" type="email" autoComplete="email" required maxLength={254} error={result?.fieldErrors?.email} />
          <button className={button()} type="submit" disabled={busy}>
            {w.send}
          </button>
        </Form>
      )}
      <div className={formStyles.links}>
        <Link to={href('login')}>{w.back}</Link>
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
