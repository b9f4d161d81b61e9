/**
 * Registration (spec §3, §5): buyer or vendor, WhatsApp number with a fixed +263 prefix (phone helper),
 * 'Passwords do not match'. Success answers "check your e-mail" whether or not the address already has an
 * account (anything else would tell strangers who is registered): the e-mailed link creates the account and
 * logs it in through the login page, and sends vendors on to choose a package.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { formStyles } from '~/components/form';
import { PageTitle } from '~/components/layout';
import { redirectIfLoggedIn } from '~/features/auth/guards.server';
import type { AuthActionData } from '~/features/auth/login-form';
import { RegisterForm, registrationSent } from '~/features/auth/register-form';
import { attachFieldPrefix, toFormErrors } from '~/features/auth/user-errors';
import { mutate } from '~/graphql/client.server';
import { RegisterMutation } from '~/graphql/queries/accounts.server';
import { phoneFromLocalPart } from '~/lib/phone';
import { safeRedirect } from '~/lib/safe-redirect';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Create an account — Musika' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '');
  await redirectIfLoggedIn(context, request, redirectTo || href('account'));
  return { redirectTo };
}

const registerForm = z.object({
  accountType: z.enum(['BUYER', 'VENDOR'], { errorMap: () => ({ message: 'Choose whether you want to buy or sell' }) }),
  firstName: z.string().trim().min(1, 'First name is required').max(100, 'First name is too long'),
  lastName: z.string().trim().min(1, 'Last name is required').max(100, 'Last name is too long'),
  email: z.string().trim().email('Email is invalid').max(254, 'Email is too long'),
  whatsAppNumber: z.string().trim().min(1, 'WhatsApp number is required').max(20, 'WhatsApp number is too long'),
  password: z.string().min(8, 'Password must be at least 8 characters').max(200, 'Password is too long'),
  passwordConfirmation: z.string().max(200),
  redirectTo: z.string().optional(),
  popup: z.literal('1').optional(),
});

const FIELDS = ['firstName', 'lastName', 'email', 'whatsAppNumber', 'password', 'passwordConfirmation'];

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = registerForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return data<AuthActionData>({ fieldErrors }, { status: 400 });
  }
  // The form still posts redirectTo and popup; a registration logs nobody in, so there is nowhere to go yet.
  const { redirectTo: _, popup: __, ...input } = parsed.data;
  const { register } = await mutate(
    context,
    request,
    RegisterMutation,
    { input: { ...input, whatsAppNumber: phoneFromLocalPart(input.whatsAppNumber) } },
    { token: null },
  );
  if (!register.ok) {
    const errors = attachFieldPrefix(toFormErrors(register.userErrors), FIELDS);
    return data<AuthActionData>({ formError: errors.form, fieldErrors: errors.fields }, { status: 400 });
  }
  // Not logged in yet, so not `ok` (the popup stays open and shows this instead of running its follow-up).
  return data<AuthActionData>({ notice: registrationSent(input.email) });
}

export default function Register() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={formStyles.card}>
      <PageTitle>Create your Musika account</PageTitle>
      <RegisterForm result={result} redirectTo={redirectTo} busy={busy} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
