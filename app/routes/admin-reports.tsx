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
import { AdminShell, useAdminFrame } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import type { ReportFilter } from '~/graphql/generated/graphql';
import { mutate, query } from '~/graphql/client.server';
import { AdminReportsQuery, ResolveReportMutation } from '~/graphql/queries/moderation.server';
import { adminWhen } from '~/features/admin/admin-format';
import { capitalised } from '~/lib/capitalised';
import { adminRefusal, areaWords, type AreaWords } from '~/features/admin/admin-words.server';
import { adminModeration } from '~/lib/i18n/catalogues/en/admin-moderation';
import { fill } from '~/lib/i18n/fill';
import { requestTranslator } from '~/lib/i18n/translate.server';

type Words = AreaWords<typeof adminModeration>;
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaReports ?? 'Product reports — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

const STATUSES: Record<string, ReportFilter> = { open: 'OPEN', resolved: 'RESOLVED', all: 'ALL' };

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.reports.roles);
  const { status, search, page } = readAdminListParams(args.request, Object.keys(STATUSES), 'open');
  const { adminReports } = await query(args.context, args.request, AdminReportsQuery, { status: STATUSES[status], search: search || null, page });
  const done = new URL(args.request.url).searchParams.get('done');
  return {
    frame,
    w: areaWords(frame.language, adminModeration),
    status,
    search,
    queue: adminReports,
    done: done === 'unpublished' || done === 'dismissed' ? done : null,
  };
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
    const { t } = requestTranslator(args.request);
    const message = first?.message ? adminRefusal(t, first.message) : t('adminModeration.errorResolving');
    return data<ResolveResult>({ reportId, field, message }, { status: 400 });
  }
  const back = new URL(args.request.url);
  back.searchParams.set('done', unpublish ? 'unpublished' : 'dismissed');
  throw redirect(`${back.pathname}?${back.searchParams}`);
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['queue']['items'][number];

function Resolve({ w, report, result }: { w: Words; report: Row; result?: ResolveResult }) {
  const mine = result?.reportId === report.id ? result : undefined;
  return (
    <div>
      {mine && !mine.field ? <FormAlert>{mine.message}</FormAlert> : null}
      <Form method="post" aria-label={fill(w.unpublishLabel, { id: report.id })}>
        <input type="hidden" name="reportId" value={report.id} />
        <Field
          label={w.whyStore}
          name="reason"
          id={`reason-${report.id}`}
          error={mine?.field === 'reason' ? mine.message : undefined}
          required
          minLength={5}
          maxLength={500}
        />
        <button className={button({})} type="submit" name="intent" value="unpublish">
          {w.unpublish}
        </button>
      </Form>
      <Form method="post" aria-label={fill(w.dismissLabel, { id: report.id })}>
        <input type="hidden" name="reportId" value={report.id} />
        <Field
          label={w.noteReporter}
          name="note"
          id={`note-${report.id}`}
          error={mine?.field === 'note' ? mine.message : undefined}
          maxLength={500}
        />
        <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="dismiss">
          {w.dismiss}
        </button>
      </Form>
    </div>
  );
}

const REASONS: Record<string, keyof Words> = {
  counterfeit: 'reasonCounterfeit',
  prohibited: 'reasonProhibited',
  scam: 'reasonScam',
  wrong_category: 'reasonWrongCategory',
  offensive: 'reasonOffensive',
  other: 'reasonOther',
};

function Outcome({ w, report }: { w: Words; report: Row }) {
  const { language } = useAdminFrame();
  const date = report.resolvedAt ? adminWhen(language, report.resolvedAt) : '';
  return (
    <span>
      {fill(report.outcome === 'UNPUBLISHED' ? w.outcomeUnpublished : w.outcomeDismissed, { date })}
      {report.resolvedByName ? (
        <>
          {' '}
          {fill(w.by, { name: '' })}
          <span translate="no">{report.resolvedByName}</span>
        </>
      ) : null}
      {report.resolutionNote ? (
        <>
          {' · '}
          <span translate="no">{report.resolutionNote}</span>
        </>
      ) : null}
    </span>
  );
}

export default function AdminReports() {
  const { frame, w, status, search, queue, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { page, totalPages, total } = queue.pageInfo;
  return (
    <AdminShell frame={frame} title={w.reports}>
      {done ? (
        <FormNotice>{fill(w.doneResolved, { outcome: done === 'unpublished' ? frame.w.stUnpublished : frame.w.stDismissed })}</FormNotice>
      ) : null}
      <p className={s.roles} data-testid="reports-open">
        {fill(w.openCount, { count: queue.open })}
      </p>
      <AdminFilters
        label={w.filterReports}
        statuses={[
          ['open', capitalised(frame.w.stOpen)],
          ['resolved', capitalised(frame.w.stResolved)],
          ['all', frame.w.all],
        ]}
        status={status}
        search={search}
        searchLabel={w.searchReports}
        searchPlaceholder={w.searchReportsPlaceholder}
      />
      <AdminTable
        rows={queue.items.length}
        empty={w.noReports}
        caption={fill(w.reportsCaption, { count: total })}
        headings={[w.headListing, w.headReport, w.headOutcome]}
      >
        {queue.items.map((r) => (
          <tr key={r.id} data-testid={`report-${r.id}`}>
            <td className={s.cell}>
              <Link to={href('product', { slug: r.productSlug })} translate="no">
                {r.productName}
              </Link>
              <br />
              <span translate="no">{r.businessName}</span> ·{' '}
              {r.productStatus === 'publish' ? w.public : r.productStatus === 'draft' ? w.draft : r.productStatus}
            </td>
            <td className={s.cell}>
              {REASONS[r.reason] ? w[REASONS[r.reason]] : r.reason.replace('_', ' ')}
              {r.details ? (
                <>
                  {': '}
                  <span translate="no">{r.details}</span>
                </>
              ) : null}
              <br />
              {r.reporterName ? <span translate="no">{r.reporterName}</span> : w.visitor} · {adminWhen(frame.language, r.createdAt)}
            </td>
            <td className={s.cell}>{r.resolvedAt ? <Outcome w={w} report={r} /> : <Resolve w={w} report={r} result={result} />}</td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ status, search }, p)} />
      <p>
        <Link to={href('admin')}>{frame.w.backToOverview}</Link>
      </p>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
