/**
 * The support feedback form (spec §2 overlay 4, §5): name, email, rating and feedback, errors under their
 * fields. The same form is a plain POST on /support/feedback (works without JavaScript) and a fetcher form in
 * the support widget; both post to that route's action.
 */
import type { Form } from '@remix-run/react';
import { forwardRef, type ComponentType, type ComponentProps } from 'react';
import { FEEDBACK_REQUEST_TYPE } from '../../../schema/rest/feedback';
import { button } from '~/components/button.css';
import { Field, FormAlert, FormNotice, formStyles } from '~/components/form';
import { href } from '~/routes';
import type { FeedbackResult } from './feedback.server';
import type { FeedbackFormText } from '~/features/support/contact-text';
import { RatingField } from './rating-field';
import * as s from './feedback.css';

interface FeedbackFormProps {
  /** Remix's <Form> on the page, a fetcher's <Form> in the widget. */
  as: ComponentType<ComponentProps<typeof Form>>;
  result: FeedbackResult | undefined;
  busy: boolean;
  idPrefix: string;
  /** The words in the page's language (contact-text.server.ts feedbackFormText); English when not given. */
  text?: FeedbackFormText;
}

export const FeedbackForm = forwardRef<HTMLFormElement, FeedbackFormProps>(function FeedbackForm(
  { as: FormElement, result, busy, idPrefix, text },
  ref,
) {
  const values = result?.values ?? null;
  const errors = result?.errors ?? {};
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <FormElement
      ref={ref}
      method="post"
      action={href('support-feedback')}
      className={formStyles.form}
      aria-label={text?.label ?? 'Send Feedback'}
      noValidate
    >
      <input type="hidden" name="requestTypeId" value={FEEDBACK_REQUEST_TYPE.support} />
      <FormNotice>{result?.sent ? result.message : null}</FormNotice>
      <FormAlert>{result?.formError}</FormAlert>
      <Field
        id={id('name')}
        label={text?.name ?? 'Name'}
        name="name"
        autoComplete="name"
        maxLength={100}
        defaultValue={values?.name}
        error={errors.name}
      />
      <Field
        id={id('email')}
        label={text?.email ?? 'Email'}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={values?.email}
        error={errors.email}
      />
      <RatingField
        idPrefix={idPrefix}
        legend={text?.rate ?? 'How would you rate Musika?'}
        defaultValue={values?.rating}
        error={errors.rating}
        labels={text?.ratings}
      />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={id('summary')}>
          {text?.feedback ?? 'Feedback'}
        </label>
        <textarea
          id={id('summary')}
          name="summary"
          className={s.textarea}
          rows={4}
          maxLength={3000}
          defaultValue={values?.summary}
          aria-invalid={errors.summary ? true : undefined}
          aria-describedby={errors.summary ? id('summary-error') : undefined}
        />
        {errors.summary ? (
          <p className={formStyles.error} id={id('summary-error')}>
            {errors.summary}
          </p>
        ) : null}
      </div>
      <button className={button()} type="submit" disabled={busy}>
        {busy ? (text?.sending ?? 'Sending…') : (text?.send ?? 'Send feedback')}
      </button>
    </FormElement>
  );
});
