/**
 * What every /admin list screen shares: reading `?status&search&page` from the address (bad values fall back,
 * never error), the GET filter form (works without JavaScript; a status select when the list has statuses,
 * then the search box), the table (or the empty message) and the pager that keeps the filters in its links.
 */
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { button } from '~/components/button.css';
import { Field, formStyles } from '~/components/form';
import { Empty } from '~/components/layout';
import { fill } from '~/lib/i18n/fill';
import * as s from './admin-shell.css';
import { useAdminFrame } from './admin-shell';

export interface AdminListParams {
  /** '' when the address names no known status and there is no fallback. */
  status: string;
  search: string;
  page: number;
}

export function readAdminListParams(request: Request, statuses: readonly string[] = [], fallback = ''): AdminListParams {
  const params = new URL(request.url).searchParams;
  const asked = params.get('status') ?? '';
  return {
    status: statuses.includes(asked) ? asked : fallback,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    page: Math.min(10_000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)),
  };
}

/** The address of `page` with the other filters kept (empty ones dropped). */
export function adminPageLink(filters: Record<string, string>, page: number) {
  const params = new URLSearchParams(Object.entries(filters).filter(([, v]) => v));
  params.set('page', String(page));
  return `?${params}`;
}

export interface AdminFiltersProps {
  label: string;
  /** [value, label] pairs; '' is the "any" choice. Omit for lists without statuses. */
  statuses?: readonly (readonly [string, string])[];
  status?: string;
  search: string;
  searchLabel: string;
  searchPlaceholder?: string;
  /** Further filter fields, between the status and the search. */
  children?: ReactNode;
}

export function AdminFilters({ label, statuses, status, search, searchLabel, searchPlaceholder, children }: AdminFiltersProps) {
  const { w } = useAdminFrame();
  return (
    <Form method="get" className={s.filters} aria-label={label}>
      {statuses ? (
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="field-status">
            {w.status}
          </label>
          <select className={formStyles.input} id="field-status" name="status" defaultValue={status}>
            {statuses.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {children}
      <Field label={searchLabel} name="search" defaultValue={search} placeholder={searchPlaceholder} maxLength={100} />
      <button className={button({ tone: 'secondary' })} type="submit">
        {w.filter}
      </button>
    </Form>
  );
}

export function AdminPager({ page, totalPages, link, older }: { page: number; totalPages: number; link: (page: number) => string; older?: boolean }) {
  const { w } = useAdminFrame();
  return (
    <nav className={s.pager} aria-label={w.pages}>
      {page > 1 ? <Link to={link(page - 1)}>{older ? w.newer : w.previous}</Link> : null}
      <span>{fill(w.pageOf, { page, total: Math.max(1, totalPages) })}</span>
      {page < totalPages ? <Link to={link(page + 1)}>{older ? w.older : w.next}</Link> : null}
    </nav>
  );
}

export interface AdminTableProps {
  /** How many rows the page holds: none shows `empty` instead of the table. */
  rows: number;
  empty: string;
  caption: ReactNode;
  headings: readonly string[];
  /** The rows (<tr>), in a horizontally scrolling wrapper so the page never scrolls sideways at 360 px. */
  children: ReactNode;
}

export function AdminTable({ rows, empty, caption, headings, children }: AdminTableProps) {
  if (rows === 0) return <Empty>{empty}</Empty>;
  return (
    <div className={s.tableWrap}>
      <table className={s.table}>
        <caption className={s.roles}>{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} className={s.cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
