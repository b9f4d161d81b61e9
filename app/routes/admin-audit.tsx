/**
 * /admin/audit/ (issue 29): the append-only log of every operator action, newest first, 25 a page, filtered by
 * operator, action, object type and Harare dates. A GET form, so filters and pages are links and need no
 * JavaScript. Read-only: nothing here (or anywhere) edits or deletes an entry.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, formStyles } from '~/components/form';
import { Empty } from '~/components/layout';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { AdminPager, adminPageLink, readAdminListParams } from '~/features/admin/admin-list';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import { query } from '~/graphql/client.server';
import { AdminAuditQuery } from '~/graphql/queries/operators.server';
import { fill } from '~/lib/i18n/fill';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.frame.w.metaAudit ?? 'Audit log — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

const FILTERS = ['operator', 'action', 'objectType', 'from', 'to'] as const;

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.audit.roles);
  const params = new URL(args.request.url).searchParams;
  const filters = Object.fromEntries(FILTERS.map((k) => [k, (params.get(k) ?? '').trim().slice(0, 80)])) as Record<(typeof FILTERS)[number], string>;
  const { page } = readAdminListParams(args.request);
  const { adminAuditLog } = await query(args.context, args.request, AdminAuditQuery, {
    page,
    filter: {
      operatorId: filters.operator || null,
      action: filters.action || null,
      objectType: filters.objectType || null,
      from: filters.from || null,
      to: filters.to || null,
    },
  });
  return { frame, filters, log: adminAuditLog };
}

const harareTime = (iso: string) => new Date(Date.parse(iso) + 2 * 3_600_000).toISOString().replace('T', ' ').slice(0, 16);

export default function AdminAudit() {
  const { frame, filters, log } = useLoaderData<typeof loader>();
  const { page, totalPages, total } = log.pageInfo;
  const { w } = frame;
  const role = (r: string) => w[`role${r[0].toUpperCase()}${r.slice(1).toLowerCase()}` as keyof typeof w] ?? r;
  return (
    <AdminShell frame={frame} title={w.navAudit}>
      <Form method="get" className={s.filters} aria-label={w.auditFilterLabel}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="field-operator">
            {w.auditOperator}
          </label>
          <select className={formStyles.input} id="field-operator" name="operator" defaultValue={filters.operator}>
            <option value="">{w.auditEveryone}</option>
            {log.operators.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        <Field label={w.auditAction} name="action" defaultValue={filters.action} placeholder="operator.signed_in" maxLength={80} />
        <Field label={w.auditObjectType} name="objectType" defaultValue={filters.objectType} placeholder="user" maxLength={80} />
        <Field label={w.auditFrom} name="from" type="date" defaultValue={filters.from} />
        <Field label={w.auditTo} name="to" type="date" defaultValue={filters.to} />
        <button className={button({ tone: 'secondary' })} type="submit">
          {w.filter}
        </button>
      </Form>
      {log.items.length === 0 ? (
        <Empty>{w.auditEmpty}</Empty>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table}>
            <caption className={s.roles}>{fill(w.auditCaption, { count: total.toLocaleString('en-ZW') })}</caption>
            <thead>
              <tr>
                {[w.auditWhen, w.auditOperator, w.auditAction, w.auditObject, w.auditBeforeAfter, w.auditAddress].map((h) => (
                  <th key={h} className={s.cell} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {log.items.map((e) => (
                <tr key={e.id}>
                  <td className={s.cell}>{harareTime(e.createdAt)}</td>
                  <td className={s.cell}>
                    <span translate="no">{e.operatorName}</span>
                    <br />
                    <small>{e.roles.map(role).join(', ')}</small>
                  </td>
                  {/* The log's own codes (operator.signed_in, user 40, the values before and after): content. */}
                  <td className={s.cell} translate="no">
                    {e.action}
                  </td>
                  <td className={s.cell} translate="no">
                    {e.objectType} {e.objectId}
                  </td>
                  <td className={`${s.cell} ${s.mono}`} translate="no">
                    {e.before || e.after ? `${e.before ?? '—'} → ${e.after ?? '—'}` : '—'}
                  </td>
                  <td className={`${s.cell} ${s.mono}`}>{e.address ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink(filters, p)} older />
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
