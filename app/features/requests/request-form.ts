/**
 * The rules both request actions (post and change) apply to the fields of request-fields.tsx, and the amount
 * field of a store's answer. Server-side only in practice: kept out of the component modules so the pages'
 * client bundles do not carry zod. Every message is written for the person filling in the form: the browser
 * usually checks first, but not always (old browsers, no JavaScript is fine, a crafted post), and zod's own
 * defaults ("Expected number, received nan") must never reach the page.
 */
import { z } from 'zod';

const MAX_DOLLARS = 100_000_000;

/** Form fields are text; anything else (missing, or a crafted post) gets the field's own message. */
const text = (message: string) => z.string({ required_error: message, invalid_type_error: message });

/** An optional US$ amount as typed ("150", "149.99"); empty means none. */
export const optionalDollars = (label: string) =>
  text(`Enter the ${label} in US dollars, e.g. 150`)
    .trim()
    .transform((v, ctx) => {
      if (v === '') return undefined;
      const amount = /^\d{1,9}(\.\d{1,2})?$/.test(v) ? Number(v) : NaN;
      if (Number.isNaN(amount)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `Enter the ${label} in US dollars, e.g. 150 or 149.99` });
      else if (amount <= 0) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `The ${label} must be more than 0` });
      else if (amount > MAX_DOLLARS) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `That ${label} is too high` });
      return amount;
    })
    .optional();

/** The request fields' messages are message keys, said in the page's language by the actions (request-form-text.server.ts). */
const chooseCategory = 'requestForm.chooseCategory';

export const requestFieldsSchema = z.object({
  title: text('requestForm.error.titleRequired').trim().min(5, 'requestForm.error.titleShort').max(120, 'requestForm.error.max120'),
  description: text('requestForm.error.descriptionRequired')
    .trim()
    .min(10, 'requestForm.error.descriptionShort')
    .max(2000, 'requestForm.error.max2000'),
  categoryId: text(chooseCategory)
    .regex(/^\d{1,2}$/, chooseCategory)
    .transform(Number)
    .pipe(z.number().min(1, chooseCategory).max(14, chooseCategory)),
  budget: optionalDollars('budget'),
  city: text('requestForm.chooseCity').trim().min(1, 'requestForm.chooseCity').max(60, 'requestForm.error.cityList'),
});
export type RequestFieldValues = z.infer<typeof requestFieldsSchema>;

/** US$ from the form → cents; empty means no budget. */
export const budgetCents = (budget: RequestFieldValues['budget']) => (budget ? Math.round(budget * 100) : undefined);

/** The first message per field, for showing next to it. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
