/** /admin/ (issue 29): what waits for Musika's operators and today's activity, for every operator role. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { OPERATOR_ROLES } from '../../schema/rest/operators';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import { query } from '~/graphql/client.server';
import { AdminOverviewQuery } from '~/graphql/queries/operators.server';
import { fill } from '~/lib/i18n/fill';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.frame.w.metaOverview ?? 'Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, OPERATOR_ROLES);
  const { adminOverview } = await query(args.context, args.request, AdminOverviewQuery, {});
  return { frame, overview: adminOverview };
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <li className={s.card}>
      <span className={s.cardLabel}>{label}</span>
      <span className={s.cardValue}>{value.toLocaleString('en-ZW')}</span>
    </li>
  );
}

export default function AdminOverview() {
  const { frame, overview } = useLoaderData<typeof loader>();
  const { w } = frame;
  const inbox = overview.unreadInbox;
  return (
    <AdminShell frame={frame} title={w.overview}>
      <h2>{w.waiting}</h2>
      <ul className={s.cards} aria-label={w.waiting}>
        <Count label={w.openReports} value={overview.openReports} />
        <Count label={w.unreadInbox} value={inbox.total} />
        <Count label={w.stuckPayments} value={overview.stuckPayments} />
        <Count label={w.payoutsRequested} value={overview.ledger.payoutsRequested} />
        <Count label={w.storesDrifting} value={overview.ledger.storesDrifting} />
      </ul>
      <p className={s.roles}>{fill(w.inboxLine, { feedback: inbox.feedback, contact: inbox.contact, custom: inbox.customPackages })}</p>
      <h2>{fill(w.today, { day: overview.today.day })}</h2>
      <ul className={s.cards} aria-label={w.todayLabel}>
        <Count label={w.orders} value={overview.today.orders} />
        <Count label={w.paymentsReceived} value={overview.today.payments} />
        <Count label={w.signUps} value={overview.today.signUps} />
      </ul>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
