/**
 * /admin/reports/ (issue 29): the moderators' product reports — open ones oldest first (or resolved, or all), 20
 * a page, searchable by product or store. An open report is resolved by unpublishing the listing (with the reason
 * the store's owner reads; it leaves search and category pages at once) or by dismissing it (with an optional
 * note for the reporter). Plain POST forms: it all works without JavaScript. If another moderator resolved the
 * report first, the API says so and the page shows it.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, FormNotice } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { AdminFilters, adminPageLink, AdminPager, AdminTable, readAdminListParams } from '~/features/admin/admin-list';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import type { ReportFilter } from '~/graphql/generated/graphql';
import { mutate, query } from '~/graphql/client.server';
import { AdminReportsQuery, ResolveReportMutation } from '~/graphql/queries/moderation.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Product reports — Admin — Musika' }, { name: 'robots', content: 'noindex' }];

const STATUSES: Record<string, ReportFilter> = { open: 'OPEN', resolved: 'RESOLVED', all: 'ALL' };

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.reports.roles);
  const { status, search, page } = readAdminListParams(args.request, Object.keys(STATUSES), 'open');
  const { adminReports } = await query(args.context, args.request, AdminReportsQuery, { status: STATUSES[status], search: search || null, page });
  const done = new URL(args.request.url).searchParams.get('done');
  return { frame, status, search, queue: adminReports, done: done === 'unpublished' || done === 'dismissed' ? done : null };
}

interface ResolveResult {
  reportId: string;
  field?: 'reason' | 'note';
  message: string;
}

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.reports.roles);
  const form = await args.request.formData();
  const reportId = String(form.get('reportId') ?? '');
  const unpublish = form.get('intent') === 'unpublish';
  const { resolveReport } = await mutate(args.context, args.request, ResolveReportMutation, {
    input: {
      reportId,
      outcome: unpublish ? 'UNPUBLISHED' : 'DISMISSED',
      reason: unpublish ? String(form.get('reason') ?? '').slice(0, 1000) : null,
      note: unpublish ? null : String(form.get('note') ?? '').slice(0, 1000) || null,
    },
  });
  if (!resolveReport.report) {
    const [first] = resolveReport.userErrors;
    const field = first?.field === 'reason' || first?.field === 'note' ? first.field : undefined;
    return data<ResolveResult>({ reportId, field, message: first?.message ?? 'Error resolving report' }, { status: 400 });
  }
  const back = new URL(args.request.url);
  back.searchParams.set('done', unpublish ? 'unpublished' : 'dismissed');
  throw redirect(`${back.pathname}?${back.searchParams}`);
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['queue']['items'][number];

function Resolve({ report, result }: { report: Row; result?: ResolveResult }) {
  const mine = result?.reportId === report.id ? result : undefined;
  return (
    <div>
      {mine && !mine.field ? <FormAlert>{mine.message}</FormAlert> : null}
      <Form method="post" aria-label={`Unpublish the listing of report ${report.id}`}>
        <input type="hidden" name="reportId" value={report.id} />
        <Field
          label="Why (the store reads it)"
          name="reason"
          id={`reason-${report.id}`}
          error={mine?.field === 'reason' ? mine.message : undefined}
          required
          minLength={5}
          maxLength={500}
        />
        <button className={button({})} type="submit" name="intent" value="unpublish">
          Unpublish the listing
        </button>
      </Form>
      <Form method="post" aria-label={`Dismiss report ${report.id}`}>
        <input type="hidden" name="reportId" value={report.id} />
        <Field
          label="Note for the reporter (optional)"
          name="note"
          id={`note-${report.id}`}
          error={mine?.field === 'note' ? mine.message : undefined}
          maxLength={500}
        />
        <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="dismiss">
          Dismiss
        </button>
      </Form>
    </div>
  );
}

function Outcome({ report }: { report: Row }) {
  const when = report.resolvedAt ? formatHarareDateTime(report.resolvedAt) : '';
  const who = report.resolvedByName ? ` by ${report.resolvedByName}` : '';
  const verb = report.outcome === 'UNPUBLISHED' ? 'Unpublished' : 'Dismissed';
  return (
    <span>
      {verb} {when}
      {who}
      {report.resolutionNote ? ` · ${report.resolutionNote}` : ''}
    </span>
  );
}

export default function AdminReports() {
  const { frame, status, search, queue, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { page, totalPages, total } = queue.pageInfo;
  return (
    <AdminShell frame={frame} title="Product reports">
      {done ? <FormNotice>The report was resolved ({done}); the reporter has been told.</FormNotice> : null}
      <p className={s.roles} data-testid="reports-open">
        {queue.open} {queue.open === 1 ? 'report is' : 'reports are'} open.
      </p>
      <AdminFilters
        label="Filter reports"
        statuses={[
          ['open', 'Open'],
          ['resolved', 'Resolved'],
          ['all', 'All'],
        ]}
        status={status}
        search={search}
        searchLabel="Product or store"
        searchPlaceholder="Product or store name"
      />
      <AdminTable
        rows={queue.items.length}
        empty="No reports match."
        caption={
          <>
            {total} {total === 1 ? 'report' : 'reports'} (Harare time)
          </>
        }
        headings={['Listing', 'Report', 'Outcome']}
      >
        {queue.items.map((r) => (
          <tr key={r.id} data-testid={`report-${r.id}`}>
            <td className={s.cell}>
              <Link to={href('product', { slug: r.productSlug })}>{r.productName}</Link>
              <br />
              {r.businessName} · {r.productStatus === 'publish' ? 'public' : r.productStatus}
            </td>
            <td className={s.cell}>
              {r.reason.replace('_', ' ')}
              {r.details ? `: ${r.details}` : ''}
              <br />
              {r.reporterName ?? 'A visitor without an account'} · {formatHarareDateTime(r.createdAt)}
            </td>
            <td className={s.cell}>{r.resolvedAt ? <Outcome report={r} /> : <Resolve report={r} result={result} />}</td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ status, search }, p)} />
      <p>
        <Link to={href('admin')}>Back to the overview</Link>
      </p>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
