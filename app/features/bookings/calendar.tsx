/**
 * Appointments and hire bookings by day, week or month (server-rendered; plain links, no JavaScript). Each
 * entry links to its booking; today (Harare) is marked. On a phone the week and month read as a list of days,
 * the month leaving out its empty days.
 */
import { Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { byDay, CALENDAR_VIEWS, calendarRange, type CalendarView } from './calendar-range';
import { dayLabel, lapseLabel, monthLabel, STATUS_LABEL, timeLabel } from './labels';
import * as s from './bookings.css';

export interface CalendarBooking {
  id: string;
  kind: string;
  status: string;
  startsAt: string;
  endsAt: string;
  startDay: string;
  endDay: string;
  product: { name: string };
  buyer: { name: string };
  business: { name: string };
  /** A hire request still waiting: when its hold on the days lapses. */
  lapsesAt?: string | null;
}

interface Props {
  view: CalendarView;
  date: string;
  today: string;
  bookings: CalendarBooking[];
  /** The calendar page's own path, to which ?view&date are added. */
  path: string;
  linkTo: (b: CalendarBooking) => string;
  /** Whose name an entry shows: the buyer's (vendor calendar) or the business's (buyer calendar). */
  who: 'buyer' | 'business';
}

const VIEW_LABEL: Record<CalendarView, string> = { day: 'Day', week: 'Week', month: 'Month' };

function title(view: CalendarView, from: string, to: string, date: string) {
  if (view === 'day') return dayLabel(date, true);
  if (view === 'month') return monthLabel(date);
  return `${dayLabel(from)} – ${dayLabel(to)}`;
}

export function Calendar({ view, date, today, bookings, path, linkTo, who }: Props) {
  const range = calendarRange(view, date);
  const days = byDay(bookings, range.days);
  const at = (v: CalendarView, d: string) => `${path}?view=${v}&date=${d}`;
  const month = date.slice(0, 7);
  return (
    <section className={s.stack} aria-label="Calendar">
      <nav className={s.calendarNav} aria-label="Calendar views">
        <div className={s.row}>
          <Link className={button({ tone: 'secondary' })} to={at(view, range.prev)} rel="prev">
            ← Previous
          </Link>
          <Link className={button({ tone: 'secondary' })} to={at(view, today)}>
            Today
          </Link>
          <Link className={button({ tone: 'secondary' })} to={at(view, range.next)} rel="next">
            Next →
          </Link>
        </div>
        <ul className={s.chips}>
          {CALENDAR_VIEWS.map((v) => (
            <li key={v}>
              <Link className={`${s.chip} ${v === view ? s.chipCurrent : ''}`} to={at(v, date)} aria-current={v === view ? 'page' : undefined}>
                {VIEW_LABEL[v]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className={s.calendarTitle}>{title(view, range.from, range.to, date)}</h2>
      {bookings.length === 0 ? <p className={s.muted}>Nothing booked in this {view}.</p> : null}
      <ol className={view === 'day' ? s.dayList : s.grid} data-view={view}>
        {range.days.map((d) => {
          const items = days.get(d) ?? [];
          const classes = [
            s.dayCell,
            d === today ? s.today : '',
            view === 'month' && items.length === 0 ? s.emptyOnPhone : '',
            view === 'month' && d.slice(0, 7) !== month ? s.otherMonth : '',
          ];
          return (
            <li
              key={d}
              className={classes.join(' ')}
              data-day={d}
              data-today={d === today ? 'true' : undefined}
              aria-current={d === today ? 'date' : undefined}
            >
              <p className={s.dayHead}>
                <Link to={at('day', d)}>{view === 'month' ? dayLabel(d).slice(0, 6) : dayLabel(d)}</Link>
                {d === today ? ' · Today' : ''}
              </p>
              {items.length ? (
                <ul className={s.entries}>
                  {items.map((b) => (
                    <li key={b.id}>
                      <Link className={`${s.entry} ${b.kind === 'HIRE' ? s.entryHire : ''}`} to={linkTo(b)} data-booking={b.id}>
                        {b.kind === 'HIRE' ? 'Hire' : timeLabel(b.startsAt)} · {b.product.name} · {who === 'buyer' ? b.buyer.name : b.business.name} ·{' '}
                        {STATUS_LABEL[b.status] ?? b.status}
                        {b.status === 'REQUESTED' && b.lapsesAt ? <span data-lapses={b.lapsesAt}> · held until {lapseLabel(b.lapsesAt)}</span> : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : view === 'day' ? (
                <p className={s.muted}>Nothing booked.</p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
