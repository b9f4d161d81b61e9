/**
 * Staff invitations (`/account/staff-invitations`, ours; issue #14 item 6): the invitations addressed to the
 * user's e-mail or phone numbers, each with Accept and Decline. Accepting opens the business's dashboard, active,
 * with the role given. Plain forms: works without JavaScript. In the page's language (issue 33 §3); the
 * business, the inviter and the contact are theirs (translate="no").
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, FormNotice } from '~/components/form';
import { Empty } from '~/components/layout';
import { AccountLayout } from '~/features/account/account-layout';
import { accountNavText } from '~/features/account/account-text.server';
import { setActiveBusiness } from '~/features/auth/cookies.server';
import { requireAccess } from '~/features/auth/guards.server';
import { displayPhone } from '~/features/staff/labels';
import { ROLE_KEY } from '~/features/staff/staff-text.server';
import { namedIn, Placed } from '~/components/placed-text';
import * as s from '~/features/staff/staff.css';
import { mutate, query } from '~/graphql/client.server';
import type { StaffRole } from '~/graphql/generated/graphql';
import { AnswerStaffInvitationMutation, MyStaffInvitationsQuery } from '~/graphql/queries/staff.server';
import { keysByEnglish, pick, requestTranslator, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import type { Language } from '~/lib/i18n/language';
import { href } from '~/routes';
import { apiMessageIn } from '~/lib/i18n/api-message.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta ?? 'Staff invitations — Musika' },
  { name: 'robots', content: 'noindex' },
];

const HINT_KEY: Record<StaffRole, MessageKey> = { MANAGER: 'staff.managerHint', ASSISTANT: 'staff.assistantHint' };
const WORDS = [
  'account.navStaffInvitations',
  'vendorMoney.invitations',
  'vendorMoney.accept',
  'vendorMoney.decline',
  'vendorMoney.noInvitations',
] as const;
/** "{inviter} invited {contact} as {role}: {hint}." with the two people cut out, to be marked theirs. */
function invitedLine(language: Language, t: Translate, i: { invitedBy: string; email?: string | null; phone?: string | null; role: StaffRole }) {
  const role = t(ROLE_KEY[i.role]).toLocaleLowerCase();
  const hint = t(HINT_KEY[i.role]).toLocaleLowerCase();
  return namedIn(language, t, 'vendorMoney.invitedAs', { role, hint }, { inviter: i.invitedBy, contact: i.email ?? displayPhone(i.phone ?? '') });
}

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const { myStaffInvitations } = await query(args.context, args.request, MyStaffInvitationsQuery, {});
  const { language, t } = requestTranslator(args.request);
  return {
    invitations: myStaffInvitations,
    meta: t('vendorMoney.invitationsMeta'),
    words: pick(t, WORDS),
    nav: accountNavText(t),
    lines: Object.fromEntries(myStaffInvitations.map((i) => [i.id, invitedLine(language, t, i)])),
  };
}

/** The API's refusals (its English, kept for API clients) said in the language where the wording is known. */
const BY_ENGLISH = keysByEnglish((key) => key.startsWith('vendorMoney.invitation') || key === 'staff.requestFailed');

const answerForm = z.object({ invitationId: z.string().regex(/^\d{1,10}$/), answer: z.enum(['accept', 'decline']) });

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const { t } = requestTranslator(args.request);
  const form = answerForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!form.success) return data({ formError: t('vendorMoney.answerNotUnderstood') }, { status: 400 });
  const accept = form.data.answer === 'accept';
  const input = { invitationId: form.data.invitationId, accept };
  const { answerStaffInvitation } = await mutate(args.context, args.request, AnswerStaffInvitationMutation, { input });
  const answered = answerStaffInvitation.invitation;
  if (!answered) {
    const refusal = answerStaffInvitation.userErrors[0]?.message ?? 'Request failed';
    const key = BY_ENGLISH.get(refusal.replace(/^\w+: /, ''));
    return data({ formError: key ? t(key) : apiMessageIn(t, refusal) }, { status: 400 });
  }
  if (!accept) return { notice: t('vendorMoney.declined', { business: answered.businessName }) };
  // Straight into the business they now help run, made the active one (the dashboard opens what their role may).
  throw redirect(href('dashboard'), { headers: { 'Set-Cookie': await setActiveBusiness(args.request, answered.businessId) } });
}

export default function StaffInvitations() {
  const { invitations, words: w, nav, lines } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AccountLayout title={w['account.navStaffInvitations']} nav={nav}>
      <div className={s.stack}>
        <FormNotice>{result && 'notice' in result ? result.notice : undefined}</FormNotice>
        <FormAlert>{result && 'formError' in result ? result.formError : undefined}</FormAlert>
        {invitations.length ? (
          <ul className={s.list} aria-label={w['vendorMoney.invitations']}>
            {invitations.map((i) => (
              <li key={i.id} className={s.card} data-testid="staff-invitation">
                <h2 className={s.name} translate="no">
                  {i.businessName}
                </h2>
                <p className={s.muted}>
                  <Placed {...lines[i.id]} />
                </p>
                <Form method="post" className={s.inlineForm}>
                  <input type="hidden" name="invitationId" value={i.id} />
                  <button type="submit" name="answer" value="accept" className={button()}>
                    {w['vendorMoney.accept']}
                  </button>
                  <button type="submit" name="answer" value="decline" className={button({ tone: 'secondary' })}>
                    {w['vendorMoney.decline']}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{w['vendorMoney.noInvitations']}</Empty>
        )}
      </div>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
