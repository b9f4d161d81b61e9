/**
 * The filter panel of a search that nothing but a category narrows (a category screen's panel, or the whole
 * catalogue's), read from the counts triggers keep (migration 0044) instead of grouping every listing of the
 * category: tens of rows at any catalogue size (issue 30). The answers are the live queries' answers; the kept
 * tables are checked against live counts by tests/integration/category-facet-counts.test.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idList } from '../db/id-list';

/** One group of the result set: a category, kind and make (case-insensitively), with its deals and promoted ones. */
export interface FacetRow {
  categoryId: number;
  kind: string;
  make: string | null;
  n: number;
  deals: number;
  promoted: number;
}

export interface PriceBounds {
  minCents: number | null;
  maxCents: number | null;
}

/** Only the family's rows, or every category's when `ids` is null. */
const inFamily = (ids: number[] | null): SQL => (ids ? sql`and category_id in ${idList(ids)}` : sql``);

/** Rows like the live grouping's: per category, kind and make (case-insensitively, as the make filter compares). */
export async function keptFacetRows(db: Db, ids: number[] | null): Promise<FacetRow[]> {
  if (ids?.length === 0) return [];
  return db.all<FacetRow>(sql`
    select category_id as categoryId, kind, min(nullif(make, '')) as make, sum(n) as n, sum(deals) as deals,
      sum(promoted) as promoted
    from category_facet_counts where n > 0 ${inFamily(ids)}
    group by category_id, kind, lower(make)`);
}

/** The cheapest and dearest public listing's price, or nulls when none is listed. */
export async function keptPriceBounds(db: Db, ids: number[] | null): Promise<PriceBounds> {
  if (ids?.length === 0) return { minCents: null, maxCents: null };
  // Each end is one probe of an index in price order (products_category_price_idx per category of the family, or
  // products_public_price_idx), stepping past a hidden store's listings; SQLite cannot bound min() over a join.
  const end = (category: number | null, direction: 'asc' | 'desc') =>
    sql`(select p.price_cents from products p join businesses b on b.id = p.business_id
      where ${category === null ? sql`` : sql`p.category_id = ${sql.raw(String(category))} and`} p.status = 'publish'
        and b.status = 'publish'
      order by p.price_cents ${sql.raw(direction)} limit 1)`;
  const parts = (ids ?? [null]).map((id) => sql`select ${end(id, 'asc')} as lo, ${end(id, 'desc')} as hi`);
  const [row] = await db.all<{ lo: number | null; hi: number | null }>(
    sql`select min(lo) as lo, max(hi) as hi from (${sql.join(parts, sql` union all `)})`,
  );
  return { minCents: row?.lo ?? null, maxCents: row?.hi ?? null };
}

/** How many public listings of the family carry each attribute term. */
export async function keptTermCounts(db: Db, ids: number[] | null): Promise<{ termId: number; n: number }[]> {
  if (ids?.length === 0) return [];
  return db.all(sql`
    select term_id as termId, sum(n) as n from category_term_counts where n > 0 ${inFamily(ids)} group by term_id`);
}
