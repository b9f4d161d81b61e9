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

export const meta: MetaFunction = () => [{ title: 'Reset your password — Musika' }];

const SENT = 'If an account exists for this email, we have sent a password reset link to it. The link works once, for one hour.';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const login = url.searchParams.get('login')?.slice(0, 254);
  const key = url.searchParams.get('key')?.slice(0, 200);
  if (!login || !key) return { mode: 'request' as const, login: '', key: '', valid: false };
  const { passwordResetKeyValid } = await query(context, request, ResetKeyQuery, { login, key }, { token: null });
  return { mode: 'set' as const, login, key, valid: passwordResetKeyValid };
}

const requestForm = z.object({ email: z.string().trim().email('Email is invalid').max(254) });
const setForm = z.object({
  login: z.string().min(1).max(254),
  key: z.string().min(1).max(200),
  password: z.string().min(8, 'Password must be at least 8 characters').max(200, 'Password is too long'),
  passwordConfirmation: z.string().max(200),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  if (form.intent === 'set') {
    const parsed = setForm.safeParse(form);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return data<AuthActionData>({ fieldErrors: { [String(issue.path[0])]: issue.message } }, { status: 400 });
    }
    const { resetPassword } = await mutate(context, request, ResetPasswordMutation, { input: parsed.data }, { token: null });
    if (!resetPassword.ok) {
      const errors = toFormErrors(resetPassword.userErrors);
      return data<AuthActionData>({ formError: errors.form, fieldErrors: errors.fields }, { status: 400 });
    }
    throw redirect(`${href('login')}?notice=reset`);
  }
  const parsed = requestForm.safeParse(form);
  if (!parsed.success) return data<AuthActionData>({ fieldErrors: { email: parsed.error.issues[0].message } }, { status: 400 });
  const { requestPasswordReset } = await mutate(context, request, RequestPasswordResetMutation, { input: parsed.data }, { token: null });
  const errors = toFormErrors(requestPasswordReset.userErrors);
  if (errors.form) return data<AuthActionData>({ formError: errors.form }, { status: 400 });
  return data<AuthActionData>({ notice: SENT });
}

export default function PasswordReset() {
  const { mode, login, key, valid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  if (mode === 'set' && !valid) {
    return (
      <div className={formStyles.card}>
        <PageTitle>Reset your password</PageTitle>
        <FormAlert>This password reset link is invalid or has expired.</FormAlert>
        <Link className={button()} to={href('password-reset')}>
          Get a new link
        </Link>
      </div>
    );
  }
  return (
    <div className={formStyles.card}>
      <PageTitle>{mode === 'set' ? 'Choose a new password' : 'Reset your password'}</PageTitle>
      <FormAlert>{result?.formError}</FormAlert>
      <FormNotice>{result?.notice}</FormNotice>
      {mode === 'set' ? (
        <Form method="post" className={formStyles.form}>
          <input type="hidden" name="intent" value="set" />
          <input type="hidden" name="login" value={login} />
          <input type="hidden" name="key" value={key} />
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={200}
            hint="At least 8 characters."
            error={result?.fieldErrors?.password}
          />
          <Field
            label="Confirm new password"
            name="passwordConfirmation"
            type="password"
            autoComplete="new-password"
            required
            maxLength={200}
            error={result?.fieldErrors?.passwordConfirmation}
          />
          <button className={button()} type="submit" disabled={busy}>
            Set new password
          </button>
        </Form>
      ) : (
        <Form method="post" className={formStyles.form}>
          <input type="hidden" name="intent" value="request" />
          <Field label="Email" name="email" type="email" autoComplete="email" required maxLength={254} error={result?.fieldErrors?.email} />
          <button className={button()} type="submit" disabled={busy}>
            Email me a reset link
          </button>
        </Form>
      )}
      <div className={formStyles.links}>
        <Link to={href('login')}>Back to log in</Link>
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
