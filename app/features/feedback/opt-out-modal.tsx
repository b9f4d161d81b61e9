/**
 * The opt-out modal (spec §2 overlay 3, §5, §9 "Opt-out reasons"): a rating, the five reasons and an optional
 * phone or comment, none of them validated. Sent through POST /feedback as request type 14 (ours: the spec
 * gives the opt-out no type of its own); the action turns the reasons, phone and comment into the summary.
 */
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { FEEDBACK_REQUEST_TYPE, OPT_OUT_REASONS } from '../../../schema/rest/feedback';
import { button } from '~/components/button.css';
import { FormAlert, FormNotice, PhoneField, formStyles } from '~/components/form';
import { Modal, type ModalHandle } from '~/components/modal';
import { href } from '~/routes';
import type { action } from '~/routes/support-feedback';
import { RatingField } from './rating-field';
import * as s from './feedback.css';

export default function OptOutModal({ openCount }: { openCount: number }) {
  const modal = useRef<ModalHandle>(null);
  const fetcher = useFetcher<typeof action>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: openCount is the trigger: each press of 'Click here' opens the modal again.
  useEffect(() => modal.current?.open(), [openCount]);
  const sent = fetcher.data?.sent ? fetcher.data.message : null;
  const busy = fetcher.state !== 'idle';

  return (
    <Modal ref={modal} titleId="opt-out-title" title="Tell us about the new version">
      {sent ? (
        <div className={s.stack}>
          <FormNotice>{sent}</FormNotice>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => modal.current?.close()}>
            Close
          </button>
        </div>
      ) : (
        <fetcher.Form method="post" action={href('support-feedback')} className={formStyles.form} aria-label="Opt-out feedback">
          <input type="hidden" name="requestTypeId" value={FEEDBACK_REQUEST_TYPE.optOut} />
          <FormAlert>{fetcher.data && !fetcher.data.sent ? (fetcher.data.formError ?? 'Something went wrong. Please try again.') : null}</FormAlert>
          <RatingField idPrefix="opt-out" legend="How would you rate the new version?" />
          <fieldset className={s.checks}>
            <legend className={s.legend}>What do you not like about it?</legend>
            {OPT_OUT_REASONS.map((r) => (
              <label key={r.value} className={s.check}>
                <input type="checkbox" name="reason" value={r.value} /> {r.label}
              </label>
            ))}
          </fieldset>
          <PhoneField id="opt-out-phone" label="Phone, if you would like us to call you back (optional)" name="phone" required={false} />
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="opt-out-comment">
              Comment (optional)
            </label>
            <textarea id="opt-out-comment" name="comment" className={s.textarea} rows={3} maxLength={2000} />
          </div>
          <button className={button()} type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'Send'}
          </button>
        </fetcher.Form>
      )}
    </Modal>
  );
}
