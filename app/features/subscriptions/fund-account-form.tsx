/** The ads top-up form: an amount in dollars ($1–$1,000), the method and the mobile money number. */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert } from '~/components/form';
import { PayMethodFields } from './pay-method-fields';
import * as s from './subscriptions.css';

export type FundResult = { formError?: string; fieldErrors?: Record<string, string> };

/** The form's words in the page's language (dashboard-fund-account.tsx's loader). */
export interface FundWords {
  label: string;
  amount: string;
  hint: string;
  starting: string;
  submit: string;
  pay: { payWith: string; payWeb: string; number: string };
}

export function FundAccountForm({ result, requestKey, busy, w }: { result?: FundResult; requestKey: string; busy: boolean; w: FundWords }) {
  const e = result?.fieldErrors ?? {};
  return (
    <Form method="post" className={s.form} aria-label={w.label}>
      <FormAlert>{result?.formError}</FormAlert>
      <input type="hidden" name="requestKey" value={requestKey} />
      <Field
        label={w.amount}
        name="amount"
        type="number"
        min={1}
        max={1000}
        step="0.01"
        inputMode="decimal"
        required
        defaultValue="10"
        error={e.amount}
        hint={w.hint}
      />
      <PayMethodFields phoneError={e.mobileMoneyNo} w={w.pay} />
      <button className={button()} type="submit" disabled={busy}>
        {busy ? w.starting : w.submit}
      </button>
    </Form>
  );
}
