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

/** The calendar's words in the page's language (calendar-text.server.ts). */
export interface CalendarText {
  label: string;
  views: string;
  previous: string;
  today: string;
  next: string;
  viewLabels: Record<CalendarView, string>;
  title: string;
  empty: string;
  todayMark: string;
  nothingBooked: string;
  /** Each day's label, by 'YYYY-MM-DD'. */
  days: Record<string, string>;
  /** Each entry's own words, by booking id. */
  entries: Record<string, { lead: string; status: string; held: string }>;
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
  /** The words in the page's language; without them the calendar writes English itself. */
  text?: CalendarText;
}

const VIEW_LABEL: Record<CalendarView, string> = { day: 'Day', week: 'Week', month: 'Month' };

function title(view: CalendarView, from: string, to: string, date: string) {
  if (view === 'day') return dayLabel(date, true);
  if (view === 'month') return monthLabel(date);
  return `${dayLabel(from)} – ${dayLabel(to)}`;
}

/** The calendar's English, as it always read (pages not yet translated). */
function englishText(view: CalendarView, date: string, bookings: CalendarBooking[]): CalendarText {
  const range = calendarRange(view, date);
  return {
    label: 'Calendar',
    views: 'Calendar views',
    previous: '← Previous',
    today: 'Today',
    next: 'Next →',
    viewLabels: VIEW_LABEL,
    title: title(view, range.from, range.to, date),
    empty: `Nothing booked in this ${view}.`,
    todayMark: ' · Today',
    nothingBooked: 'Nothing booked.',
    days: Object.fromEntries(range.days.map((d) => [d, view === 'month' ? dayLabel(d).slice(0, 6) : dayLabel(d)])),
    entries: Object.fromEntries(
      bookings.map((b) => [
        b.id,
        {
          lead: b.kind === 'HIRE' ? 'Hire' : timeLabel(b.startsAt),
          status: STATUS_LABEL[b.status] ?? b.status,
          held: b.status === 'REQUESTED' && b.lapsesAt ? ` · held until ${lapseLabel(b.lapsesAt)}` : '',
        },
      ]),
    ),
  };
}

export function Calendar({ view, date, today, bookings, path, linkTo, who, text }: Props) {
  const range = calendarRange(view, date);
  const w = text ?? englishText(view, date, bookings);
  const days = byDay(bookings, range.days);
  const at = (v: CalendarView, d: string) => `${path}?view=${v}&date=${d}`;
  const month = date.slice(0, 7);
  return (
    <section className={s.stack} aria-label={w.label}>
      <nav className={s.calendarNav} aria-label={w.views}>
        <div className={s.row}>
          <Link className={button({ tone: 'secondary' })} to={at(view, range.prev)} rel="prev">
            {w.previous}
          </Link>
          <Link className={button({ tone: 'secondary' })} to={at(view, today)}>
            {w.today}
          </Link>
          <Link className={button({ tone: 'secondary' })} to={at(view, range.next)} rel="next">
            {w.next}
          </Link>
        </div>
        <ul className={s.chips}>
          {CALENDAR_VIEWS.map((v) => (
            <li key={v}>
              <Link className={`${s.chip} ${v === view ? s.chipCurrent : ''}`} to={at(v, date)} aria-current={v === view ? 'page' : undefined}>
                {w.viewLabels[v]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className={s.calendarTitle}>{w.title}</h2>
      {bookings.length === 0 ? <p className={s.muted}>{w.empty}</p> : null}
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
                <Link to={at('day', d)}>{w.days[d]}</Link>
                {d === today ? w.todayMark : ''}
              </p>
              {items.length ? (
                <ul className={s.entries}>
                  {items.map((b) => (
                    <li key={b.id}>
                      <Link className={`${s.entry} ${b.kind === 'HIRE' ? s.entryHire : ''}`} to={linkTo(b)} data-booking={b.id}>
                        {w.entries[b.id]?.lead} · {b.product.name} · {who === 'buyer' ? b.buyer.name : b.business.name} · {w.entries[b.id]?.status}
                        {w.entries[b.id]?.held ? <span data-lapses={b.lapsesAt}>{w.entries[b.id].held}</span> : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : view === 'day' ? (
                <p className={s.muted}>{w.nothingBooked}</p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
