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

import { adminRefusal, areaWords } from '~/features/admin/admin-words.server';
import { adminSecurity } from '~/lib/i18n/catalogues/en/admin-security';
import { fill } from '~/lib/i18n/fill';
import { requestTranslator } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaOperators ?? 'Operators — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.operators.roles);
  const { search, page } = readAdminListParams(args.request);
  const { adminOperators } = await query(args.context, args.request, AdminOperatorsQuery, { search: search || null, page });
  const done = new URL(args.request.url).searchParams.get('done');
  return {
    frame,
    w: areaWords(frame.language, adminSecurity),
    search,
    list: adminOperators,
    done: done === 'reset' || done === 'unchanged' ? done : null,
  };
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
    const { t } = requestTranslator(args.request);
    const message = reset.userErrors[0]?.message ? adminRefusal(t, reset.userErrors[0].message) : t('adminSecurity.errorReset');
    return data<ResetResult>({ operatorId, message }, { status: 400 });
  }
  const back = new URL(args.request.url);
  back.searchParams.set('done', reset.changed ? 'reset' : 'unchanged');
  throw redirect(`${back.pathname}?${back.searchParams}`);
}

const STATES = { ENROLLED: 'stateEnrolled', PENDING: 'statePending', NONE: 'stateNone' } as const satisfies Record<AuthenticatorState, string>;

export default function AdminOperators() {
  const { frame, w, search, list, done } = useLoaderData<typeof loader>();
  const role = (r: string) => frame.w[`role${r[0].toUpperCase()}${r.slice(1).toLowerCase()}` as keyof typeof frame.w] ?? r;
  const result = useActionData<typeof action>();
  const { page, totalPages, total } = list.pageInfo;
  return (
    <AdminShell frame={frame} title={w.operators}>
      {done === 'reset' ? <FormNotice>{w.doneReset}</FormNotice> : null}
      {done === 'unchanged' ? <FormNotice>{w.doneUnchanged}</FormNotice> : null}
      <AdminFilters label={w.findOperators} search={search} searchLabel={w.nameOrEmail} searchPlaceholder={w.nameOrEmail} />
      <AdminTable
        rows={list.items.length}
        empty={w.noOperators}
        caption={fill(w.operatorsCaption, { count: total })}
        headings={[w.headOperator, w.headRoles, w.headAuthenticator]}
      >
        {list.items.map((o) => (
          <tr key={o.id} data-testid={`operator-${o.id}`}>
            <td className={s.cell} translate="no">
              {o.name}
              <br />
              <span className={s.mono}>{o.email}</span>
            </td>
            <td className={s.cell}>{o.roles.map(role).join(', ')}</td>
            <td className={s.cell}>
              {w[STATES[o.authenticator]]}
              {result?.operatorId === o.id ? <FormAlert>{result.message}</FormAlert> : null}
              {o.authenticator === 'NONE' ? null : (
                <Form method="post" aria-label={fill(w.resetLabel, { name: o.name })}>
                  <input type="hidden" name="operatorId" value={o.id} />
                  <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="reset">
                    {w.reset}
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ search }, p)} />
      <p>
        <Link to={href('admin-audit')}>{frame.w.navAudit}</Link>
      </p>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
