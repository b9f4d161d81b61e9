/**
 * Staff members (`/dashboard/manage-all-staff-members/`, issue #14 item 6): the owner invites people by e-mail
 * or phone as manager or assistant, sees members and pending invitations, changes roles, removes members and
 * cancels invitations. Owner only (the guard's role check, route-needs.ts; the API refuses anyone else too).
 * Everything works without JavaScript.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, FormNotice } from '~/components/form';
import { requireDashboardBusiness, requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { InviteForm } from '~/features/staff/invite-form';
import { staffAction } from '~/features/staff/staff-actions.server';
import { InvitationList, MemberList } from '~/features/staff/staff-lists';
import * as s from '~/features/staff/staff.css';
import { query } from '~/graphql/client.server';
import { BusinessStaffQuery } from '~/graphql/queries/staff.server';
import { staffText } from '~/features/staff/staff-text.server';
import { requestTranslator } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta ?? 'Staff members — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const { access, data: result } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, BusinessStaffQuery, { businessId }, { token, optional: ['businessStaff'] }),
  );
  const { language, t } = requestTranslator(args.request);
  const w = staffText(t, language, result.businessStaff ?? null);
  return {
    frame: access.frame,
    staff: result.businessStaff,
    w,
    meta: t('staff.meta'),
    intro: t('staff.intro', { store: access.frame.business.name }),
    fetchFailed: t('staff.fetchFailed'),
  };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const result = await staffAction(args.context, args.request, access.businessId, await args.request.formData());
  return data(result, { status: result.notice ? 200 : 400 });
}

export default function StaffMembers() {
  const { frame, staff, w, intro, fetchFailed } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DashboardLayout frame={frame} title={w['staff.title']}>
      <div className={s.stack}>
        <p className={s.muted}>{intro}</p>
        <FormNotice>{result?.notice}</FormNotice>
        {result?.formError && !result.values ? <FormAlert>{result.formError}</FormAlert> : null}
        {staff ? (
          <>
            <MemberList members={staff.members} w={w} />
            <InvitationList invitations={staff.invitations} w={w} />
          </>
        ) : (
          <FormAlert>{fetchFailed}</FormAlert>
        )}
        <InviteForm
          key={result?.notice ?? 'invite'}
          fieldErrors={result?.fieldErrors}
          formError={result?.values ? result.formError : undefined}
          values={result?.notice ? undefined : result?.values}
          w={w}
        />
      </div>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
