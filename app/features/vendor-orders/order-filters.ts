/**
 * The order list's filters as the URL carries them (?status=&from=&to=&search=&page=), shared by the list pages
 * and the CSV export so both show the same orders. A bad value is reported (and the typed text kept), never
 * silently widened into "all orders".
 */
import { z } from 'zod';
import { HARARE_DAY, MAX_ORDER_SEARCH, ORDER_MESSAGES, ORDER_STATUSES } from '../../../schema/rest/orders';
import { pageFromUrl } from '~/components/pagination';
import { statusFromRest } from './order-status';

export interface OrderFilters {
  status: string;
  from: string;
  to: string;
  search: string;
  page: number;
}

/** A calendar date that exists (2026-02-30 does not: Date would roll it into March). */
// zod runs the refinement even when the pattern failed: anything unparseable is simply not a day.
const realDay = (d: string) => {
  const t = Date.parse(`${d}T12:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
};
const day = (label: string) =>
  z.union([z.literal(''), z.string().regex(HARARE_DAY, `${label} must be a date like 2026-03-31`).refine(realDay, `${label} is not a real date`)]);

const schema = z
  .object({
    status: z.union([z.literal(''), z.enum(ORDER_STATUSES, { errorMap: () => ({ message: 'Choose a status from the list' }) })]),
    from: day('From'),
    to: day('To'),
    search: z.string().trim().max(MAX_ORDER_SEARCH, `Search with at most ${MAX_ORDER_SEARCH} characters`),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, ORDER_MESSAGES.badRange);

export function filtersFromUrl(url: URL): { filters: OrderFilters; error: string | null } {
  const raw = {
    status: '',
    from: '',
    to: '',
    search: '',
    ...Object.fromEntries(['status', 'from', 'to', 'search'].map((k) => [k, url.searchParams.get(k) ?? ''])),
  };
  const typed = { ...raw, search: raw.search.slice(0, 200), page: pageFromUrl(url) };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { filters: typed, error: parsed.error.issues[0].message };
  return { filters: { ...parsed.data, page: typed.page }, error: null };
}

/** The filters as GraphQL variables. */
export function filterVariables(f: OrderFilters) {
  return {
    status: f.status ? statusFromRest(f.status) : null,
    from: f.from || null,
    to: f.to || null,
    search: f.search || null,
  };
}

/** The same filters as a query string (for the export link and paging), without empty values. */
export function filterQuery(f: OrderFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'from', 'to', 'search'] as const) if (f[key]) params.set(key, f[key]);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const text = params.toString();
  return text ? `?${text}` : '';
}
