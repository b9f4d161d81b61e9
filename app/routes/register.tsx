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
import { RegisterForm } from '~/features/auth/register-form';
import { authMessage, key, translateErrors } from '~/features/auth/auth-messages.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { attachFieldPrefix, toFormErrors } from '~/features/auth/user-errors';
import { mutate } from '~/graphql/client.server';
import { RegisterMutation } from '~/graphql/queries/accounts.server';
import { graphqlLanguage } from '~/lib/i18n/graphql-language';
import { phoneFromLocalPart } from '~/lib/phone';
import { safeRedirect } from '~/lib/safe-redirect';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Create an account — Musika' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '');
  await redirectIfLoggedIn(context, request, redirectTo || href('account'));
  const { t } = requestTranslator(request);
  return { redirectTo, title: t('auth.metaRegister'), heading: t('auth.registerTitle') };
}

const registerForm = z.object({
  accountType: z.enum(['BUYER', 'VENDOR'], { errorMap: () => ({ message: key('auth.error.accountType') }) }),
  firstName: z.string().trim().min(1, key('auth.error.firstName')).max(100, key('auth.error.firstNameLong')),
  lastName: z.string().trim().min(1, key('auth.error.lastName')).max(100, key('auth.error.lastNameLong')),
  email: z.string().trim().email(key('auth.error.email')).max(254, key('auth.error.emailLong')),
  whatsAppNumber: z.string().trim().min(1, key('auth.error.whatsApp')).max(20, key('auth.error.whatsAppLong')),
  password: z.string().min(8, key('auth.error.passwordShort')).max(200, key('auth.error.passwordLong')),
  passwordConfirmation: z.string().max(200),
  redirectTo: z.string().optional(),
  popup: z.literal('1').optional(),
});

const FIELDS = ['firstName', 'lastName', 'email', 'whatsAppNumber', 'password', 'passwordConfirmation'];

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = registerForm.safeParse(Object.fromEntries(await request.formData()));
  const { language, t } = requestTranslator(request);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= authMessage(t, issue.message);
    return data<AuthActionData>({ fieldErrors }, { status: 400 });
  }
  // The form still posts redirectTo and popup; a registration logs nobody in, so there is nowhere to go yet.
  const { redirectTo: _, popup: __, ...input } = parsed.data;
  const { register } = await mutate(
    context,
    request,
    RegisterMutation,
    // The page's language: the e-mailed link and the new account's e-mails are written in it.
    { input: { ...input, whatsAppNumber: phoneFromLocalPart(input.whatsAppNumber), language: graphqlLanguage(language) } },
    { token: null },
  );
  if (!register.ok) {
    const errors = translateErrors(t, attachFieldPrefix(toFormErrors(register.userErrors), FIELDS));
    return data<AuthActionData>({ formError: errors.form, fieldErrors: errors.fields }, { status: 400 });
  }
  // Not logged in yet, so not `ok` (the popup stays open and shows this instead of running its follow-up).
  // The same words for a new address and a taken one: only the e-mail itself says which it was.
  return data<AuthActionData>({ notice: t('auth.registrationSent', { email: input.email }) });
}

export default function Register() {
  const { redirectTo, heading } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={formStyles.card}>
      <PageTitle>{heading}</PageTitle>
      <RegisterForm result={result} redirectTo={redirectTo} busy={busy} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
