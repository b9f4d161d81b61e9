/**
 * The contact form's action: checks the fields with the REST contract's own rules (so the page says exactly
 * what the API would), sends them, and answers what the page shows: the confirmation, or the field errors
 * with everything the visitor typed kept.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { CONTACT_TOPICS, contactInput } from '../../../schema/rest/contact';
import { mutate } from '~/graphql/client.server';
import { postedField as field, splitUserErrors } from '~/lib/form-answers';
import { SendContactMessageMutation } from '~/graphql/queries/content-pages.server';

export type ContactValues = Record<'name' | 'email' | 'phone' | 'topic' | 'message', string>;

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export type ContactResult =
  | { sent: true; message: string; values: null; errors: null; formError: null }
  | { sent: false; message: null; values: ContactValues; errors: ContactErrors; formError: string | null };

export async function sendContactForm(context: AppLoadContext, request: Request): Promise<ContactResult> {
  const form = await request.formData();
  // Bounded before anything else: what is echoed back into the page can never be huge.
  const values: ContactValues = {
    name: field(form, 'name', 200),
    email: field(form, 'email', 300),
    phone: field(form, 'phone', 40),
    topic: field(form, 'topic', 20),
    message: field(form, 'message', 4000),
  };
  const failed = (errors: ContactErrors, formError: string | null = null): ContactResult => ({
    sent: false,
    message: null,
    values,
    errors,
    formError,
  });
  const parsed = contactInput.safeParse(values);
  if (!parsed.success) {
    const errors: ContactErrors = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as keyof ContactValues;
      errors[name] ??= issue.message;
    }
    return failed(errors);
  }
  const { sendContactMessage } = await mutate(context, request, SendContactMessageMutation, { input: parsed.data });
  if (sendContactMessage.message) return { sent: true, message: sendContactMessage.message, values: null, errors: null, formError: null };
  const { errors, formError } = splitUserErrors(sendContactMessage.userErrors, values);
  // contact-text.server.ts reads this wording back into the page's language.
  return failed(errors, formError ?? (Object.keys(errors).length ? null : 'Your message could not be sent. Please try again.'));
}

export { CONTACT_TOPICS };
