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

interface FiltersProps {
  path: string;
  filters: ListFilters;
  labels: Record<string, string>;
  /** The nav's name and "All" in the page's language (English when not given). */
  text?: { label: string; all: string };
}

export function StatusFilters({ path, filters, labels, text }: FiltersProps) {
  const { status } = filters;
  return (
    <nav aria-label={text?.label ?? 'Filter by status'}>
      <ul className={s.chips}>
        <li>
          <Link className={`${s.chip} ${status ? '' : s.chipCurrent}`} to={listHref(path, filters, { status: null })}>
            {text?.all ?? 'All'}
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
export function WhenLink({ path, filters, text }: { path: string; filters: ListFilters; text?: { upcoming: string; past: string } }) {
  return (
    <Link to={listHref(path, filters, { when: filters.all ? null : 'all' })}>
      {filters.all ? (text?.upcoming ?? 'Upcoming only') : (text?.past ?? 'Show past ones too')}
    </Link>
  );
}
