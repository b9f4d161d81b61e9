/**
 * GET /search for a term alone (termAlone: no other filter), in any order but nearest first: the page is ranked or
 * sorted among the term's TERM_WINDOW newest matches, not all of them (issue 30: bm25 reads each ranked match's
 * column sizes, and a sort by price reads every match — 79,296 and 29,379 rows for a common word at 200,000
 * listings). No term has that many matches at seed size, so there the page is the single query's.
 *
 * One statement: the page's ids are ranked or sorted first, with the window's counts carried by each row, and only
 * their cards read (a card's photo is a subquery, which a sort of the whole window would run for every match). A
 * page past the end has no row to carry the count, so only then is it counted on its own.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, products } from '../db/schema';
import { countMatches, summaryColumns, type SummaryRow } from '../catalogue/product-summary-queries';
import { newestMatches, productWhere, rankedMatches, TERM_WINDOW, termWindowSeen, type ProductSearch } from './search-filters-queries';
import { newest, orderFor, type SearchSort } from './search-order';

export interface TermWindowPage {
  rows: SummaryRow[];
  /** The window's public matches; TERM_WINDOW (past the cap) when the window is full. */
  counted: number;
  /** More match than the window holds: the page is the newest matches' only. */
  windowFull: boolean;
}

export async function termWindowPage(
  db: Db,
  s: ProductSearch,
  sort: Exclude<SearchSort, 'distance'>,
  page: number,
  perPage: number,
): Promise<TermWindowPage> {
  const ranked = sort === 'relevance';
  const window = ranked ? rankedMatches(s.match!, TERM_WINDOW) : newestMatches(s.match!, TERM_WINDOW);
  const ids = db
    .select({
      id: sql<number>`${products.id}`.as('page_id'),
      rank: (ranked ? sql<number>`fts.fts_rank` : sql<number>`0`).as('page_rank'),
      seen: sql<number>`fts.fts_seen`.as('page_seen'),
      shown: sql<number>`count(*) over ()`.as('page_shown'),
    })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .innerJoin(window, sql`fts.fts_id = ${products.id}`)
    .where(productWhere(s, { termJoined: true, lookup: 'term' }))
    .orderBy(...orderFor(sort, s))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .as('page');
  const rows = await db
    .select({ ...summaryColumns, seen: ids.seen, shown: ids.shown })
    .from(ids)
    .innerJoin(products, eq(products.id, ids.id))
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    // The same order on the page's cards: the rank carried out of the window, the other orders on their columns.
    .orderBy(...(ranked ? [sql`${ids.rank}`, ...newest] : orderFor(sort, s)));
  const [seen, shown] = rows[0] ? [rows[0].seen, rows[0].shown] : await countPastTheEnd(db, s);
  const windowFull = seen >= TERM_WINDOW;
  return { rows, counted: windowFull ? TERM_WINDOW : shown, windowFull };
}

/** For a page past the end: the window's size and its public matches, read on their own. */
async function countPastTheEnd(db: Db, s: ProductSearch): Promise<[seen: number, shown: number]> {
  const [[counted], [held]] = await Promise.all([
    countMatches(db, productWhere(s, { lookup: 'term', termWindow: true })),
    db.all<{ seen: number }>(sql`select ${termWindowSeen(s.match!)} as seen`),
  ]);
  return [held?.seen ?? 0, counted?.n ?? 0];
}
