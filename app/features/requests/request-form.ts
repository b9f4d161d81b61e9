/**
 * The rules both request actions (post and change) apply to the fields of request-fields.tsx. Server-side
 * only in practice: kept out of the component module so the page's client bundle does not carry zod.
 */
import { z } from 'zod';

export const requestFieldsSchema = z.object({
  title: z.string().trim().min(5, 'Say what you are looking for in at least 5 characters').max(120, 'At most 120 characters'),
  description: z.string().trim().min(10, 'Describe it in at least 10 characters').max(2000, 'At most 2000 characters'),
  categoryId: z.coerce.number().int().min(1, 'Choose a category').max(14, 'Choose a category'),
  budget: z.union([z.literal(''), z.coerce.number().positive('The budget must be more than 0').max(100_000_000, 'That budget is too high')]).optional(),
  city: z.string().trim().min(1, 'Choose your city').max(60),
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
