/**
 * The product form's controls: text/number fields (the shared Field), money typed in dollars, choices and long
 * text — each with its label, its error beside it and the value typed so far.
 */
import type { ReactNode } from 'react';
import { Field, formStyles } from '~/components/form';
import type { FormValues, Scalar } from './form-values';
import type { FormWords } from './product-form-text';
import * as s from './product-form.css';

export type Errors = Record<string, string | undefined>;

/** A control's name, the value typed so far and its error — the same three for every field of a step. */
export const fieldBinder = (values: FormValues, errors: Errors) => (name: Scalar | 'kind') => ({ name, value: values[name], error: errors[name] });

export function MoneyField({
  label,
  name,
  value,
  error,
  hint,
  required,
  w,
}: {
  /** Whole, with its currency: "Price (US$)", "Sale price (US$, optional)". */
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  w: FormWords;
}) {
  return (
    <Field
      label={label}
      name={name}
      type="text"
      inputMode="decimal"
      placeholder={w.moneyPlaceholder}
      defaultValue={value}
      error={error}
      hint={hint}
      required={required}
      maxLength={15}
      pattern="\s*\$?\s*[0-9][0-9,]*(\.[0-9]{1,2})?\s*"
      title={w.moneyTitle}
    />
  );
}

export function WholeField({
  label,
  name,
  value,
  error,
  min = 0,
  max,
  hint,
  required,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  min?: number;
  max?: number;
  hint?: ReactNode;
  required?: boolean;
}) {
  return (
    <Field
      label={label}
      name={name}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      defaultValue={value}
      error={error}
      hint={hint}
      required={required}
    />
  );
}

export function TextField({
  label,
  name,
  value,
  error,
  hint,
  maxLength = 120,
  required,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  maxLength?: number;
  required?: boolean;
}) {
  return <Field label={label} name={name} type="text" defaultValue={value} error={error} hint={hint} maxLength={maxLength} required={required} />;
}

export function SelectField({
  label,
  name,
  value,
  error,
  options,
  placeholder,
  required,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  options: readonly (readonly [string, string])[];
  placeholder?: string;
  required?: boolean;
}) {
  const id = `field-${name}`;
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        className={s.control}
        id={id}
        name={name}
        defaultValue={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <p className={formStyles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextareaField({
  label,
  name,
  value,
  error,
  hint,
  maxLength,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: string;
  maxLength: number;
}) {
  const id = `field-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        className={s.textarea}
        id={id}
        name={name}
        defaultValue={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <p className={formStyles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={formStyles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
