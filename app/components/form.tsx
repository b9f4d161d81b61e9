/** Form building blocks: labelled fields with their error, a fixed-prefix phone field, alerts. */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { PHONE_INPUT_PATTERN, PHONE_INPUT_TITLE } from '~/lib/phone';
import * as s from './form.css';

export interface FieldErrors {
  [field: string]: string | undefined;
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
}

export function Field({ label, name, error, hint, id, ...input }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  const described = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        className={s.input}
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint ? (
        <p className={s.hint} id={`${inputId}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={s.error} id={`${inputId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Spec §5: phone input is numeric with a fixed +263 prefix. People still type the whole number (0…, +263…,
 * 263…): the pattern lets every form through and the action's phone helper makes them one.
 */
export function PhoneField({
  label,
  name,
  error,
  defaultValue,
  id,
  required = true,
  title = PHONE_INPUT_TITLE,
}: {
  label: string;
  name: string;
  error?: string;
  defaultValue?: string;
  id?: string;
  required?: boolean;
  /** What the browser says when the pattern refuses a number (in the page's language where the page has it). */
  title?: string;
}) {
  const inputId = id ?? `field-${name}`;
  const local = defaultValue?.startsWith('263') ? defaultValue.slice(3) : defaultValue;
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={s.prefixed}>
        <span className={s.prefix} aria-hidden="true">
          +263
        </span>
        <input
          className={s.prefixedInput}
          id={inputId}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          pattern={PHONE_INPUT_PATTERN}
          title={title}
          placeholder="77 123 4567"
          maxLength={20}
          defaultValue={local}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          required={required}
        />
      </div>
      {error ? (
        <p className={s.error} id={`${inputId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className={s.alert} role="alert">
      {children}
    </p>
  );
}

export function FormNotice({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className={s.notice} role="status">
      {children}
    </p>
  );
}

export { s as formStyles };
