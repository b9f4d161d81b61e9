/**
 * /admin/operators/ (issue 29): admins see every operator with their roles and whether an authenticator app is set
 * up, and reset another operator's (a lost or replaced phone): their secret and recovery codes are removed, their
 * open logins lose the code step, and they set up a new app at /admin/security/ at their next login. Audited;
 * resetting yourself is refused (the API says so). Plain POST forms: it all works without JavaScript.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, FormNotice } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { AdminFilters, adminPageLink, AdminPager, AdminTable, readAdminListParams } from '~/features/admin/admin-list';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import type { AuthenticatorState } from '~/graphql/generated/graphql';
import { mutate, query } from '~/graphql/client.server';
import { AdminOperatorsQuery, ResetOperatorAuthenticatorMutation } from '~/graphql/queries/operator-reset.server';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Operators — Admin — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.operators.roles);
  const { search, page } = readAdminListParams(args.request);
  const { adminOperators } = await query(args.context, args.request, AdminOperatorsQuery, { search: search || null, page });
  const done = new URL(args.request.url).searchParams.get('done');
  return { frame, search, list: adminOperators, done: done === 'reset' || done === 'unchanged' ? done : null };
}

interface ResetResult {
  operatorId: string;
  message: string;
}

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.operators.roles);
  const form = await args.request.formData();
  const operatorId = String(form.get('operatorId') ?? '').slice(0, 20);
  const { resetOperatorAuthenticator: reset } = await mutate(args.context, args.request, ResetOperatorAuthenticatorMutation, {
    input: { operatorId },
  });
  if (!reset.operator) {
    return data<ResetResult>({ operatorId, message: reset.userErrors[0]?.message ?? 'Error resetting the authenticator' }, { status: 400 });
  }
  const back = new URL(args.request.url);
  back.searchParams.set('done', reset.changed ? 'reset' : 'unchanged');
  throw redirect(`${back.pathname}?${back.searchParams}`);
}

const STATES: Record<AuthenticatorState, string> = {
  ENROLLED: 'Set up',
  PENDING: 'Started, not confirmed',
  NONE: 'None: sets one up at next login',
};

export default function AdminOperators() {
  const { frame, search, list, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { page, totalPages, total } = list.pageInfo;
  return (
    <AdminShell frame={frame} title="Operators">
      {done === 'reset' ? (
        <FormNotice>The authenticator was reset: that operator sets up a new one at /admin/security/ at their next login.</FormNotice>
      ) : null}
      {done === 'unchanged' ? <FormNotice>That operator had no authenticator left to reset; nothing changed.</FormNotice> : null}
      <AdminFilters label="Find operators" search={search} searchLabel="Name or e-mail" searchPlaceholder="Name or e-mail" />
      <AdminTable
        rows={list.items.length}
        empty="No operators match."
        caption={
          <>
            {total} {total === 1 ? 'operator' : 'operators'}
          </>
        }
        headings={['Operator', 'Roles', 'Authenticator']}
      >
        {list.items.map((o) => (
          <tr key={o.id} data-testid={`operator-${o.id}`}>
            <td className={s.cell}>
              {o.name}
              <br />
              <span className={s.mono}>{o.email}</span>
            </td>
            <td className={s.cell}>{o.roles.join(', ')}</td>
            <td className={s.cell}>
              {STATES[o.authenticator]}
              {result?.operatorId === o.id ? <FormAlert>{result.message}</FormAlert> : null}
              {o.authenticator === 'NONE' ? null : (
                <Form method="post" aria-label={`Reset the authenticator of ${o.name}`}>
                  <input type="hidden" name="operatorId" value={o.id} />
                  <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="reset">
                    Reset authenticator
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ search }, p)} />
      <p>
        <Link to={href('admin-audit')}>Audit log</Link>
      </p>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
