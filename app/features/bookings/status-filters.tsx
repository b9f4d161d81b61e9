/**
 * The status chips and the "when" link of a bookings list (the buyer's appointments, the vendor's): links to the
 * same list with one filter changed and the others kept, so they work without JavaScript.
 */
import { Link } from '@remix-run/react';
import { STATUS_FILTERS, type StatusFilter } from './labels';
import * as s from './bookings.css';

export interface ListFilters {
  status: StatusFilter | null;
  /** Past bookings shown too. */
  all: boolean;
}

/** The list's address with `changes` applied to its filters (null removes one). */
export function listHref(path: string, filters: ListFilters, changes: Record<string, string | null>): string {
  const entries = Object.entries({ status: filters.status, when: filters.all ? 'all' : null, ...changes });
  const q = new URLSearchParams(entries.filter((e): e is [string, string] => !!e[1]));
  return q.size ? `${path}?${q}` : path;
}

export function StatusFilters({ path, filters, labels }: { path: string; filters: ListFilters; labels: Record<string, string> }) {
  const { status } = filters;
  return (
    <nav aria-label="Filter by status">
      <ul className={s.chips}>
        <li>
          <Link className={`${s.chip} ${status ? '' : s.chipCurrent}`} to={listHref(path, filters, { status: null })}>
            All
          </Link>
        </li>
        {STATUS_FILTERS.map((f) => (
          <li key={f}>
            <Link
              className={`${s.chip} ${status === f ? s.chipCurrent : ''}`}
              to={listHref(path, filters, { status: f.toLowerCase() })}
              aria-current={status === f ? 'page' : undefined}
            >
              {labels[f]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "Show past ones too" / "Upcoming only". */
export function WhenLink({ path, filters }: { path: string; filters: ListFilters }) {
  return <Link to={listHref(path, filters, { when: filters.all ? null : 'all' })}>{filters.all ? 'Upcoming only' : 'Show past ones too'}</Link>;
}
