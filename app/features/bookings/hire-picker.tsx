/**
 * Booking a hire item without JavaScript: the next weeks with the days already booked struck through, a form
 * (GET) for the first and last day that shows the price, then the booking form (POST) for those days. Its
 * words come finished in the page's language (booking-page-text.server.ts).
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import type { HirePickerText } from './booking-page-text';
import * as s from './bookings.css';

interface Props {
  days: { day: string; booked: boolean }[];
  start: string;
  end: string;
  today: string;
  /** Whether there is a price to book (its words are in `text.quote`). */
  quote: unknown;
  clash: boolean;
  errors: { startDay?: string; endDay?: string; note?: string; form?: string };
  busy: boolean;
  /** The picker's words, days and money in the page's language (booking-page-text.server.ts). */
  text: HirePickerText;
}

export function HirePicker({ days, start, end, today, quote, clash, errors, busy, text: w }: Props) {
  const q = quote ? w.quote : null;
  return (
    <div className={s.stack}>
      <section aria-label={w.availability}>
        <h2 className={s.calendarTitle}>{w.availability}</h2>
        <p>{w.lead}</p>
        <ul className={s.chips}>
          {days.map((d) => (
            <li key={d.day} className={`${s.chip} ${d.booked ? s.chipOff : ''}`} data-booked={d.booked ? 'true' : undefined}>
              {w.days[d.day]}
              {d.booked ? <span className={s.muted}> {w.booked}</span> : null}
            </li>
          ))}
        </ul>
      </section>
      <p className={s.muted} data-testid="hire-limits">
        {w.limits}
      </p>
      <Form method="get" className={s.inlineForm} aria-label={w.chooseDays}>
        <label className={formStyles.field}>
          <span className={formStyles.label}>{w.firstDay}</span>
          <input className={formStyles.input} type="date" name="start" min={today} required defaultValue={start} />
        </label>
        <label className={formStyles.field}>
          <span className={formStyles.label}>{w.lastDay}</span>
          <input className={formStyles.input} type="date" name="end" min={today} required defaultValue={end} />
        </label>
        <button className={button({ tone: 'secondary' })} type="submit">
          {w.seePrice}
        </button>
      </Form>
      {errors.startDay || errors.endDay ? <p className={formStyles.error}>{errors.startDay ?? errors.endDay}</p> : null}
      {q ? (
        <Form method="post" className={s.form}>
          <dl className={s.figures} data-testid="hire-quote">
            <dt>{q.days}</dt>
            <dd>{q.daysValue}</dd>
            <dt>{q.hire}</dt>
            <dd>{q.hireValue}</dd>
            <dt>{q.deposit}</dt>
            <dd>{q.depositValue}</dd>
            <dt>{q.total}</dt>
            <dd>
              <strong>{q.totalValue}</strong>
            </dd>
          </dl>
          {clash ? <p className={formStyles.error}>{w.clash}</p> : null}
          <input type="hidden" name="intent" value="hire" />
          <input type="hidden" name="startDay" value={start} />
          <input type="hidden" name="endDay" value={end} />
          <label className={formStyles.field}>
            <span className={formStyles.label}>{w.note}</span>
            <textarea className={s.textarea} name="note" maxLength={500} />
          </label>
          {errors.note ? <p className={formStyles.error}>{errors.note}</p> : null}
          <button className={button()} type="submit" disabled={busy || clash}>
            {w.bookDays}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
