/**
 * Booking a hire item without JavaScript: the next weeks with the days already booked struck through, a form
 * (GET) for the first and last day that shows the price, then the booking form (POST) for those days.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import { formatMoney } from '~/lib/money';
import { HIRE_HOLD_HOURS, type HireQuote } from '../../../schema/rest/booking-rules';
import { dayLabel, depositLabel } from './labels';
import * as s from './bookings.css';

interface Props {
  days: { day: string; booked: boolean }[];
  start: string;
  end: string;
  today: string;
  quote: HireQuote | null;
  clash: boolean;
  errors: { startDay?: string; endDay?: string; note?: string; form?: string };
  busy: boolean;
  /** The item's longest hire per request, in days. */
  maxDays: number;
}

export function HirePicker({ days, start, end, today, quote, clash, errors, busy, maxDays }: Props) {
  const booked = days.filter((d) => d.booked);
  return (
    <div className={s.stack}>
      <section aria-label="Availability">
        <h2 className={s.calendarTitle}>Availability</h2>
        {booked.length === 0 ? <p>Every day of the next {days.length} days is free.</p> : <p>Days already booked are struck through.</p>}
        <ul className={s.chips}>
          {days.map((d) => (
            <li key={d.day} className={`${s.chip} ${d.booked ? s.chipOff : ''}`} data-booked={d.booked ? 'true' : undefined}>
              {dayLabel(d.day).slice(0, 10)}
              {d.booked ? <span className={s.muted}> booked</span> : null}
            </li>
          ))}
        </ul>
      </section>
      <p className={s.muted} data-testid="hire-limits">
        One request covers at most {maxDays} {maxDays === 1 ? 'day' : 'days'}. Your days are held for {HIRE_HOLD_HOURS} hours while the business
        answers.
      </p>
      <Form method="get" className={s.inlineForm} aria-label="Choose your days">
        <label className={formStyles.field}>
          <span className={formStyles.label}>First day</span>
          <input className={formStyles.input} type="date" name="start" min={today} required defaultValue={start} />
        </label>
        <label className={formStyles.field}>
          <span className={formStyles.label}>Last day</span>
          <input className={formStyles.input} type="date" name="end" min={today} required defaultValue={end} />
        </label>
        <button className={button({ tone: 'secondary' })} type="submit">
          See the price
        </button>
      </Form>
      {errors.startDay || errors.endDay ? <p className={formStyles.error}>{errors.startDay ?? errors.endDay}</p> : null}
      {quote ? (
        <Form method="post" className={s.form}>
          <dl className={s.figures} data-testid="hire-quote">
            <dt>Days</dt>
            <dd>
              {quote.days} ({dayLabel(start)} to {dayLabel(end)})
            </dd>
            <dt>Hire</dt>
            <dd>{formatMoney(quote.hireCents)}</dd>
            <dt>Refundable deposit</dt>
            <dd>{depositLabel(quote.depositCents)}</dd>
            <dt>Total</dt>
            <dd>
              <strong>{formatMoney(quote.totalCents)}</strong>
            </dd>
          </dl>
          {clash ? <p className={formStyles.error}>Some of those days are already booked: choose other days</p> : null}
          <input type="hidden" name="intent" value="hire" />
          <input type="hidden" name="startDay" value={start} />
          <input type="hidden" name="endDay" value={end} />
          <label className={formStyles.field}>
            <span className={formStyles.label}>Note for the business (optional)</span>
            <textarea className={s.textarea} name="note" maxLength={500} />
          </label>
          {errors.note ? <p className={formStyles.error}>{errors.note}</p> : null}
          <button className={button()} type="submit" disabled={busy || clash}>
            Book these days
          </button>
        </Form>
      ) : null}
    </div>
  );
}
