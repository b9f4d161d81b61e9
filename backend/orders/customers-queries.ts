/**
 * A business's customers, derived from its orders (schema/rest/customers.ts). Grouping happens in SQL so a
 * business with thousands of orders answers one page without loading them all: the phone is normalised in SQL
 * exactly as schema/rest/phone.ts's normalizePhone does it (the unit test of this file holds the two together).
 */
import { sql, type SQL } from 'drizzle-orm';
import { normalizePhone } from '../../schema/rest/phone';
import { UNSPENT_STATUSES, type RestCustomer } from '../../schema/rest/customers';
import type { Db } from '../db/client';

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

const PHONE = normalisedPhoneSql(sql`o.customer_phone`);
const unspent = sql.join(
  UNSPENT_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** The term as a name (any order's) or as part of a phone number in any form people type. */
function termFilter(term: string | undefined): SQL {
  if (!term) return sql``;
  const name = likePattern(term.toLowerCase());
  const digits = normalizePhone(term).replace(/\D/g, '');
  const byPhone = digits.length >= 3 ? sql` or phone like ${likePattern(digits)} escape '\\'` : sql``;
  return sql`having (max(lower(o.customer_name) like ${name} escape '\\')${byPhone})`;
}

const afterBar = (v: string | null) => (v == null ? null : String(v).slice(String(v).indexOf('|') + 1));

export interface CustomerPage {
  load: RestCustomer[];
  total: number;
}

/** One page of the customers of `businessId`, the most recent buyer first; perPage -1 means up to `cap`. */
export async function listCustomers(
  db: Db,
  businessId: number,
  opts: { term?: string; page: number; perPage: number; cap: number },
): Promise<CustomerPage> {
  const limit = opts.perPage === -1 ? opts.cap : opts.perPage;
  const offset = opts.perPage === -1 ? 0 : (opts.page - 1) * opts.perPage;
  const having = termFilter(opts.term);
  // Name and city are those of the latest order (of the latest delivery order for the city): max() over
  // "<created_at>|<value>" picks it, as ISO times sort as text and hold no '|'.
  const groups = sql`
    select ${PHONE} as phone, max(o.created_at) as lastOrderAt, max(o.created_at || '|' || o.customer_name) as latestName, count(*) as orders,
           coalesce(sum(case when o.status in (${unspent}) then 0 else o.total_cents end), 0) as totalSpentCents,
           max(case when o.delivery_address is not null and json_valid(o.delivery_address)
                    then o.created_at || '|' || coalesce(json_extract(o.delivery_address, '$.city'), '') end) as latestCity
    from orders o where o.business_id = ${businessId}
    group by phone ${having}`;
  const [rows, counted] = await Promise.all([
    db.all<Omit<RestCustomer, 'name' | 'city' | 'currency'> & { latestName: string; latestCity: string | null }>(
      sql`${groups} order by lastOrderAt desc, phone limit ${limit} offset ${offset}`,
    ),
    db.get<{ n: number }>(sql`select count(*) as n from (${groups})`),
  ]);
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
    total: Number(counted?.n ?? 0),
  };
}
