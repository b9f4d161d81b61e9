/**
 * The feature-rating popover (spec §2 overlay 6, §4 "Rating widget: open, submit, thank-you, then auto-closes
 * after 2 s", §5): a rating is required ('Please select a rating'); a failure says 'Something went wrong.
 * Please try again.'. Sent through POST /feedback as request type 15 with the feature's slug (ours).
 */
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FEEDBACK_REQUEST_TYPE } from '../../../schema/rest/feedback';
import { button } from '~/components/button.css';
import { FormNotice, formStyles } from '~/components/form';
import { href } from '~/routes';
import type { action } from '~/routes/support-feedback';
import { scheduleRatingClose } from './feedback-rules';
import type { FeatureRatingText } from './feature-rating-text';
import { RatingField } from './rating-field';
import * as s from './feedback.css';

interface PopoverProps {
  feature: string;
  /** Its words in the page's language (the action answers in it too). */
  text: FeatureRatingText;
  onClose: () => void;
}

export default function FeatureRatingPopover({ feature, text: w, onClose }: PopoverProps) {
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

  let error: string | null = missing ? w.required : null;
  if (!error && answer && !answer.sent) error = answer.errors.rating ?? w.failed;

  return (
    <div className={s.popover} role="dialog" aria-labelledby={titleId} onKeyDown={onKey} data-testid="feature-rating">
      <div className={s.popoverHead}>
        <p className={s.popoverTitle} id={titleId}>
          {w.question}
        </p>
        <button type="button" className={s.iconClose} onClick={onClose} aria-label={w.close}>
          ×
        </button>
      </div>
      {thanked ? (
        <FormNotice>{thanked}</FormNotice>
      ) : (
        <fetcher.Form method="post" action={href('support-feedback')} className={formStyles.form} onSubmit={submit} noValidate>
          <input type="hidden" name="requestTypeId" value={FEEDBACK_REQUEST_TYPE.featureRating} />
          <input type="hidden" name="feature" value={feature} />
          <RatingField idPrefix={titleId} legend={w.legend} labels={w.ratings} error={error ?? undefined} />
          <button className={button()} type="submit" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? w.sending : w.send}
          </button>
        </fetcher.Form>
      )}
    </div>
  );
}
