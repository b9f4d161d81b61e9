/** Splits GraphQL userErrors into per-field messages and one message for the form as a whole. */
export interface UserErrorLike {
  field?: string | null;
  message: string;
}

export interface FormErrors {
  form?: string;
  fields: Record<string, string>;
}

export function toFormErrors(errors: readonly UserErrorLike[]): FormErrors {
  const out: FormErrors = { fields: {} };
  for (const e of errors) {
    if (e.field) out.fields[e.field] ??= e.message;
    else out.form ??= e.message;
  }
  return out;
}

/** Every message of a form's errors through `say` (e.g. into the page's language). */
export function formErrorsWith(errors: FormErrors, say: (message: string) => string): FormErrors {
  return {
    form: errors.form === undefined ? undefined : say(errors.form),
    fields: Object.fromEntries(Object.entries(errors.fields).map(([field, message]) => [field, say(message)])),
  };
}

/** zod-style "field: message" from the API becomes a field error when the field is on the form. */
export function attachFieldPrefix(errors: FormErrors, fields: readonly string[]): FormErrors {
  if (!errors.form) return errors;
  const m = /^([\w.]+): (.+)$/.exec(errors.form);
  if (!m) return errors;
  const field = m[1].split('.').pop()!;
  if (!fields.includes(field)) return errors;
  return { form: undefined, fields: { ...errors.fields, [field]: m[2] } };
}
