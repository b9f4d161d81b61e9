/**
 * The feature-rating popover (spec §2 overlay 6, §4 "Rating widget: open, submit, thank-you, then auto-closes
 * after 2 s", §5): a rating is required ('Please select a rating'); a failure says 'Something went wrong.
 * Please try again.'. Sent through POST /feedback as request type 15 with the feature's slug (ours).
 */
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FEEDBACK_MESSAGES, FEEDBACK_REQUEST_TYPE } from '../../../schema/rest/feedback';
import { button } from '~/components/button.css';
import { FormNotice, formStyles } from '~/components/form';
import { href } from '~/routes';
import type { action } from '~/routes/support-feedback';
import { scheduleRatingClose } from './feedback-rules';
import { RatingField } from './rating-field';
import * as s from './feedback.css';

interface PopoverProps {
  feature: string;
  label: string;
  onClose: () => void;
}

export default function FeatureRatingPopover({ feature, label, onClose }: PopoverProps) {
  const fetcher = useFetcher<typeof action>();
  const [missing, setMissing] = useState(false);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const thanked = answer?.sent ? answer.message : null;
  const titleId = `feature-rating-${feature}`;

  const close = useRef(onClose);
  close.current = onClose;
  // Thank-you, then the popover closes by itself 2 s later.
  useEffect(() => (thanked ? scheduleRatingClose(() => close.current()) : undefined), [thanked]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const chosen = new FormData(event.currentTarget).get('rating');
    setMissing(!chosen);
    if (!chosen) event.preventDefault();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  let error: string | null = missing ? FEEDBACK_MESSAGES.rating : null;
  if (!error && answer && !answer.sent) error = answer.errors.rating ?? FEEDBACK_MESSAGES.failed;

  return (
    <div className={s.popover} role="dialog" aria-labelledby={titleId} onKeyDown={onKey} data-testid="feature-rating">
      <div className={s.popoverHead}>
        <p className={s.popoverTitle} id={titleId}>
          How would you rate {label}?
        </p>
        <button type="button" className={s.iconClose} onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
      {thanked ? (
        <FormNotice>{thanked}</FormNotice>
      ) : (
        <fetcher.Form method="post" action={href('support-feedback')} className={formStyles.form} onSubmit={submit} noValidate>
          <input type="hidden" name="requestTypeId" value={FEEDBACK_REQUEST_TYPE.featureRating} />
          <input type="hidden" name="feature" value={feature} />
          <RatingField idPrefix={titleId} legend="Your rating" error={error ?? undefined} />
          <button className={button()} type="submit" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? 'Sending…' : 'Send rating'}
          </button>
        </fetcher.Form>
      )}
    </div>
  );
}
