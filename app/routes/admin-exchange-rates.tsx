/**
 * /admin/exchange-rates/ (issue 29): finance's USD→ZiG rate — the rate in force today (Harare), setting today's
 * rate, and every stored rate newest first, 20 a page. Setting it adds a row dated today (the history keeps every
 * rate, as the automation's token PUT does) and every ZiG price on the site follows on its next request; orders and
 * payments already made keep the rate they used. A plain POST form: it all works without JavaScript.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, FormNotice } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { adminPageLink, AdminPager, AdminTable, readAdminListParams } from '~/features/admin/admin-list';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import { mutate, query } from '~/graphql/client.server';
import { AdminExchangeRatesQuery, SetExchangeRateMutation } from '~/graphql/queries/admin-finance.server';
import { adminWhen } from '~/features/admin/admin-format';
import { adminRefusal, areaWords } from '~/features/admin/admin-words.server';
import { adminContentSettings } from '~/lib/i18n/catalogues/en/admin-content-settings';
import { fill } from '~/lib/i18n/fill';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaRates ?? 'Exchange rate — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

const DONE = ['set', 'unchanged'] as const;

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.exchangeRates.roles);
  const { page } = readAdminListParams(args.request);
  const { adminExchangeRates } = await query(args.context, args.request, AdminExchangeRatesQuery, { page });
  const done = new URL(args.request.url).searchParams.get('done');
  return { frame, w: areaWords(frame.language, adminContentSettings), rates: adminExchangeRates, done: DONE.find((d) => d === done) ?? null };
}

interface SetResult {
  field?: 'rate';
  message: string;
  /** What was typed, shown again (without JavaScript the page is rendered anew). */
  typed: string;
}

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.exchangeRates.roles);
  const form = await args.request.formData();
  const typed = String(form.get('rate') ?? '').slice(0, 40);
  const { setExchangeRate } = await mutate(args.context, args.request, SetExchangeRateMutation, { input: { rate: typed } });
  if (!setExchangeRate.rate) {
    const [first] = setExchangeRate.userErrors;
    return data<SetResult>(
      {
        field: first?.field === 'rate' ? 'rate' : undefined,
        message: adminRefusal(requestTranslator(args.request).t, first?.message ?? 'Error setting the exchange rate'),
        typed,
      },
      { status: 400 },
    );
  }
  throw redirect(`${href('admin-exchange-rates')}?done=${setExchangeRate.changed ? 'set' : 'unchanged'}`);
}

/** 26.8 → "26.80", 26.954321 → "26.954321": at least the two decimals people quote, never a rounded rate. */
const rateText = (rate: number) => rate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 });

const SOURCES = { seed: 'sourceSeed', config: 'sourceConfig', api: 'sourceApi', operator: 'sourceOperator' } as const;
const sourceOf = (source: string) => (Object.hasOwn(SOURCES, source) ? SOURCES[source as keyof typeof SOURCES] : null);

export default function AdminExchangeRates() {
  const { frame, w, rates, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { current, today } = rates;
  const sourceName = (source: string) => {
    const key = sourceOf(source);
    return key ? w[key] : source;
  };
  const { page, totalPages, total } = rates.pageInfo;
  return (
    <AdminShell frame={frame} title={w.ratesTitle}>
      {done === 'set' && current ? <FormNotice>{fill(w.rateSet, { rate: rateText(current.rate) })}</FormNotice> : null}
      {done === 'unchanged' ? <FormNotice>{w.rateUnchanged}</FormNotice> : null}
      <p data-testid="rate-today">
        {current ? (
          <>
            {fill(w.rateInForce, { today })} <strong>{fill(w.rateValue, { rate: rateText(current.rate) })}</strong>
            {fill(w.rateSince, { date: current.effectiveDate })}
          </>
        ) : (
          fill(w.noRate, { today })
        )}
      </p>
      {result && !result.field ? <FormAlert>{result.message}</FormAlert> : null}
      <Form method="post" aria-label={w.setRateForm}>
        <Field
          label={w.rateLabel}
          name="rate"
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={result ? result.typed : current ? String(current.rate) : ''}
          error={result?.field === 'rate' ? result.message : undefined}
          hint={w.rateHint}
        />
        <button className={button({})} type="submit" name="intent" value="set">
          {w.setRate}
        </button>
      </Form>
      <h2>{w.history}</h2>
      <AdminTable
        rows={rates.history.length}
        empty={w.noRates}
        caption={fill(w.ratesCaption, { count: total })}
        headings={[w.headFrom, w.headZigPerUsd, w.headSetBy, w.headRecorded]}
      >
        {rates.history.map((r) => (
          <tr key={r.id} data-testid={`rate-${r.id}`}>
            <td className={s.cell}>{r.effectiveDate}</td>
            <td className={s.cell}>{rateText(r.rate)}</td>
            <td className={s.cell}>{sourceName(r.source)}</td>
            <td className={s.cell}>{adminWhen(frame.language, r.createdAt)}</td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({}, p)} />
      <p>
        <Link to={href('admin-finance')}>{w.financeLink}</Link>
      </p>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
