/**
 * The payout request form: an amount, then where to send it — an EcoCash or OneMoney number, or a bank account.
 * A plain POST form: every field is shown without JavaScript, and the server answers each field's error beside it.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert } from '~/components/form';
import * as s from './earnings.css';

export const PAYOUT_FIELDS = ['amount', 'method', 'phone', 'bankName', 'bankBranch', 'accountName', 'accountNumber'] as const;
export type PayoutField = (typeof PAYOUT_FIELDS)[number];

export interface PayoutFormResult {
  fieldErrors?: Partial<Record<PayoutField, string>>;
  formError?: string;
  values: Partial<Record<PayoutField, string>>;
}

/** The form's words in the page's language (earnings-text.server.ts PAYOUT_KEYS), the hint already filled. */
export type PayoutWords = Record<
  | 'earnings.requestTitle'
  | 'earnings.amountLabel'
  | 'earnings.sendTo'
  | 'earnings.bankAccount'
  | 'earnings.phoneLabel'
  | 'earnings.phoneHint'
  | 'earnings.bankLegend'
  | 'earnings.bank'
  | 'earnings.branch'
  | 'earnings.accountName'
  | 'earnings.accountNumber'
  | 'earnings.sending'
  | 'earnings.submit',
  string
> & { hint: string };

export function PayoutForm(props: { result?: PayoutFormResult; busy: boolean; availableCents: number; w: PayoutWords }) {
  const { w } = props;
  const errors = props.result?.fieldErrors ?? {};
  const values = props.result?.values ?? {};
  const method = values.method ?? 'ecocash';
  return (
    <Form method="post" className={s.stack} aria-label={w['earnings.requestTitle']} noValidate>
      {props.result?.formError ? <FormAlert>{props.result.formError}</FormAlert> : null}
      <Field
        label={w['earnings.amountLabel']}
        name="amount"
        inputMode="decimal"
        defaultValue={values.amount ?? (props.availableCents / 100).toFixed(2)}
        error={errors.amount}
        hint={w.hint}
        required
      />
      <fieldset className={s.fieldset}>
        <legend>{w['earnings.sendTo']}</legend>
        <div className={s.choices}>
          {(
            [
              ['ecocash', 'EcoCash'],
              ['onemoney', 'OneMoney'],
              ['bank', w['earnings.bankAccount']],
            ] as const
          ).map(([value, label]) => (
            <label key={value}>
              <input type="radio" name="method" value={value} defaultChecked={method === value} /> {label}
            </label>
          ))}
        </div>
        {errors.method ? <FormAlert>{errors.method}</FormAlert> : null}
        <Field
          label={w['earnings.phoneLabel']}
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={values.phone}
          error={errors.phone}
          hint={w['earnings.phoneHint']}
        />
      </fieldset>
      <fieldset className={s.fieldset}>
        <legend>{w['earnings.bankLegend']}</legend>
        <Field label={w['earnings.bank']} name="bankName" defaultValue={values.bankName} error={errors.bankName} placeholder="CBZ" />
        <Field label={w['earnings.branch']} name="bankBranch" defaultValue={values.bankBranch} error={errors.bankBranch} />
        <Field label={w['earnings.accountName']} name="accountName" defaultValue={values.accountName} error={errors.accountName} />
        <Field
          label={w['earnings.accountNumber']}
          name="accountNumber"
          inputMode="numeric"
          defaultValue={values.accountNumber}
          error={errors.accountNumber}
        />
      </fieldset>
      <div>
        <button className={button({})} type="submit" disabled={props.busy}>
          {props.busy ? w['earnings.sending'] : w['earnings.submit']}
        </button>
      </div>
    </Form>
  );
}
