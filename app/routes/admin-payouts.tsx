/**
 * /admin/payouts/ (issue 29): finance's payout queue — the requested payouts oldest first (or paid, rejected,
 * all), 20 a page, searchable by store. Payouts are made outside Musika; here finance records the transfer's
 * reference ("Mark paid", a payout debit in the store's ledger) or rejects with a reason. The store is told
 * either way. Plain POST forms: it all works without JavaScript. If another operator decided the payout first,
 * the API answers that, and the page shows it.
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
import type { PayoutStatus } from '~/graphql/generated/graphql';
import { mutate, query } from '~/graphql/client.server';
import { AdminPayoutsQuery, DecidePayoutMutation } from '~/graphql/queries/ledger.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Payouts — Admin — Musika' }, { name: 'robots', content: 'noindex' }];

const STATUSES: Record<string, PayoutStatus | null> = { requested: 'REQUESTED', paid: 'PAID', rejected: 'REJECTED', all: null };

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.payouts.roles);
  const { status, search, page } = readAdminListParams(args.request, Object.keys(STATUSES), 'requested');
  const { adminPayouts } = await query(args.context, args.request, AdminPayoutsQuery, { status: STATUSES[status], search: search || null, page });
  const done = new URL(args.request.url).searchParams.get('done');
  return { frame, status, search, queue: adminPayouts, done: done === 'paid' || done === 'rejected' ? done : null };
}

interface DecideResult {
  payoutId: string;
  field?: 'reference' | 'reason';
  message: string;
}

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.payouts.roles);
  const form = await args.request.formData();
  const payoutId = String(form.get('payoutId') ?? '');
  const paid = form.get('intent') === 'pay';
  const { decidePayout } = await mutate(args.context, args.request, DecidePayoutMutation, {
    input: {
      payoutId,
      outcome: paid ? 'PAID' : 'REJECTED',
      reference: paid ? String(form.get('reference') ?? '').slice(0, 200) : null,
      reason: paid ? null : String(form.get('reason') ?? '').slice(0, 1000),
    },
  });
  if (!decidePayout.payout) {
    const [first] = decidePayout.userErrors;
    const field = first?.field === 'reference' || first?.field === 'reason' ? first.field : undefined;
    return data<DecideResult>({ payoutId, field, message: first?.message ?? 'Error deciding payout' }, { status: 400 });
  }
  const back = new URL(args.request.url);
  back.searchParams.set('done', paid ? 'paid' : 'rejected');
  throw redirect(`${back.pathname}?${back.searchParams}`);
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['queue']['items'][number];

function Decide({ payout, result }: { payout: Row; result?: DecideResult }) {
  const mine = result?.payoutId === payout.id ? result : undefined;
  return (
    <div>
      {mine && !mine.field ? <FormAlert>{mine.message}</FormAlert> : null}
      <Form method="post" aria-label={`Mark payout ${payout.id} paid`}>
        <input type="hidden" name="payoutId" value={payout.id} />
        <Field
          label="Transfer reference"
          name="reference"
          id={`reference-${payout.id}`}
          error={mine?.field === 'reference' ? mine.message : undefined}
          required
          maxLength={80}
        />
        <button className={button({})} type="submit" name="intent" value="pay">
          Mark paid
        </button>
      </Form>
      <Form method="post" aria-label={`Reject payout ${payout.id}`}>
        <input type="hidden" name="payoutId" value={payout.id} />
        <Field
          label="Reason for rejecting"
          name="reason"
          id={`reason-${payout.id}`}
          error={mine?.field === 'reason' ? mine.message : undefined}
          required
          maxLength={500}
        />
        <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="reject">
          Reject
        </button>
      </Form>
    </div>
  );
}

export default function AdminPayouts() {
  const { frame, status, search, queue, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { page, totalPages, total } = queue.pageInfo;
  return (
    <AdminShell frame={frame} title="Payouts">
      {done ? <FormNotice>The payout was marked {done}; the store has been told.</FormNotice> : null}
      <p className={s.roles} data-testid="payouts-requested">
        {queue.requested} {queue.requested === 1 ? 'payout waits' : 'payouts wait'} for finance.
      </p>
      <AdminFilters
        label="Filter payouts"
        statuses={[
          ['requested', 'Requested'],
          ['paid', 'Paid'],
          ['rejected', 'Rejected'],
          ['all', 'All'],
        ]}
        status={status}
        search={search}
        searchLabel="Store"
        searchPlaceholder="Store name"
      />
      <AdminTable
        rows={queue.items.length}
        empty="No payouts match."
        caption={
          <>
            {total} {total === 1 ? 'payout' : 'payouts'} (Harare time)
          </>
        }
        headings={['Store', 'Amount', 'To', 'Requested', 'Outcome']}
      >
        {queue.items.map((p) => (
          <tr key={p.id} data-testid={`payout-${p.id}`}>
            <td className={s.cell}>{p.businessName}</td>
            <td className={s.cell}>{formatMoney(p.amount.amountCents)}</td>
            <td className={s.cell}>{p.destination}</td>
            <td className={s.cell}>{formatHarareDateTime(p.createdAt)}</td>
            <td className={s.cell}>
              {p.status === 'REQUESTED' ? (
                <Decide payout={p} result={result} />
              ) : p.status === 'PAID' ? (
                `Paid ${p.decidedAt ? formatHarareDateTime(p.decidedAt) : ''} · ${p.reference}`
              ) : (
                `Rejected: ${p.reason}`
              )}
            </td>
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
