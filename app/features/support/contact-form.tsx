/** The contact form: a plain POST (works without JavaScript); errors sit under their fields. */
import { Form, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, FormNotice, formStyles } from '~/components/form';
import { CONTACT_TOPICS, CONTACT_TOPIC_LABELS } from '../../../schema/rest/contact-topics';
import type { ContactResult } from './contact-form.server';
import * as s from './support.css';

export function ContactForm({ result }: { result: ContactResult | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const values = result?.values ?? null;
  const errors = result?.errors ?? {};
  return (
    // A new key after a message is sent starts the form empty again, with JavaScript too.
    <Form key={result?.sent ? 'sent' : 'form'} method="post" className={formStyles.form} aria-label="Contact us" noValidate>
      <FormNotice>{result?.sent ? result.message : null}</FormNotice>
      <FormAlert>{result?.formError}</FormAlert>
      <Field label="Your name" name="name" autoComplete="name" required maxLength={100} defaultValue={values?.name} error={errors.name} />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={values?.email}
        error={errors.email}
      />
      <Field
        label="Phone or WhatsApp (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={20}
        defaultValue={values?.phone}
        error={errors.phone}
      />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="field-topic">
          What is it about?
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
              {CONTACT_TOPIC_LABELS[t]}
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
          Message
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
            For an order, include its number (e.g. MSK-10001).
          </p>
        )}
      </div>
      <button className={button()} type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send message'}
      </button>
    </Form>
  );
}
