/** The newsletter form: a subject and a plain-text message, with each field's error beside it. */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, formStyles } from '~/components/form';
import { NEWSLETTER_LIMITS } from '../../../schema/rest/followers';

export interface NewsletterFormResult {
  fieldErrors?: { subject?: string; message?: string };
  formError?: string;
  values?: { subject: string; message: string };
}

export function NewsletterForm({ result, busy, recipients }: { result?: NewsletterFormResult; busy: boolean; recipients: number }) {
  const errors = result?.fieldErrors ?? {};
  return (
    <Form method="post" className={formStyles.form} aria-label="Write a newsletter">
      <FormAlert>{result?.formError}</FormAlert>
      <Field
        label="Subject"
        name="subject"
        required
        maxLength={NEWSLETTER_LIMITS.subjectMax}
        defaultValue={result?.values?.subject}
        error={errors.subject}
      />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="field-message">
          Message
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
          Plain text: it is sent exactly as you type it. Each e-mail ends with your store&apos;s link and an unsubscribe link.
        </p>
        {errors.message ? (
          <p className={formStyles.error} id="field-message-error">
            {errors.message}
          </p>
        ) : null}
      </div>
      <div>
        <button className={button()} type="submit" disabled={busy}>
          {busy ? 'Sending…' : `Send to ${recipients} ${recipients === 1 ? 'follower' : 'followers'}`}
        </button>
      </div>
    </Form>
  );
}
