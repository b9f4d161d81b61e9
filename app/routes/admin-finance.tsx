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
import { adminMoney } from '~/features/admin/admin-format';
import { adminRefusal, areaWords } from '~/features/admin/admin-words.server';
import { adminContentSettings } from '~/lib/i18n/catalogues/en/admin-content-settings';
import { fill } from '~/lib/i18n/fill';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

type Words = ReturnType<typeof useLoaderData<typeof loader>>['w'];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaFinance ?? 'Finance settings — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

const DONE = ['commission', 'payout-rules', 'unchanged'] as const;

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.finance.roles);
  const { adminCommissionRates, adminLedgerSettings } = await query(args.context, args.request, AdminFinanceQuery, {});
  const done = new URL(args.request.url).searchParams.get('done');
  return {
    frame,
    w: areaWords(frame.language, adminContentSettings),
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
  const { t } = requestTranslator(args.request);
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
          message: adminRefusal(t, first?.message ?? 'Error setting the commission'),
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
  if (!Number.isInteger(holdDays))
    return data<SaveResult>({ field: 'holdDays', message: adminRefusal(t, LEDGER_MESSAGES.holdDays), typed }, { status: 400 });
  const { updateLedgerSettings } = await mutate(args.context, args.request, UpdatePayoutRulesMutation, {
    input: { holdDays: Math.max(-1, Math.min(holdDays, 10_000)), minPayout: typed.minPayout },
  });
  if (!updateLedgerSettings.settings) {
    const [first] = updateLedgerSettings.userErrors;
    return data<SaveResult>(
      { field: fieldOf(first?.field), message: adminRefusal(t, first?.message ?? 'Error saving the payout rules'), typed },
      { status: 400 },
    );
  }
  throw back(updateLedgerSettings.changed ? 'payout-rules' : 'unchanged');
}

const NOTICES = { commission: 'doneCommission', 'payout-rules': 'donePayoutRules', unchanged: 'doneSettingsUnchanged' } as const;

type Package = ReturnType<typeof useLoaderData<typeof loader>>['packages'][number];

function CommissionForm({ w, pkg, result }: { w: Words; pkg: Package; result?: SaveResult }) {
  const mine = result?.packageId === pkg.id ? result : undefined;
  return (
    <Form method="post" aria-label={fill(w.commissionForm, { name: pkg.name })}>
      <input type="hidden" name="packageId" value={pkg.id} />
      {mine && !mine.field ? <FormAlert>{mine.message}</FormAlert> : null}
      <Field
        label={fill(w.commissionLabel, { name: pkg.name })}
        name="commission"
        id={`commission-${pkg.id}`}
        inputMode="decimal"
        autoComplete="off"
        required
        defaultValue={mine ? mine.typed.commission : pkg.percent}
        error={mine?.field === 'commission' ? mine.message : undefined}
      />
      <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="commission">
        {w.saveCommission}
      </button>
    </Form>
  );
}

export default function AdminFinance() {
  const { frame, w, packages, noPackage, holdDays, minPayout, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const rules = result && result.packageId === undefined ? result : undefined;
  return (
    <AdminShell frame={frame} title={w.financeTitle}>
      {done ? <FormNotice>{w[NOTICES[done]]}</FormNotice> : null}
      <h2>{w.commissionTitle}</h2>
      <p>{w.commissionInfo}</p>
      <div className={s.tableWrap}>
        <table className={s.table}>
          <thead>
            <tr>
              <th className={s.cell}>{w.headPackage}</th>
              <th className={s.cell}>{w.headCommission}</th>
            </tr>
          </thead>
          <tbody>
            {packages.map((p) => (
              <tr key={p.id} data-testid={`commission-${p.slug}`}>
                <td className={s.cell}>
                  <span translate="no">{p.name}</span>
                  <br />
                  {fill(w.packageLine, { price: adminMoney(frame.language, p.price.amountCents, p.price.currency), percent: p.percent })}
                </td>
                <td className={s.cell}>
                  <CommissionForm w={w} pkg={p} result={result} />
                </td>
              </tr>
            ))}
            <tr>
              <td className={s.cell}>{w.noPackage}</td>
              <td className={s.cell}>{noPackage}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <h2>{w.payoutsTitle}</h2>
      <p>{w.payoutsInfo}</p>
      {rules && !rules.field ? <FormAlert>{rules.message}</FormAlert> : null}
      <Form method="post" aria-label={w.payoutRules}>
        <Field
          label={w.holdLabel}
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
          label={w.minPayoutLabel}
          name="minPayout"
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={rules ? rules.typed.minPayout : minPayout}
          error={rules?.field === 'minPayout' ? rules.message : undefined}
        />
        <button className={button({})} type="submit" name="intent" value="payout-rules">
          {w.savePayoutRules}
        </button>
      </Form>
      <p>
        <Link to={href('admin-exchange-rates')}>{w.ratesLink}</Link> · <Link to={href('admin-payouts')}>{w.payoutQueue}</Link>
      </p>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
