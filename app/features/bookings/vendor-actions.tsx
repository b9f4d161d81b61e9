/**
 * The vendor's answers to one booking, as plain form posts: accept or propose another time (appointments),
 * confirm (hire), decline (anything still open, with an optional message to the buyer).
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import { harareDayOf, harareTimeOf } from '../../../schema/rest/booking-rules';
import * as s from './bookings.css';

export interface VendorActionResult {
  id?: string;
  notice?: string;
  formError?: string;
}

interface Props {
  booking: { id: string; kind: string; status: string; startsAt: string };
  result?: VendorActionResult;
  /** Past bookings cannot be accepted or moved any more. */
  upcoming: boolean;
}

export function VendorActions({ booking: b, result, upcoming }: Props) {
  const open = ['REQUESTED', 'PROPOSED', 'ACCEPTED', 'CONFIRMED'].includes(b.status);
  if (!open) return null;
  const mine = result?.id === b.id;
  return (
    <div className={s.stack}>
      {mine && result?.formError ? (
        <p className={formStyles.error} role="alert">
          {result.formError}
        </p>
      ) : null}
      {mine && result?.notice ? <p role="status">{result.notice}</p> : null}
      <Form method="post" className={s.inlineForm}>
        <input type="hidden" name="id" value={b.id} />
        {upcoming && b.status === 'REQUESTED' ? (
          <button className={button()} type="submit" name="intent" value={b.kind === 'HIRE' ? 'confirm' : 'accept'}>
            {b.kind === 'HIRE' ? 'Confirm' : 'Accept'}
          </button>
        ) : null}
        <label className={formStyles.field}>
          <span className={formStyles.label}>Message to the buyer (optional)</span>
          <input className={formStyles.input} name="message" maxLength={500} />
        </label>
        <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="decline">
          Decline
        </button>
      </Form>
      {upcoming && b.kind === 'APPOINTMENT' && (b.status === 'REQUESTED' || b.status === 'PROPOSED') ? (
        <Form method="post" className={s.inlineForm} aria-label="Propose another time">
          <input type="hidden" name="id" value={b.id} />
          <input type="hidden" name="intent" value="propose" />
          <label className={formStyles.field}>
            <span className={formStyles.label}>Another day</span>
            <input className={formStyles.input} type="date" name="date" required defaultValue={harareDayOf(b.startsAt)} />
          </label>
          <label className={formStyles.field}>
            <span className={formStyles.label}>Time (Harare)</span>
            <input className={formStyles.input} type="time" name="time" required step={60} defaultValue={harareTimeOf(b.startsAt)} />
          </label>
          <label className={formStyles.field}>
            <span className={formStyles.label}>Message (optional)</span>
            <input className={formStyles.input} name="message" maxLength={500} />
          </label>
          <button className={button({ tone: 'secondary' })} type="submit">
            Propose this time
          </button>
        </Form>
      ) : null}
    </div>
  );
}
