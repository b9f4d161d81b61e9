/**
 * Earnings (`/dashboard/earnings/`, issue 29): what the active business is owed — available (past the hold after
 * completion), pending, paid out — every ledger entry with its order (20 a page), the CSV, and the payout request
 * form. Owner and managers only (the API refuses assistants; the dashboard hides the page from them). The API
 * decides every rule (minimum, available balance, one open request); the page shows its answers beside the fields.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormNotice } from '~/components/form';
import { Empty, Section, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { requireDashboardBusiness, requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import * as s from '~/features/earnings/earnings.css';
import { LedgerTable } from '~/features/earnings/ledger-table';
import { PAYOUT_FIELDS, PayoutForm, type PayoutField, type PayoutFormResult } from '~/features/earnings/payout-form';
import type { PayoutMethod } from '~/graphql/generated/graphql';
import { mutate, query } from '~/graphql/client.server';
import { BusinessEarningsQuery, RequestPayoutMutation } from '~/graphql/queries/ledger.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { invariantFound } from '~/lib/invariant-response.server';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Earnings — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const { access, data: result } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, BusinessEarningsQuery, { businessId, page: pageFromUrl(url) }, { token }),
  );
  return {
    frame: access.frame,
    earnings: invariantFound(result.businessEarnings, 'Business not found'),
    ledger: invariantFound(result.businessLedger, 'Business not found'),
    requested: url.searchParams.get('requested') === '1',
    url: url.toString(),
  };
}

const METHODS: Record<string, PayoutMethod> = { ecocash: 'ECOCASH', onemoney: 'ONEMONEY', bank: 'BANK' };

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const form = await args.request.formData();
  const values = Object.fromEntries(PAYOUT_FIELDS.map((k) => [k, String(form.get(k) ?? '').slice(0, 200)])) as Record<PayoutField, string>;
  const method = METHODS[values.method];
  if (!method) return data<PayoutFormResult>({ fieldErrors: { method: 'Choose EcoCash, OneMoney or a bank account' }, values }, { status: 400 });
  const bank = method === 'BANK';
  const { requestPayout } = await mutate(args.context, args.request, RequestPayoutMutation, {
    input: {
      businessId: access.businessId,
      amount: values.amount.trim(),
      method,
      // Only the chosen destination's fields are sent: a phone typed before switching to a bank is not an error.
      phone: bank ? null : values.phone,
      bankName: bank ? values.bankName : null,
      bankBranch: bank ? values.bankBranch : null,
      accountName: bank ? values.accountName : null,
      accountNumber: bank ? values.accountNumber : null,
    },
  });
  if (!requestPayout.payout) {
    const [first] = requestPayout.userErrors;
    const field = PAYOUT_FIELDS.find((k) => k === first?.field);
    const message = first?.message ?? 'Error requesting payout';
    return data<PayoutFormResult>(field ? { fieldErrors: { [field]: message }, values } : { formError: message, values }, { status: 400 });
  }
  // Post/redirect/get: a reload does not ask again (the API would refuse a second open request anyway).
  throw redirect(`${href('earnings')}?requested=1`);
}

function Balance({ label, cents, testId }: { label: string; cents: number; testId: string }) {
  return (
    <div className={s.balance}>
      <dt className={s.balanceLabel}>{label}</dt>
      <dd className={s.balanceValue} data-testid={testId}>
        {formatMoney(cents)}
      </dd>
    </div>
  );
}

export default function DashboardEarnings() {
  const { frame, earnings, ledger, requested, url } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const open = earnings.openPayout;
  const canAsk = !open && earnings.available.amountCents >= earnings.minPayout.amountCents;
  return (
    <DashboardLayout frame={frame} title="Earnings">
      <div className={s.stack}>
        {requested ? <FormNotice>Your payout request was sent to Musika's finance team.</FormNotice> : null}
        <dl className={s.balances}>
          <Balance label="Available" cents={earnings.available.amountCents} testId="earnings-available" />
          <Balance label="Pending" cents={earnings.pending.amountCents} testId="earnings-pending" />
          <Balance label="Paid out" cents={earnings.paidOut.amountCents} testId="earnings-paid-out" />
        </dl>
        <p className={layoutStyles.muted}>
          Paid orders become available {earnings.holdDays} days after you complete them. Musika's commission on your package is{' '}
          {(earnings.commissionBp / 100).toFixed(earnings.commissionBp % 100 ? 2 : 0)} % of the goods (not delivery). Pay-on-delivery takings you
          collected yourself: {formatMoney(earnings.collected.amountCents)}.
        </p>
        <Section title="Request a payout">
          {open ? (
            <FormNotice>
              <span data-testid="open-payout">
                Your request of {formatMoney(open.amount.amountCents)} to {open.destination} (sent {formatHarareDateTime(open.createdAt)}) is waiting
                for Musika's finance team.
              </span>
            </FormNotice>
          ) : canAsk || result ? (
            <PayoutForm result={result} busy={busy} availableCents={earnings.available.amountCents} minCents={earnings.minPayout.amountCents} />
          ) : (
            <Empty>You can ask for a payout once {formatMoney(earnings.minPayout.amountCents)} is available.</Empty>
          )}
        </Section>
        <Section title={`Entries (${ledger.pageInfo.total})`}>
          <p>
            <a href={href('earnings-export')} download>
              Download all entries (CSV)
            </a>
          </p>
          {ledger.items.length ? <LedgerTable items={ledger.items} /> : <Empty>No entries yet: paid orders appear here.</Empty>}
          <Pagination page={ledger.pageInfo.page} totalPages={ledger.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
        </Section>
      </div>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
