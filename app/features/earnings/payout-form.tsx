/**
 * The payout request form: an amount, then where to send it — an EcoCash or OneMoney number, or a bank account.
 * A plain POST form: every field is shown without JavaScript, and the server answers each field's error beside it.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert } from '~/components/form';
import { formatMoney } from '~/lib/money';
import * as s from './earnings.css';

export const PAYOUT_FIELDS = ['amount', 'method', 'phone', 'bankName', 'bankBranch', 'accountName', 'accountNumber'] as const;
export type PayoutField = (typeof PAYOUT_FIELDS)[number];

export interface PayoutFormResult {
  fieldErrors?: Partial<Record<PayoutField, string>>;
  formError?: string;
  values: Partial<Record<PayoutField, string>>;
}

export function PayoutForm(props: { result?: PayoutFormResult; busy: boolean; availableCents: number; minCents: number }) {
  const errors = props.result?.fieldErrors ?? {};
  const values = props.result?.values ?? {};
  const method = values.method ?? 'ecocash';
  return (
    <Form method="post" className={s.stack} aria-label="Request a payout" noValidate>
      {props.result?.formError ? <FormAlert>{props.result.formError}</FormAlert> : null}
      <Field
        label="Amount (US$)"
        name="amount"
        inputMode="decimal"
        defaultValue={values.amount ?? (props.availableCents / 100).toFixed(2)}
        error={errors.amount}
        hint={`At least ${formatMoney(props.minCents)}, at most ${formatMoney(Math.max(0, props.availableCents))}.`}
        required
      />
      <fieldset className={s.fieldset}>
        <legend>Send it to</legend>
        <div className={s.choices}>
          {(
            [
              ['ecocash', 'EcoCash'],
              ['onemoney', 'OneMoney'],
              ['bank', 'Bank account'],
            ] as const
          ).map(([value, label]) => (
            <label key={value}>
              <input type="radio" name="method" value={value} defaultChecked={method === value} /> {label}
            </label>
          ))}
        </div>
        {errors.method ? <FormAlert>{errors.method}</FormAlert> : null}
        <Field
          label="EcoCash or OneMoney number"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={values.phone}
          error={errors.phone}
          hint="For EcoCash or OneMoney, e.g. 077 123 4567."
        />
      </fieldset>
      <fieldset className={s.fieldset}>
        <legend>Bank account (for a bank transfer)</legend>
        <Field label="Bank" name="bankName" defaultValue={values.bankName} error={errors.bankName} placeholder="CBZ" />
        <Field label="Branch" name="bankBranch" defaultValue={values.bankBranch} error={errors.bankBranch} />
        <Field label="Name on the account" name="accountName" defaultValue={values.accountName} error={errors.accountName} />
        <Field label="Account number" name="accountNumber" inputMode="numeric" defaultValue={values.accountNumber} error={errors.accountNumber} />
      </fieldset>
      <div>
        <button className={button({})} type="submit" disabled={props.busy}>
          {props.busy ? 'Sending…' : 'Request payout'}
        </button>
      </div>
    </Form>
  );
}
