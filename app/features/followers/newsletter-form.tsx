/**
 * The newsletter form: a subject and a plain-text message, with each field's error beside it. Its words come
 * from the loader in the page's language (followers-text.server.ts newsletterText), the errors from the action.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, formStyles } from '~/components/form';
import { NEWSLETTER_LIMITS } from '../../../schema/rest/followers';

export interface NewsletterFormResult {
  fieldErrors?: { subject?: string; message?: string };
  formError?: string;
  values?: { subject: string; message: string };
}

export interface NewsletterFormText {
  'vendorPeople.writeNewsletter': string;
  'vendorPeople.subject': string;
  'vendorPeople.message': string;
  'vendorPeople.plainText': string;
  'vendorPeople.sending': string;
  /** "Send to 2 followers". */
  send: string;
}

export function NewsletterForm({ result, busy, text: w }: { result?: NewsletterFormResult; busy: boolean; text: NewsletterFormText }) {
  const errors = result?.fieldErrors ?? {};
  return (
    <Form method="post" className={formStyles.form} aria-label={w['vendorPeople.writeNewsletter']}>
      <FormAlert>{result?.formError}</FormAlert>
      <Field
        label={w['vendorPeople.subject']}
        name="subject"
        required
        maxLength={NEWSLETTER_LIMITS.subjectMax}
        defaultValue={result?.values?.subject}
        error={errors.subject}
      />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="field-message">
          {w['vendorPeople.message']}
        </label>
        <textarea
          className={formStyles.input}
          id="field-message"
          name="message"
          rows={8}
          required
          minLength={NEWSLETTER_LIMITS.messageMin}
          maxLength={NEWSLETTER_LIMITS.messageMax}
          defaultValue={result?.values?.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'field-message-error' : 'field-message-hint'}
        />
        <p className={formStyles.hint} id="field-message-hint">
          {w['vendorPeople.plainText']}
        </p>
        {errors.message ? (
          <p className={formStyles.error} id="field-message-error">
            {errors.message}
          </p>
        ) : null}
      </div>
      <div>
        <button className={button()} type="submit" disabled={busy}>
          {busy ? w['vendorPeople.sending'] : w.send}
        </button>
      </div>
    </Form>
  );
}
