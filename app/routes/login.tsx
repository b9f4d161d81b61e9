/**
 * Login (spec §2): username/email and password, or a one-time link by e-mail. The e-mailed links (login,
 * unlock, finishing a registration) all open this page with ?email=…&key=…. Success stores the token in the
 * session cookie, runs a follow-up remembered across the login (after-login.server.ts) and returns to where
 * the visitor came from. The auth popup posts here through a fetcher (`popup=1`) and gets `{ ok }` back.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, formStyles } from '~/components/form';
import { PageTitle } from '~/components/layout';
import { loggedInHeaders } from '~/features/auth/after-login.server';
import { LoginForm, type AuthActionData } from '~/features/auth/login-form';
import { loginLanding } from '~/features/auth/login-landing';
import { toFormErrors } from '~/features/auth/user-errors';
import { getVisitor } from '~/features/auth/viewer.server';
import { mutate } from '~/graphql/client.server';
import { LoginMutation, LoginWithLinkMutation, RequestLoginLinkMutation } from '~/graphql/queries/accounts.server';
import { OperatorStatusQuery, VerifySecondFactorMutation } from '~/graphql/queries/operators.server';
import { CodeStepForm } from '~/features/auth/code-step-form';
import { query } from '~/graphql/client.server';
import { safeRedirect } from '~/lib/safe-redirect';
import { href } from '~/routes';
import { authMessage, key, translateErrors } from '~/features/auth/auth-messages.server';
import { pick, requestTranslator, type Translate } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.text.title ?? 'Log in — Musika' }];

const NOTICES = { reset: 'auth.noticeReset', 'logged-out': 'auth.noticeLoggedOut' } as const;

/** The page's own words (its forms' come with the root loader: the auth popup shows them on every page). */
function pageText(t: Translate) {
  const w = pick(t, [
    'auth.logIn',
    'auth.linkFormLabel',
    'auth.linkField',
    'auth.linkSubmit',
    'auth.codeTitle',
    'auth.codeIntro',
    'auth.code',
    'auth.continue',
  ]);
  return {
    title: t('auth.metaLogIn'),
    heading: w['auth.logIn'],
    linkForm: w['auth.linkFormLabel'],
    linkField: w['auth.linkField'],
    linkSubmit: w['auth.linkSubmit'],
    code: { title: w['auth.codeTitle'], intro: w['auth.codeIntro'], label: w['auth.code'], submit: w['auth.continue'] },
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'), '');
  const email = url.searchParams.get('email');
  const linkKey = url.searchParams.get('key');
  const { t } = requestTranslator(request);
  const text = pageText(t);
  if (email && linkKey) {
    const { loginWithLink } = await mutate(context, request, LoginWithLinkMutation, { input: { email, key: linkKey } }, { token: null });
    if (loginWithLink.session) {
      const landing = loginLanding(redirectTo, loginWithLink.session.viewer.businesses.length > 0);
      throw redirect(landing, { headers: await loggedInHeaders(context, request, loginWithLink.session) });
    }
    return { text, redirectTo, notice: undefined, linkError: t('auth.linkInvalid') };
  }
  const { viewer } = await getVisitor(context, request);
  // An operator whose password passed but whose code has not stays here, on the code step (issue 29).
  if (viewer && viewer.operatorRoles.length > 0 && (await operatorStep(context, request, null)) === 'totp')
    return { text, redirectTo, notice: undefined, linkError: undefined, step: 'totp' as const };
  if (viewer) throw redirect(redirectTo || href('account'));
  const notice = url.searchParams.get('notice');
  return {
    text,
    redirectTo,
    notice: notice === 'reset' || notice === 'logged-out' ? t(NOTICES[notice]) : undefined,
    linkError: undefined,
    step: undefined,
  };
}

const passwordForm = z.object({
  username: z.string().trim().min(1, key('auth.error.username')).max(254),
  password: z.string().min(1, key('auth.error.password')).max(200, key('auth.error.passwordLong')),
  redirectTo: z.string().optional(),
  popup: z.literal('1').optional(),
});

/** Where an operator's login goes after the password: the code step, enrolment, or (not an operator) on. */
async function operatorStep(context: ActionFunctionArgs['context'], request: Request, token: string | null): Promise<'totp' | 'enrol' | null> {
  const { operatorStatus } = await query(context, request, OperatorStatusQuery, {}, token ? { token } : {});
  if (operatorStatus?.state === 'CODE') return 'totp';
  return operatorStatus?.state === 'ENROL' ? 'enrol' : null;
}

const codeForm = z.object({
  code: z.string().trim().min(1, key('auth.error.code')).max(20, key('auth.error.codeLong')),
  redirectTo: z.string().optional(),
});

type LoginActionData = AuthActionData & { step?: 'totp' };

const linkForm = z.object({ email: z.string().trim().email(key('auth.error.email')).max(254) });

export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  const { t } = requestTranslator(request);
  if (form.intent === 'totp') {
    const parsed = codeForm.safeParse(form);
    if (!parsed.success)
      return data<LoginActionData>({ step: 'totp', fieldErrors: { code: authMessage(t, parsed.error.issues[0].message) } }, { status: 400 });
    const { verifySecondFactor } = await mutate(context, request, VerifySecondFactorMutation, { input: { code: parsed.data.code } });
    if (!verifySecondFactor.ok) {
      const errors = translateErrors(t, toFormErrors(verifySecondFactor.userErrors));
      return data<LoginActionData>(
        { step: 'totp', fieldErrors: { code: errors.fields.code ?? errors.form ?? t('auth.codeWrong') } },
        { status: 400 },
      );
    }
    throw redirect(safeRedirect(parsed.data.redirectTo, href('admin')));
  }
  if (form.intent === 'link') {
    const parsed = linkForm.safeParse(form);
    if (!parsed.success) return data<AuthActionData>({ fieldErrors: { email: authMessage(t, parsed.error.issues[0].message) } }, { status: 400 });
    const { requestLoginLink } = await mutate(context, request, RequestLoginLinkMutation, { input: parsed.data }, { token: null });
    const errors = translateErrors(t, toFormErrors(requestLoginLink.userErrors));
    if (errors.form) return data<AuthActionData>({ formError: errors.form }, { status: 400 });
    return data<AuthActionData>({ notice: t('auth.linkSent') });
  }
  const parsed = passwordForm.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return data<AuthActionData>({ fieldErrors: { [String(issue.path[0])]: authMessage(t, issue.message) } }, { status: 400 });
  }
  const { username, password, redirectTo, popup } = parsed.data;
  const { login } = await mutate(context, request, LoginMutation, { input: { username, password } }, { token: null });
  if (!login.session) {
    const errors = translateErrors(t, toFormErrors(login.userErrors));
    return data<AuthActionData>({ formError: errors.form ?? t('auth.error.loginFailed'), fieldErrors: errors.fields }, { status: 400 });
  }
  const headers = await loggedInHeaders(context, request, login.session);
  if (login.session.viewer.operatorRoles.length > 0 && !popup) {
    const step = await operatorStep(context, request, login.session.token);
    if (step === 'totp') return data<LoginActionData>({ step: 'totp' }, { headers });
    if (step === 'enrol') throw redirect(href('admin-security'), { headers });
  }
  if (popup) return data<AuthActionData>({ ok: true }, { headers });
  throw redirect(loginLanding(redirectTo, login.session.viewer.businesses.length > 0), { headers });
}

export default function Login() {
  const { text: w, redirectTo, notice, linkError, step } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as LoginActionData | undefined;
  const navigation = useNavigation();
  if ((result?.step ?? step) === 'totp') {
    return (
      <div className={formStyles.card}>
        <PageTitle>{w.code.title}</PageTitle>
        <CodeStepForm redirectTo={redirectTo} error={result?.fieldErrors?.code} text={w.code} />
      </div>
    );
  }
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'password';
  return (
    <div className={formStyles.card}>
      <PageTitle>{w.heading}</PageTitle>
      <LoginForm
        result={{ ...result, formError: result?.formError ?? linkError, notice: result?.notice ?? notice }}
        redirectTo={redirectTo}
        busy={busy}
      />
      <Form method="post" className={formStyles.form} aria-label={w.linkForm}>
        <input type="hidden" name="intent" value="link" />
        <Field label={w.linkField} name="email" type="email" autoComplete="email" required maxLength={254} error={result?.fieldErrors?.email} />
        <button className={button({ tone: 'secondary' })} type="submit">
          {w.linkSubmit}
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
