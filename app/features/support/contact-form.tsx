/** The contact form: a plain POST (works without JavaScript); errors sit under their fields. */
import { Form, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, FormNotice, formStyles } from '~/components/form';
import { CONTACT_TOPICS } from '../../../schema/rest/contact-topics';
import type { ContactResult } from './contact-form.server';
import type { ContactFormText } from './contact-text';
import * as s from './support.css';

/** `text`: the form's words in the page's language (contact-text.server.ts contactFormText). */
export function ContactForm({ result, text }: { result: ContactResult | undefined; text: ContactFormText }) {
  const busy = useNavigation().state === 'submitting';
  const values = result?.values ?? null;
  const errors = result?.errors ?? {};
  return (
    // A new key after a message is sent starts the form empty again, with JavaScript too.
    <Form key={result?.sent ? 'sent' : 'form'} method="post" className={formStyles.form} aria-label={text.label} noValidate>
      <FormNotice>{result?.sent ? result.message : null}</FormNotice>
      <FormAlert>{result?.formError}</FormAlert>
      <Field label={text.name} name="name" autoComplete="name" required maxLength={100} defaultValue={values?.name} error={errors.name} />
      <Field
        label={text.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={values?.email}
        error={errors.email}
      />
      <Field label={text.phone} name="phone" type="tel" autoComplete="tel" maxLength={20} defaultValue={values?.phone} error={errors.phone} />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="field-topic">
          {text.topic}
        </label>
        <select
          id="field-topic"
          name="topic"
          className={formStyles.input}
          defaultValue={values?.topic || 'order'}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={errors.topic ? 'field-topic-error' : undefined}
        >
          {CONTACT_TOPICS.map((t) => (
            <option key={t} value={t}>
              {text.topics[t]}
            </option>
          ))}
        </select>
        {errors.topic ? (
          <p className={formStyles.error} id="field-topic-error">
            {errors.topic}
          </p>
        ) : null}
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="field-message">
          {text.message}
        </label>
        <textarea
          id="field-message"
          name="message"
          className={s.textarea}
          rows={6}
          required
          maxLength={3000}
          defaultValue={values?.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'field-message-error' : 'field-message-hint'}
        />
        {errors.message ? (
          <p className={formStyles.error} id="field-message-error">
            {errors.message}
          </p>
        ) : (
          <p className={formStyles.hint} id="field-message-hint">
            {text.hint}
          </p>
        )}
      </div>
      <button className={button()} type="submit" disabled={busy}>
        {busy ? text.sending : text.send}
      </button>
    </Form>
  );
}
