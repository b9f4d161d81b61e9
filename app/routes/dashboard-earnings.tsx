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
import { invariantFound } from '~/lib/invariant-response.server';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { dateTimeIn, ledgerHead, ledgerRows, payoutRefusal, payoutWords } from '~/features/earnings/earnings-text.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.words.meta ?? 'Earnings — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const { access, data: result } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, BusinessEarningsQuery, { businessId, page: pageFromUrl(url) }, { token }),
  );
  const earnings = invariantFound(result.businessEarnings, 'Business not found');
  const ledger = invariantFound(result.businessLedger, 'Business not found');
  const { language, t } = requestTranslator(args.request);
  const usd = (cents: number) => formatMoneyIn(language, cents);
  const open = earnings.openPayout;
  const words = {
    meta: t('earnings.meta'),
    title: t('earnings.title'),
    requested: t('earnings.requested'),
    available: t('earnings.available'),
    pending: t('earnings.pending'),
    paidOut: t('earnings.paidOut'),
    balances: {
      available: usd(earnings.available.amountCents),
      pending: usd(earnings.pending.amountCents),
      paidOut: usd(earnings.paidOut.amountCents),
    },
    terms: t('earnings.terms', {
      days: earnings.holdDays,
      rate: (earnings.commissionBp / 100).toFixed(earnings.commissionBp % 100 ? 2 : 0),
      collected: usd(earnings.collected.amountCents),
    }),
    requestTitle: t('earnings.requestTitle'),
    open: open
      ? t('earnings.openRequest', { amount: usd(open.amount.amountCents), destination: open.destination, date: dateTimeIn(language, open.createdAt) })
      : '',
    notYet: t('earnings.notYet', { amount: usd(earnings.minPayout.amountCents) }),
    entries: t('earnings.entries', { count: ledger.pageInfo.total }),
    download: t('earnings.download'),
    noEntries: t('earnings.noEntries'),
    head: ledgerHead(t),
    rows: ledgerRows(t, language, ledger.items),
    payout: {
      ...payoutWords(t),
      hint: t('earnings.amountHint', { min: usd(earnings.minPayout.amountCents), max: usd(Math.max(0, earnings.available.amountCents)) }),
    },
  };
  return { frame: access.frame, earnings, ledger, requested: url.searchParams.get('requested') === '1', url: url.toString(), words };
}

const METHODS: Record<string, PayoutMethod> = { ecocash: 'ECOCASH', onemoney: 'ONEMONEY', bank: 'BANK' };

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const form = await args.request.formData();
  const { t } = requestTranslator(args.request);
  const values = Object.fromEntries(PAYOUT_FIELDS.map((k) => [k, String(form.get(k) ?? '').slice(0, 200)])) as Record<PayoutField, string>;
  const method = METHODS[values.method];
  if (!method) return data<PayoutFormResult>({ fieldErrors: { method: t('earnings.errorMethod') }, values }, { status: 400 });
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
    const message = payoutRefusal(t, first?.message ?? 'Error requesting payout');
    return data<PayoutFormResult>(field ? { fieldErrors: { [field]: message }, values } : { formError: message, values }, { status: 400 });
  }
  // Post/redirect/get: a reload does not ask again (the API would refuse a second open request anyway).
  throw redirect(`${href('earnings')}?requested=1`);
}

function Balance({ label, amount, testId }: { label: string; amount: string; testId: string }) {
  return (
    <div className={s.balance}>
      <dt className={s.balanceLabel}>{label}</dt>
      <dd className={s.balanceValue} data-testid={testId}>
        {amount}
      </dd>
    </div>
  );
}

export default function DashboardEarnings() {
  const { frame, earnings, ledger, requested, url, words: w } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const open = earnings.openPayout;
  const canAsk = !open && earnings.available.amountCents >= earnings.minPayout.amountCents;
  return (
    <DashboardLayout frame={frame} title={w.title}>
      <div className={s.stack}>
        {requested ? <FormNotice>{w.requested}</FormNotice> : null}
        <dl className={s.balances}>
          <Balance label={w.available} amount={w.balances.available} testId="earnings-available" />
          <Balance label={w.pending} amount={w.balances.pending} testId="earnings-pending" />
          <Balance label={w.paidOut} amount={w.balances.paidOut} testId="earnings-paid-out" />
        </dl>
        <p className={layoutStyles.muted}>{w.terms}</p>
        <Section title={w.requestTitle}>
          {open ? (
            <FormNotice>
              <span data-testid="open-payout">{w.open}</span>
            </FormNotice>
          ) : canAsk || result ? (
            <PayoutForm result={result} busy={busy} availableCents={earnings.available.amountCents} w={w.payout} />
          ) : (
            <Empty>{w.notYet}</Empty>
          )}
        </Section>
        <Section title={w.entries}>
          <p>
            <a href={href('earnings-export')} download>
              {w.download}
            </a>
          </p>
          {w.rows.length ? <LedgerTable rows={w.rows} head={w.head} /> : <Empty>{w.noEntries}</Empty>}
          <Pagination page={ledger.pageInfo.page} totalPages={ledger.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
        </Section>
      </div>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
