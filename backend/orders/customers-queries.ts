/**
 * A business's customers, derived from its orders (schema/rest/customers.ts): one business_customers row per store
 * and normalised phone, kept by triggers on orders (migration 0049), which normalise the phone as
 * schema/rest/phone.ts's normalizePhone does (normalisedPhoneSql below is the same expression, held to normalizePhone
 * by tests/integration/vendor-customers-rest.test.ts; tests/integration/working-screen-counts.test.ts holds the kept
 * rows to a live grouping of the orders by it).
 */
import { sql, type SQL } from 'drizzle-orm';
import { normalizePhone } from '../../schema/rest/phone';
import { MAX_EXPORT_ROWS, type RestCustomer } from '../../schema/rest/customers';
import type { Db } from '../db/client';
import { SEARCH_WINDOW } from './working-lists';

/** normalizePhone in SQL: drop spaces, dashes, brackets and dots; '+…' loses the plus; '0…' becomes '263…'. */
export function normalisedPhoneSql(column: SQL): SQL {
  const compact = sql`replace(replace(replace(replace(replace(trim(${column}), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')`;
  return sql`(case when substr(${compact}, 1, 1) = '+' then substr(${compact}, 2)
                   when substr(${compact}, 1, 1) = '0' then '263' || substr(${compact}, 2)
                   else ${compact} end)`;
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/**
 * The term as a name (any order's: `names` holds them all) or as part of a phone number in any form people type, over
 * a business_customers row.
 */
function termFilter(term: string): SQL {
  const name = likePattern(term.toLowerCase());
  const digits = normalizePhone(term).replace(/\D/g, '');
  const byPhone = digits.length >= 3 ? sql` or c.phone like ${likePattern(digits)} escape '\\'` : sql``;
  return sql`(c.names like ${name} escape '\\'${byPhone})`;
}

const afterBar = (v: string | null) => (v == null ? null : String(v).slice(String(v).indexOf('|') + 1));

export interface CustomerPage {
  load: RestCustomer[];
  total: number;
  /** Set when a search read only this many of the newest customers (there were more). */
  countedNewest?: number;
}

/** The deepest a page of customers reaches: the export's MAX_EXPORT_ROWS (a page further would walk them all). */
export const CUSTOMER_DEPTH = MAX_EXPORT_ROWS;

interface SummaryRow {
  phone: string;
  orders: number;
  totalSpentCents: number;
  lastOrderAt: string;
  latestName: string;
  latestCity: string | null;
}

const columns = sql`c.phone as phone, c.orders as orders, c.spent_cents as totalSpentCents, c.last_order_at as lastOrderAt,
  c.latest_name as latestName, c.latest_city as latestCity`;
const mostRecentFirst = sql`order by c.last_order_at desc, c.phone`;

/**
 * One page of the customers of `businessId`, the most recent buyer first; perPage -1 means up to `cap`. Read from
 * business_customers (kept by triggers on orders, migration 0049) off business_customers_recent_idx, with the total
 * kept in business_customer_counts: a store with 100,000 orders no longer groups them on every page (issue 30).
 * A term is matched among the SEARCH_WINDOW most recent customers, and a whole phone number among all of them.
 */
export async function listCustomers(
  db: Db,
  businessId: number,
  opts: { term?: string; page: number; perPage: number; cap: number },
): Promise<CustomerPage> {
  const limit = opts.perPage === -1 ? opts.cap : opts.perPage;
  const offset = opts.perPage === -1 ? 0 : (opts.page - 1) * opts.perPage;
  const within = Math.max(0, Math.min(limit, CUSTOMER_DEPTH - offset));
  let rows: SummaryRow[];
  let total: number;
  let countedNewest: number | undefined;
  if (opts.term) {
    const phone = normalizePhone(opts.term);
    // The window's every customer with whether they match (one walk: how full the window is comes with it), and a
    // whole phone number looked up by the key wherever it is.
    const [windowed, byPhone] = await Promise.all([
      db.all<SummaryRow & { hit: number }>(sql`select ${columns}, ${termFilter(opts.term)} as hit from business_customers c
        where c.business_id = ${businessId} ${mostRecentFirst} limit ${SEARCH_WINDOW}`),
      db.all<SummaryRow>(sql`select ${columns} from business_customers c where c.business_id = ${businessId} and c.phone = ${phone}`),
    ]);
    const hits = windowed.filter((r) => Number(r.hit) === 1).map(({ hit: _hit, ...r }) => r);
    const matches = [...hits, ...byPhone.filter((p) => !hits.some((h) => h.phone === p.phone))].sort(
      (a, b) => b.lastOrderAt.localeCompare(a.lastOrderAt) || (a.phone < b.phone ? -1 : a.phone > b.phone ? 1 : 0),
    );
    rows = matches.slice(offset, offset + within);
    total = matches.length;
    if (windowed.length >= SEARCH_WINDOW) countedNewest = SEARCH_WINDOW;
  } else {
    const [page, kept] = await Promise.all([
      within > 0
        ? db.all<SummaryRow>(sql`select ${columns} from business_customers c where c.business_id = ${businessId}
            ${mostRecentFirst} limit ${within} offset ${offset}`)
        : Promise.resolve([]),
      db.get<{ n: number }>(sql`select n from business_customer_counts where business_id = ${businessId}`),
    ]);
    rows = page;
    total = Number(kept?.n ?? 0);
  }
  return {
    load: rows.map(({ latestName, latestCity, ...r }) => ({
      ...r,
      name: afterBar(latestName) ?? '',
      phone: String(r.phone),
      orders: Number(r.orders),
      totalSpentCents: Number(r.totalSpentCents),
      city: afterBar(latestCity) || null,
      currency: 'USD' as const,
    })),
    total,
    ...(countedNewest !== undefined ? { countedNewest } : {}),
  };
}
