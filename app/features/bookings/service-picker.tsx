/**
 * Booking a service without JavaScript: the next days as links (?day=), then the chosen day's free slots as radios.
 * Its words come finished in the page's language (booking-page-text.server.ts).
 */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import type { ServicePickerText } from './booking-page-text';
import * as s from './bookings.css';

interface Day {
  day: string;
  closed: boolean;
  open: string;
  close: string;
  slots: { startsAt: string; time: string; free: boolean }[];
}

interface Props {
  days: Day[];
  chosen: Day | null;
  path: string;
  errors: { startsAt?: string; note?: string; form?: string };
  values: { startsAt?: string; note?: string };
  busy: boolean;
  /** The picker's words and days in the page's language (booking-page-text.server.ts). */
  text: ServicePickerText;
}

export function ServicePicker({ days, chosen, path, errors, values, busy, text: w }: Props) {
  return (
    <div className={s.stack}>
      <nav aria-label={w.chooseDay}>
        <h2 className={s.calendarTitle}>{w.step1}</h2>
        <ul className={s.chips}>
          {days.map((d) => {
            const free = d.slots.filter((x) => x.free).length;
            const current = chosen?.day === d.day;
            return (
              <li key={d.day}>
                <Link
                  className={`${s.chip} ${current ? s.chipCurrent : ''} ${free === 0 ? s.chipOff : ''}`}
                  to={`${path}?day=${d.day}`}
                  aria-current={current ? 'date' : undefined}
                  preventScrollReset
                >
                  {w.days[d.day]}
                  <br />
                  <small>{d.closed ? w.closed : w.free[d.day]}</small>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {chosen ? (
        <Form method="post" className={s.form}>
          <fieldset className={s.stack}>
            <legend>
              <h2 className={s.calendarTitle}>{w.step2}</h2>
            </legend>
            {chosen.closed ? <p>{w.closedThatDay}</p> : <p className={s.muted}>{w.open}</p>}
            {!chosen.closed && chosen.slots.length === 0 ? <p>{w.noTimes}</p> : null}
            <ul className={s.chips}>
              {chosen.slots.map((slot) => (
                <li key={slot.startsAt}>
                  <label className={`${s.chip} ${slot.free ? '' : s.chipOff}`}>
                    <input
                      className={s.slotInput}
                      type="radio"
                      name="startsAt"
                      value={slot.startsAt}
                      disabled={!slot.free}
                      required
                      defaultChecked={values.startsAt === slot.startsAt}
                    />
                    {slot.time}
                    {slot.free ? '' : w.taken}
                  </label>
                </li>
              ))}
            </ul>
            {errors.startsAt ? <p className={formStyles.error}>{errors.startsAt}</p> : null}
          </fieldset>
          <label className={formStyles.field}>
            <span className={formStyles.label}>{w.note}</span>
            <textarea className={s.textarea} name="note" maxLength={500} defaultValue={values.note} />
          </label>
          {errors.note ? <p className={formStyles.error}>{errors.note}</p> : null}
          <input type="hidden" name="intent" value="service" />
          <button className={button()} type="submit" disabled={busy || chosen.slots.every((x) => !x.free)}>
            {w.requestTime}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
