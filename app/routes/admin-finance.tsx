/**
 * /admin/finance/ (issue 29): finance's settings of what each store is owed — Musika's commission per subscription
 * package (a percentage, 0–30 with up to two decimals), the hold after an order is completed and the minimum
 * payout. Each is audited with before → after; each applies to new postings only (a ledger entry keeps the rate
 * it was taken at). Plain POST forms with an `intent` each: it all works without JavaScript.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { formatCommission } from '../../schema/rest/admin-finance';
import { LEDGER_MESSAGES } from '../../schema/rest/ledger';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, FormNotice } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import { mutate, query } from '~/graphql/client.server';
import { AdminFinanceQuery, SetPackageCommissionMutation, UpdatePayoutRulesMutation } from '~/graphql/queries/admin-finance.server';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Finance settings — Admin — Musika' }, { name: 'robots', content: 'noindex' }];

const DONE = ['commission', 'payout-rules', 'unchanged'] as const;

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.finance.roles);
  const { adminCommissionRates, adminLedgerSettings } = await query(args.context, args.request, AdminFinanceQuery, {});
  const done = new URL(args.request.url).searchParams.get('done');
  return {
    frame,
    // Percentages as finance types them ("7.5"), formatted here so the contract's code stays on the server.
    packages: adminCommissionRates.packages.map((p) => ({ ...p, percent: formatCommission(p.commissionBp).replace(' %', '') })),
    noPackage: formatCommission(adminCommissionRates.defaultCommissionBp),
    holdDays: adminLedgerSettings.holdDays,
    minPayout: (adminLedgerSettings.minPayout.amountCents / 100).toFixed(2),
    done: DONE.find((d) => d === done) ?? null,
  };
}

interface SaveResult {
  /** The package whose row failed; absent for the payout rules. */
  packageId?: string;
  field?: 'commission' | 'holdDays' | 'minPayout';
  message: string;
  /** What was typed, shown again (without JavaScript the page is rendered anew). */
  typed: Record<string, string>;
}

const FIELDS = ['commission', 'holdDays', 'minPayout'] as const;
const fieldOf = (field: string | null | undefined) => FIELDS.find((f) => f === field);

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.finance.roles);
  const form = await args.request.formData();
  const text = (name: string) => String(form.get(name) ?? '').slice(0, 40);
  const back = (done: (typeof DONE)[number]) => redirect(`${href('admin-finance')}?done=${done}`);
  if (form.get('intent') === 'commission') {
    const packageId = text('packageId');
    const { setPackageCommission } = await mutate(args.context, args.request, SetPackageCommissionMutation, {
      input: { packageId, commission: text('commission') },
    });
    if (!setPackageCommission.package) {
      const [first] = setPackageCommission.userErrors;
      return data<SaveResult>(
        {
          packageId,
          field: fieldOf(first?.field),
          message: first?.message ?? 'Error setting the commission',
          typed: { commission: text('commission') },
        },
        { status: 400 },
      );
    }
    throw back(setPackageCommission.changed ? 'commission' : 'unchanged');
  }
  // GraphQL takes the hold as an Int: a form's text that is not a whole number is refused with the contract's message.
  const typed = { holdDays: text('holdDays'), minPayout: text('minPayout') };
  const holdDays = Number(typed.holdDays.trim() || Number.NaN);
  if (!Number.isInteger(holdDays)) return data<SaveResult>({ field: 'holdDays', message: LEDGER_MESSAGES.holdDays, typed }, { status: 400 });
  const { updateLedgerSettings } = await mutate(args.context, args.request, UpdatePayoutRulesMutation, {
    input: { holdDays: Math.max(-1, Math.min(holdDays, 10_000)), minPayout: typed.minPayout },
  });
  if (!updateLedgerSettings.settings) {
    const [first] = updateLedgerSettings.userErrors;
    return data<SaveResult>({ field: fieldOf(first?.field), message: first?.message ?? 'Error saving the payout rules', typed }, { status: 400 });
  }
  throw back(updateLedgerSettings.changed ? 'payout-rules' : 'unchanged');
}

const NOTICES: Record<(typeof DONE)[number], string> = {
  commission: 'The commission was saved: it applies to sales that settle from now on.',
  'payout-rules': 'The hold and the minimum payout were saved: they apply to new postings and payout requests from now on.',
  unchanged: 'Those were already the settings; nothing changed.',
};

type Package = ReturnType<typeof useLoaderData<typeof loader>>['packages'][number];

function CommissionForm({ pkg, result }: { pkg: Package; result?: SaveResult }) {
  const mine = result?.packageId === pkg.id ? result : undefined;
  return (
    <Form method="post" aria-label={`Commission of the ${pkg.name} package`}>
      <input type="hidden" name="packageId" value={pkg.id} />
      {mine && !mine.field ? <FormAlert>{mine.message}</FormAlert> : null}
      <Field
        label={`Commission (%) — ${pkg.name}`}
        name="commission"
        id={`commission-${pkg.id}`}
        inputMode="decimal"
        autoComplete="off"
        required
        defaultValue={mine ? mine.typed.commission : pkg.percent}
        error={mine?.field === 'commission' ? mine.message : undefined}
      />
      <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="commission">
        Save
      </button>
    </Form>
  );
}

export default function AdminFinance() {
  const { frame, packages, noPackage, holdDays, minPayout, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const rules = result && result.packageId === undefined ? result : undefined;
  return (
    <AdminShell frame={frame} title="Finance settings">
      {done ? <FormNotice>{NOTICES[done]}</FormNotice> : null}
      <h2>Commission per package</h2>
      <p>
        Musika’s share of the goods (not delivery) of each pay-now sale, by the store owner’s package. A change applies to sales that settle from now
        on: entries already in a store’s ledger keep the rate they were taken at.
      </p>
      <div className={s.tableWrap}>
        <table className={s.table}>
          <thead>
            <tr>
              <th className={s.cell}>Package</th>
              <th className={s.cell}>Commission</th>
            </tr>
          </thead>
          <tbody>
            {packages.map((p) => (
              <tr key={p.id} data-testid={`commission-${p.slug}`}>
                <td className={s.cell}>
                  {p.name}
                  <br />
                  {formatMoney(p.price.amountCents, p.price.currency)} a month · now {p.percent} %
                </td>
                <td className={s.cell}>
                  <CommissionForm pkg={p} result={result} />
                </td>
              </tr>
            ))}
            <tr>
              <td className={s.cell}>No package</td>
              <td className={s.cell}>{noPackage}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <h2>Payouts</h2>
      <p>
        The hold applies to orders completed from now on (money already pending keeps the date it becomes available); the minimum applies to payout
        requests made from now on.
      </p>
      {rules && !rules.field ? <FormAlert>{rules.message}</FormAlert> : null}
      <Form method="post" aria-label="Payout rules">
        <Field
          label="Hold after an order is completed (days)"
          name="holdDays"
          type="number"
          min={0}
          max={90}
          step={1}
          required
          defaultValue={rules ? rules.typed.holdDays : holdDays}
          error={rules?.field === 'holdDays' ? rules.message : undefined}
        />
        <Field
          label="Minimum payout (US$)"
          name="minPayout"
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={rules ? rules.typed.minPayout : minPayout}
          error={rules?.field === 'minPayout' ? rules.message : undefined}
        />
        <button className={button({})} type="submit" name="intent" value="payout-rules">
          Save payout rules
        </button>
      </Form>
      <p>
        <Link to={href('admin-exchange-rates')}>Today’s exchange rate</Link> · <Link to={href('admin-payouts')}>Payout queue</Link>
      </p>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
