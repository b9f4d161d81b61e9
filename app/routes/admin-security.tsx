/**
 * /admin/security/ (issue 29): setting up the authenticator app. An operator without one (a new operator, one an
 * admin reset, or the demo secret on a public site) starts here: a new secret as a QR code and in text, then
 * the first code confirms it and the 10 recovery codes are shown — once, in this answer, never again.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { OPERATOR_ROLES } from '../../schema/rest/operators';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, formStyles } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import { QrCode } from '~/features/admin/qr-code';
import { qrPath } from '~/features/admin/qr-path.server';
import { toFormErrors } from '~/features/auth/user-errors';
import { mutate, query } from '~/graphql/client.server';
import { ConfirmTotpEnrolmentMutation, OperatorSecurityQuery, StartTotpEnrolmentMutation } from '~/graphql/queries/operators.server';

export const meta: MetaFunction = () => [{ title: 'Security — Admin — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, OPERATOR_ROLES, { enrolling: true });
  const { operatorSecurity } = await query(args.context, args.request, OperatorSecurityQuery, {});
  const pending = operatorSecurity.pending ? { ...operatorSecurity.pending, qr: qrPath(operatorSecurity.pending.uri) } : null;
  return { frame, enrolled: operatorSecurity.enrolled, recoveryCodesLeft: operatorSecurity.recoveryCodesLeft, pending };
}

interface ActionData {
  formError?: string;
  codeError?: string;
  recoveryCodes?: string[];
}

const confirmForm = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code your authenticator app shows.'),
});

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, OPERATOR_ROLES, { enrolling: true });
  const { request, context } = args;
  const form = Object.fromEntries(await request.formData());
  if (form.intent === 'start') {
    const { startTotpEnrolment } = await mutate(context, request, StartTotpEnrolmentMutation, {});
    const errors = toFormErrors(startTotpEnrolment.userErrors);
    return errors.form ? data<ActionData>({ formError: errors.form }, { status: 400 }) : data<ActionData>({});
  }
  const parsed = confirmForm.safeParse(form);
  if (!parsed.success) return data<ActionData>({ codeError: parsed.error.issues[0].message }, { status: 400 });
  const { confirmTotpEnrolment } = await mutate(context, request, ConfirmTotpEnrolmentMutation, { input: { code: parsed.data.code } });
  if (!confirmTotpEnrolment.recoveryCodes) {
    return data<ActionData>({ codeError: confirmTotpEnrolment.userErrors[0]?.message ?? 'That code is not right.' }, { status: 400 });
  }
  return data<ActionData>({ recoveryCodes: confirmTotpEnrolment.recoveryCodes });
}

export default function AdminSecurity() {
  const { frame, enrolled, recoveryCodesLeft, pending } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminShell frame={frame} title="Security">
      {result?.recoveryCodes ? (
        <section aria-labelledby="recovery-title">
          <h2 id="recovery-title">Your recovery codes</h2>
          <p>Your authenticator app is set up. Keep these codes somewhere safe: each logs you in once without the app. They are shown only now.</p>
          <ul className={s.codes} aria-label="Recovery codes">
            {result.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </section>
      ) : enrolled ? (
        <p>
          Your authenticator app is set up. {recoveryCodesLeft} of 10 recovery codes left. If you lose your phone, ask another admin to reset your
          authenticator: you will set it up again at your next login.
        </p>
      ) : pending ? (
        <section aria-labelledby="scan-title">
          <h2 id="scan-title">Scan this code with your authenticator app</h2>
          <QrCode qr={pending.qr} label="QR code of your new authenticator secret" className={s.qr} />
          <p>
            Or type the secret: <code className={s.mono}>{pending.secret}</code>
          </p>
          <Form method="post" className={formStyles.form} aria-label="Confirm your authenticator app">
            <input type="hidden" name="intent" value="confirm" />
            <Field
              label="Code from the app"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={6}
              error={result?.codeError}
            />
            <button className={button()} type="submit">
              Confirm
            </button>
          </Form>
        </section>
      ) : (
        <Form method="post" className={formStyles.form} aria-label="Set up your authenticator app">
          <FormAlert>{result?.formError}</FormAlert>
          <p>
            Operators log in with a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…). Set one up to
            continue.
          </p>
          <input type="hidden" name="intent" value="start" />
          <button className={button()} type="submit">
            Set up an authenticator app
          </button>
        </Form>
      )}
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
