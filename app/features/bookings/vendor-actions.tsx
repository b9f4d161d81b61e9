/**
 * The vendor's answers to one booking, as plain form posts: accept or propose another time (appointments),
 * confirm (hire), decline (anything still open, with an optional message to the buyer). Its words come from the
 * loader in the page's language (`VENDOR_ACTION_KEYS`), its answers from the action (vendor-action.server.ts).
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import type { MessageKey } from '~/lib/i18n/catalogues/en';
import { harareDayOf, harareTimeOf } from '../../../schema/rest/booking-rules';
import * as s from './bookings.css';

export interface VendorActionResult {
  id?: string;
  notice?: string;
  formError?: string;
}

export const VENDOR_ACTION_KEYS = [
  'vendorPeople.confirm',
  'vendorPeople.accept',
  'vendorPeople.messageToBuyer',
  'vendorPeople.decline',
  'vendorPeople.proposeAnother',
  'vendorPeople.anotherDay',
  'vendorPeople.timeHarare',
  'vendorPeople.messageOptional',
  'vendorPeople.proposeThis',
] as const satisfies readonly MessageKey[];
export type VendorActionText = Record<(typeof VENDOR_ACTION_KEYS)[number], string>;

interface Props {
  booking: { id: string; kind: string; status: string; startsAt: string };
  result?: VendorActionResult;
  /** Past bookings cannot be accepted or moved any more. */
  upcoming: boolean;
  text: VendorActionText;
}

export function VendorActions({ booking: b, result, upcoming, text: w }: Props) {
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
            {b.kind === 'HIRE' ? w['vendorPeople.confirm'] : w['vendorPeople.accept']}
          </button>
        ) : null}
        <label className={formStyles.field}>
          <span className={formStyles.label}>{w['vendorPeople.messageToBuyer']}</span>
          <input className={formStyles.input} name="message" maxLength={500} />
        </label>
        <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="decline">
          {w['vendorPeople.decline']}
        </button>
      </Form>
      {upcoming && b.kind === 'APPOINTMENT' && (b.status === 'REQUESTED' || b.status === 'PROPOSED') ? (
        <Form method="post" className={s.inlineForm} aria-label={w['vendorPeople.proposeAnother']}>
          <input type="hidden" name="id" value={b.id} />
          <input type="hidden" name="intent" value="propose" />
          <label className={formStyles.field}>
            <span className={formStyles.label}>{w['vendorPeople.anotherDay']}</span>
            <input className={formStyles.input} type="date" name="date" required defaultValue={harareDayOf(b.startsAt)} />
          </label>
          <label className={formStyles.field}>
            <span className={formStyles.label}>{w['vendorPeople.timeHarare']}</span>
            <input className={formStyles.input} type="time" name="time" required step={60} defaultValue={harareTimeOf(b.startsAt)} />
          </label>
          <label className={formStyles.field}>
            <span className={formStyles.label}>{w['vendorPeople.messageOptional']}</span>
            <input className={formStyles.input} name="message" maxLength={500} />
          </label>
          <button className={button({ tone: 'secondary' })} type="submit">
            {w['vendorPeople.proposeThis']}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
