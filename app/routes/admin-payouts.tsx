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
import { adminMoney as money, adminWhen } from '~/features/admin/admin-format';
import { capitalised } from '~/lib/capitalised';
import { adminRefusal, areaWords, type AreaWords } from '~/features/admin/admin-words.server';
import { adminMoney } from '~/lib/i18n/catalogues/en/admin-money';
import { fill } from '~/lib/i18n/fill';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaPayouts ?? 'Payouts — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

const STATUSES: Record<string, PayoutStatus | null> = { requested: 'REQUESTED', paid: 'PAID', rejected: 'REJECTED', all: null };

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.payouts.roles);
  const { status, search, page } = readAdminListParams(args.request, Object.keys(STATUSES), 'requested');
  const { adminPayouts } = await query(args.context, args.request, AdminPayoutsQuery, { status: STATUSES[status], search: search || null, page });
  const done = new URL(args.request.url).searchParams.get('done');
  return {
    frame,
    w: areaWords(frame.language, adminMoney),
    status,
    search,
    queue: adminPayouts,
    done: done === 'paid' || done === 'rejected' ? done : null,
  };
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
    const { t } = requestTranslator(args.request);
    const message = first?.message ? adminRefusal(t, first.message) : t('adminMoney.errorDeciding');
    return data<DecideResult>({ payoutId, field, message }, { status: 400 });
  }
  const back = new URL(args.request.url);
  back.searchParams.set('done', paid ? 'paid' : 'rejected');
  throw redirect(`${back.pathname}?${back.searchParams}`);
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['queue']['items'][number];

function Decide({ w, payout, result }: { w: AreaWords<typeof adminMoney>; payout: Row; result?: DecideResult }) {
  const mine = result?.payoutId === payout.id ? result : undefined;
  return (
    <div>
      {mine && !mine.field ? <FormAlert>{mine.message}</FormAlert> : null}
      <Form method="post" aria-label={fill(w.markPaidLabel, { id: payout.id })}>
        <input type="hidden" name="payoutId" value={payout.id} />
        <Field
          label={w.transferReference}
          name="reference"
          id={`reference-${payout.id}`}
          error={mine?.field === 'reference' ? mine.message : undefined}
          required
          maxLength={80}
        />
        <button className={button({})} type="submit" name="intent" value="pay">
          {w.markPaid}
        </button>
      </Form>
      <Form method="post" aria-label={fill(w.rejectLabel, { id: payout.id })}>
        <input type="hidden" name="payoutId" value={payout.id} />
        <Field
          label={w.reasonRejecting}
          name="reason"
          id={`reason-${payout.id}`}
          error={mine?.field === 'reason' ? mine.message : undefined}
          required
          maxLength={500}
        />
        <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="reject">
          {w.reject}
        </button>
      </Form>
    </div>
  );
}

export default function AdminPayouts() {
  const { frame, w, status, search, queue, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { page, totalPages, total } = queue.pageInfo;
  const { language } = frame;
  return (
    <AdminShell frame={frame} title={w.payouts}>
      {done ? <FormNotice>{done === 'paid' ? w.donePaid : w.doneRejected}</FormNotice> : null}
      <p className={s.roles} data-testid="payouts-requested">
        {fill(w.requestedCount, { count: queue.requested })}
      </p>
      <AdminFilters
        label={w.filterPayouts}
        statuses={[
          ['requested', capitalised(frame.w.stRequested)],
          ['paid', capitalised(frame.w.stPaid)],
          ['rejected', capitalised(frame.w.stRejected)],
          ['all', frame.w.all],
        ]}
        status={status}
        search={search}
        searchLabel={w.headStore}
        searchPlaceholder={w.storeName}
      />
      <AdminTable
        rows={queue.items.length}
        empty={w.noPayouts}
        caption={fill(w.payoutsCaption, { count: total })}
        headings={[w.headStore, w.headAmount, w.headTo, w.headRequested, w.headOutcome]}
      >
        {queue.items.map((p) => (
          <tr key={p.id} data-testid={`payout-${p.id}`}>
            <td className={s.cell} translate="no">
              {p.businessName}
            </td>
            <td className={s.cell}>{money(language, p.amount.amountCents)}</td>
            <td className={s.cell} translate="no">
              {p.destination}
            </td>
            <td className={s.cell}>{adminWhen(language, p.createdAt)}</td>
            <td className={s.cell}>
              {p.status === 'REQUESTED' ? (
                <Decide w={w} payout={p} result={result} />
              ) : p.status === 'PAID' ? (
                fill(w.paidOutcome, { date: p.decidedAt ? adminWhen(language, p.decidedAt) : '', reference: p.reference ?? '' })
              ) : (
                <>
                  {fill(w.rejectedOutcome, { reason: '' })}
                  <span translate="no">{p.reason}</span>
                </>
              )}
            </td>
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
