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

export const meta: MetaFunction = () => [{ title: 'Admin — Musika' }, { name: 'robots', content: 'noindex' }];

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
  return (
    <AdminShell frame={frame} title="Overview">
      <h2>Waiting</h2>
      <ul className={s.cards} aria-label="Waiting">
        <Count label="Open product reports" value={overview.openReports} />
        <Count label="Unread inbox" value={overview.unreadInbox.total} />
        <Count label="Payments pending over an hour" value={overview.stuckPayments} />
        <Count label="Payouts requested" value={overview.ledger.payoutsRequested} />
        <Count label="Stores whose ledger does not add up" value={overview.ledger.storesDrifting} />
      </ul>
      <p className={s.roles}>
        Inbox: {overview.unreadInbox.feedback} feedback, {overview.unreadInbox.contact} contact messages, {overview.unreadInbox.customPackages} custom
        package requests.
      </p>
      <h2>Today ({overview.today.day}, Harare)</h2>
      <ul className={s.cards} aria-label="Today">
        <Count label="Orders" value={overview.today.orders} />
        <Count label="Payments received" value={overview.today.payments} />
        <Count label="Sign-ups" value={overview.today.signUps} />
      </ul>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
