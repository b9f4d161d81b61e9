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

import { adminRefusal, areaWords } from '~/features/admin/admin-words.server';
import { adminSecurity } from '~/lib/i18n/catalogues/en/admin-security';
import { fill } from '~/lib/i18n/fill';
import { requestTranslator, translateMessage } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.meta ?? 'Security — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, OPERATOR_ROLES, { enrolling: true });
  const { operatorSecurity } = await query(args.context, args.request, OperatorSecurityQuery, {});
  const pending = operatorSecurity.pending ? { ...operatorSecurity.pending, qr: qrPath(operatorSecurity.pending.uri) } : null;
  return {
    frame,
    w: areaWords(frame.language, adminSecurity),
    enrolled: operatorSecurity.enrolled,
    recoveryCodesLeft: operatorSecurity.recoveryCodesLeft,
    pending,
  };
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
    .regex(/^\d{6}$/, 'adminSecurity.codeFormat'),
});

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, OPERATOR_ROLES, { enrolling: true });
  const { request, context } = args;
  const form = Object.fromEntries(await request.formData());
  const { t } = requestTranslator(request);
  if (form.intent === 'start') {
    const { startTotpEnrolment } = await mutate(context, request, StartTotpEnrolmentMutation, {});
    const errors = toFormErrors(startTotpEnrolment.userErrors);
    return errors.form ? data<ActionData>({ formError: adminRefusal(t, errors.form) }, { status: 400 }) : data<ActionData>({});
  }
  const parsed = confirmForm.safeParse(form);
  if (!parsed.success) return data<ActionData>({ codeError: translateMessage(t, parsed.error.issues[0].message) }, { status: 400 });
  const { confirmTotpEnrolment } = await mutate(context, request, ConfirmTotpEnrolmentMutation, { input: { code: parsed.data.code } });
  if (!confirmTotpEnrolment.recoveryCodes) {
    return data<ActionData>(
      {
        codeError: confirmTotpEnrolment.userErrors[0]?.message
          ? adminRefusal(t, confirmTotpEnrolment.userErrors[0].message)
          : t('adminSecurity.codeWrong'),
      },
      { status: 400 },
    );
  }
  return data<ActionData>({ recoveryCodes: confirmTotpEnrolment.recoveryCodes });
}

export default function AdminSecurity() {
  const { frame, w, enrolled, recoveryCodesLeft, pending } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminShell frame={frame} title={w.title}>
      {result?.recoveryCodes ? (
        <section aria-labelledby="recovery-title">
          <h2 id="recovery-title">{w.recoveryTitle}</h2>
          <p>{w.recoveryInfo}</p>
          <ul className={s.codes} aria-label={w.recoveryLabel}>
            {result.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </section>
      ) : enrolled ? (
        <p>{fill(w.enrolled, { left: recoveryCodesLeft })}</p>
      ) : pending ? (
        <section aria-labelledby="scan-title">
          <h2 id="scan-title">{w.scanTitle}</h2>
          <QrCode qr={pending.qr} label={w.qrLabel} className={s.qr} />
          <p>
            {w.typeSecret} <code className={s.mono}>{pending.secret}</code>
          </p>
          <Form method="post" className={formStyles.form} aria-label={w.confirmLabel}>
            <input type="hidden" name="intent" value="confirm" />
            <Field
              label={w.codeLabel}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={6}
              error={result?.codeError}
            />
            <button className={button()} type="submit">
              {w.confirm}
            </button>
          </Form>
        </section>
      ) : (
        <Form method="post" className={formStyles.form} aria-label={w.setUpLabel}>
          <FormAlert>{result?.formError}</FormAlert>
          <p>{w.setUpInfo}</p>
          <input type="hidden" name="intent" value="start" />
          <button className={button()} type="submit">
            {w.setUp}
          </button>
        </Form>
      )}
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
