/**
 * Staff invitations (`/account/staff-invitations`, ours; issue #14 item 6): the invitations addressed to the
 * user's e-mail or phone numbers, each with Accept and Decline. Accepting opens the business's dashboard, active,
 * with the role given. Plain forms: works without JavaScript.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, FormNotice } from '~/components/form';
import { Empty } from '~/components/layout';
import { AccountLayout } from '~/features/account/account-layout';
import { setActiveBusiness } from '~/features/auth/cookies.server';
import { requireAccess } from '~/features/auth/guards.server';
import { displayPhone, ROLE_HINTS, ROLE_LABELS } from '~/features/staff/labels';
import * as s from '~/features/staff/staff.css';
import { mutate, query } from '~/graphql/client.server';
import { AnswerStaffInvitationMutation, MyStaffInvitationsQuery } from '~/graphql/queries/staff.server';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Staff invitations — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const { myStaffInvitations } = await query(args.context, args.request, MyStaffInvitationsQuery, {});
  return { invitations: myStaffInvitations };
}

const answerForm = z.object({ invitationId: z.string().regex(/^\d{1,10}$/), answer: z.enum(['accept', 'decline']) });

export async function action(args: ActionFunctionArgs) {
  await requireAccess('account', args);
  const form = answerForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!form.success) return data({ formError: 'That answer could not be understood. Please reload the page.' }, { status: 400 });
  const accept = form.data.answer === 'accept';
  const input = { invitationId: form.data.invitationId, accept };
  const { answerStaffInvitation } = await mutate(args.context, args.request, AnswerStaffInvitationMutation, { input });
  const answered = answerStaffInvitation.invitation;
  if (!answered) return data({ formError: answerStaffInvitation.userErrors[0]?.message ?? 'Request failed' }, { status: 400 });
  if (!accept) return { notice: `You declined the invitation to ${answered.businessName}.` };
  // Straight into the business they now help run, made the active one (the dashboard opens what their role may).
  throw redirect(href('dashboard'), { headers: { 'Set-Cookie': await setActiveBusiness(args.request, answered.businessId) } });
}

export default function StaffInvitations() {
  const { invitations } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AccountLayout title="Staff invitations">
      <div className={s.stack}>
        <FormNotice>{result && 'notice' in result ? result.notice : undefined}</FormNotice>
        <FormAlert>{result && 'formError' in result ? result.formError : undefined}</FormAlert>
        {invitations.length ? (
          <ul className={s.list} aria-label="Invitations">
            {invitations.map((i) => (
              <li key={i.id} className={s.card} data-testid="staff-invitation">
                <h2 className={s.name}>{i.businessName}</h2>
                <p className={s.muted}>
                  {i.invitedBy} invited {i.email ?? displayPhone(i.phone ?? '')} as {ROLE_LABELS[i.role].toLowerCase()}:{' '}
                  {ROLE_HINTS[i.role].toLowerCase()}.
                </p>
                <Form method="post" className={s.inlineForm}>
                  <input type="hidden" name="invitationId" value={i.id} />
                  <button type="submit" name="answer" value="accept" className={button()}>
                    Accept
                  </button>
                  <button type="submit" name="answer" value="decline" className={button({ tone: 'secondary' })}>
                    Decline
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No invitations waiting for you.</Empty>
        )}
      </div>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
