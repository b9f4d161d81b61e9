/**
 * What a form's action reads from the post and how it turns the API's refusals back into the form: shared
 * by the forms that echo what the visitor typed and show errors per field (contact, feedback).
 */

/** A posted text field, cut to `max` characters first: what is echoed back into a page can never be huge. */
export const postedField = (form: FormData, name: string, max: number) => String(form.get(name) ?? '').slice(0, max);

/** The API's userErrors: the first message per field of this form, and the first of the rest for the whole form. */
export function splitUserErrors<F extends string>(
  userErrors: readonly { field?: string | null; message: string }[],
  formFields: Record<F, unknown>,
): { errors: Partial<Record<F, string>>; formError: string | null } {
  const errors: Partial<Record<F, string>> = {};
  let formError: string | null = null;
  for (const e of userErrors) {
    if (e.field && e.field in formFields) errors[e.field as F] ??= e.message;
    else formError ??= e.message;
  }
  return { errors, formError };
}
