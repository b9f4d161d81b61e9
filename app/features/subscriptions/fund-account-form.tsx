/** The ads top-up form: an amount in dollars ($1–$1,000), the method and the mobile money number. */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert } from '~/components/form';
import { PayMethodFields } from './pay-method-fields';
import * as s from './subscriptions.css';

export type FundResult = { formError?: string; fieldErrors?: Record<string, string> };

export function FundAccountForm({ result, requestKey, busy }: { result?: FundResult; requestKey: string; busy: boolean }) {
  const e = result?.fieldErrors ?? {};
  return (
    <Form method="post" className={s.form} aria-label="Fund ads account">
      <FormAlert>{result?.formError}</FormAlert>
      <input type="hidden" name="requestKey" value={requestKey} />
      <Field
        label="Amount (US$)"
        name="amount"
        type="number"
        min={1}
        max={1000}
        step="0.01"
        inputMode="decimal"
        required
        defaultValue="10"
        error={e.amount}
        hint="From $1 to $1,000. Your ads spend from this balance."
      />
      <PayMethodFields phoneError={e.mobileMoneyNo} />
      <button className={button()} type="submit" disabled={busy}>
        {busy ? 'Starting payment…' : 'Fund account'}
      </button>
    </Form>
  );
}
