/**
 * GET /search for a term, alone or with filters on the listing's row (termWindowed), in any order, nearest first too:
 * the page is ranked or sorted among the term's TERM_WINDOW newest matches, those that pass the filters, not all of
 * them (issue 30: bm25 reads each ranked match's column sizes, and a sort by price reads every match — 79,296 and
 * 29,379 rows for a common word at 200,000 listings). No term has that many matches at seed size, so there the page
 * is the single query's.
 *
 * One statement, and each match of the window read once: D1 counts every row a statement visits, so a match costs
 * its full-text row, its listing (visibility on the listing alone: store_published, migration 0047) and its place in
 * the sort. One aggregate over the window counts it (`seen`), counts its listings shown (`shown`: public, passing
 * the filters) and lists their
 * ids in the page's order (an ordered json_group_array: one sort, no window function, whose count(*) over () read
 * every row twice more); the page's positions then pick their ids out of that list and only those cards are read.
 * The counts come on every position's row, a page past the end's included (its positions find no listing).
 * ~8,200 rows read before, ~3,100 now, at any catalogue size.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, products } from '../db/schema';
import { summaryColumns, type SummaryRow } from '../catalogue/product-summary-queries';
import { shownInWindow, TERM_WINDOW, type ProductSearch, searchWindow } from './search-filters-queries';
import { orderFor, type SearchSort } from './search-order';

export interface TermWindowPage {
  rows: SummaryRow[];
  /**
   * The window's listings shown. A term alone's window full: TERM_WINDOW (past the cap, "1,000+"); with filters, those
   * of the full window that pass them (the page says only the newest matches were searched).
   */
  counted: number;
  /** More match than the window holds: the page is the newest matches' only. */
  windowFull: boolean;
}

/**
 * The window's counts and its public listings' ids in the sort's order, and the page's positions (0-based, from
 * `first`) each with its listing's id (null past the end), as a subquery `page` (seen, shown, pos, page_id).
 */
function windowPositions(s: ProductSearch, sort: SearchSort, first: number, count: number): SQL {
  const shown = shownInWindow(s);
  return sql`(with recursive win as materialized (
      select count(*) as seen, count(*) filter (where ${shown}) as shown,
        json_group_array(${products.id} order by ${sql.join(orderFor(sort, s), sql`, `)}) filter (where ${shown}) as ids
      from ${searchWindow(s, sort === 'relevance' && s.byTerm)} left join ${products} on ${products.id} = fts.fts_id
    ),
    -- D1 binds numbers as reals: cast, or the path would read '$[0.0]'.
    positions(i) as (select cast(${first} as integer) union all select i + 1 from positions where i < ${first + count - 1})
    select win.seen as seen, win.shown as shown, positions.i as pos, json_extract(win.ids, '$[' || positions.i || ']') as page_id
    from win cross join positions) page`;
}

export async function termWindowPage(db: Db, s: ProductSearch, sort: SearchSort, page: number, perPage: number): Promise<TermWindowPage> {
  const positions = await db
    .select({ ...summaryColumns, seen: sql<number>`page.seen`, shown: sql<number>`page.shown` })
    .from(windowPositions(s, sort, (page - 1) * perPage, perPage))
    .leftJoin(products, sql`${products.id} = page.page_id`)
    .leftJoin(businesses, sql`${businesses.id} = ${products.businessId}`)
    .orderBy(sql`page.pos`);
  // The positions past the window's end have no listing; every position carries the counts.
  const rows = positions.filter((row): row is typeof row & SummaryRow => row.product !== null);
  const { seen = 0, shown = 0 } = positions[0] ?? {};
  const windowFull = seen >= TERM_WINDOW;
  return { rows, counted: windowFull && s.conditions.length === 0 ? TERM_WINDOW : shown, windowFull };
}
