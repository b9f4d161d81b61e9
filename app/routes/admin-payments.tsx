/**
 * /admin/payments/ (issue 29): every payment, newest first, 20 a page, filtered by status and method, searched by
 * an exact payment reference, order number or payer e-mail. Each row opens the payment's page (events, what it
 * paid for, refund). A GET form: it all works without JavaScript.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../schema/rest/payments';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { formStyles } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { AdminFilters, adminPageLink, AdminPager, AdminTable, readAdminListParams } from '~/features/admin/admin-list';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import { query } from '~/graphql/client.server';
import { AdminPaymentsQuery } from '~/graphql/queries/admin-payments.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Payments — Admin — Musika' }, { name: 'robots', content: 'noindex' }];

const METHOD_LABELS: Record<string, string> = { ecocash: 'EcoCash', onemoney: 'OneMoney', innbucks: 'InnBucks', web: 'Card / web' };
const pick = (list: readonly string[], v: string | null) => (v && list.includes(v) ? v : '');

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.payments.roles);
  const { status, search, page } = readAdminListParams(args.request, PAYMENT_STATUSES);
  const method = pick(PAYMENT_METHODS, new URL(args.request.url).searchParams.get('method'));
  const { adminPayments } = await query(args.context, args.request, AdminPaymentsQuery, {
    status: status || null,
    method: method || null,
    search: search || null,
    page,
  });
  return { frame, status, method, search, list: adminPayments };
}

function Filters({ status, method, search }: { status: string; method: string; search: string }) {
  return (
    <AdminFilters
      label="Filter payments"
      statuses={[['', 'Any'], ...PAYMENT_STATUSES.map((v) => [v, v[0].toUpperCase() + v.slice(1)] as const)]}
      status={status}
      search={search}
      searchLabel="Search"
      searchPlaceholder="MSK-PAY-…, order number or e-mail"
    >
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="field-method">
          Method
        </label>
        <select className={formStyles.input} id="field-method" name="method" defaultValue={method}>
          <option value="">Any</option>
          {PAYMENT_METHODS.map((v) => (
            <option key={v} value={v}>
              {METHOD_LABELS[v]}
            </option>
          ))}
        </select>
      </div>
    </AdminFilters>
  );
}

export default function AdminPayments() {
  const { frame, status, method, search, list } = useLoaderData<typeof loader>();
  const { page, totalPages, total } = list.pageInfo;
  return (
    <AdminShell frame={frame} title="Payments">
      <Filters status={status} method={method} search={search} />
      <AdminTable
        rows={list.items.length}
        empty="No payments match."
        caption={
          <>
            {total} {total === 1 ? 'payment' : 'payments'}, newest first (Harare time)
          </>
        }
        headings={['Reference', 'For', 'Amount', 'Method', 'Status', 'Payer', 'Created']}
      >
        {list.items.map((p) => (
          <tr key={p.id} data-testid={`payment-${p.reference}`}>
            <td className={`${s.cell} ${s.mono}`}>
              <Link to={href('admin-payment', { id: p.id })}>{p.reference}</Link>
            </td>
            <td className={s.cell}>{p.purpose === 'ads' ? 'Ads top-up' : p.purpose === 'subscription' ? 'Package' : 'Order'}</td>
            <td className={s.cell}>{formatMoney(p.amount.amountCents, p.amount.currency)}</td>
            <td className={s.cell}>{METHOD_LABELS[p.method] ?? p.method}</td>
            <td className={s.cell}>{p.status}</td>
            <td className={s.cell}>{p.payerEmail ?? 'Guest'}</td>
            <td className={s.cell}>{formatHarareDateTime(p.createdAt)}</td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ status, method, search }, p)} />
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
