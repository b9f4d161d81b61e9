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
import { adminMoney as money, adminWhen, statusWord } from '~/features/admin/admin-format';
import { capitalised } from '~/lib/capitalised';
import { useAdminFrame } from '~/features/admin/admin-shell';
import { areaWords, type AreaWords } from '~/features/admin/admin-words.server';
import { adminMoney } from '~/lib/i18n/catalogues/en/admin-money';
import { fill } from '~/lib/i18n/fill';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaPayments ?? 'Payments — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

/** Brand names stay as they are in every language; `web` is said in the language. */
const METHOD_LABELS: Record<string, string> = { ecocash: 'EcoCash', onemoney: 'OneMoney', innbucks: 'InnBucks' };
const methodLabel = (w: AreaWords<typeof adminMoney>, method: string) => (method === 'web' ? w.cardWeb : (METHOD_LABELS[method] ?? method));
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
  return { frame, w: areaWords(frame.language, adminMoney), status, method, search, list: adminPayments };
}

function Filters({ w, status, method, search }: { w: AreaWords<typeof adminMoney>; status: string; method: string; search: string }) {
  const frame = useAdminFrame();
  return (
    <AdminFilters
      label={w.filterPayments}
      statuses={[['', frame.w.any], ...PAYMENT_STATUSES.map((v) => [v, capitalised(statusWord(frame.w, v))] as const)]}
      status={status}
      search={search}
      searchLabel={w.search}
      searchPlaceholder={w.searchPayments}
    >
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="field-method">
          {w.method}
        </label>
        <select className={formStyles.input} id="field-method" name="method" defaultValue={method}>
          <option value="">{frame.w.any}</option>
          {PAYMENT_METHODS.map((v) => (
            <option key={v} value={v}>
              {methodLabel(w, v)}
            </option>
          ))}
        </select>
      </div>
    </AdminFilters>
  );
}

export default function AdminPayments() {
  const { frame, w, status, method, search, list } = useLoaderData<typeof loader>();
  const { page, totalPages, total } = list.pageInfo;
  return (
    <AdminShell frame={frame} title={w.payments}>
      <Filters w={w} status={status} method={method} search={search} />
      <AdminTable
        rows={list.items.length}
        empty={w.noPayments}
        caption={fill(w.paymentsCaption, { count: total })}
        headings={[w.headReference, w.headFor, w.headAmount, w.headMethod, frame.w.status, w.headPayer, w.headCreated]}
      >
        {list.items.map((p) => (
          <tr key={p.id} data-testid={`payment-${p.reference}`}>
            <td className={`${s.cell} ${s.mono}`}>
              <Link to={href('admin-payment', { id: p.id })}>{p.reference}</Link>
            </td>
            <td className={s.cell}>{p.purpose === 'ads' ? w.forAds : p.purpose === 'subscription' ? w.forPackage : w.forOrder}</td>
            <td className={s.cell}>{money(frame.language, p.amount.amountCents, p.amount.currency)}</td>
            <td className={s.cell}>{methodLabel(w, p.method)}</td>
            <td className={s.cell}>{statusWord(frame.w, p.status)}</td>
            <td className={s.cell}>{p.payerEmail ? <span translate="no">{p.payerEmail}</span> : frame.w.guest}</td>
            <td className={s.cell}>{adminWhen(frame.language, p.createdAt)}</td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ status, method, search }, p)} />
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
