/**
 * A page of a category's listings at national size (issue 30): the category screen and a search narrowed only by
 * a category. The category counts with its descendants (its family), so one query over `category_id in (family)`
 * either walks the catalogue's date index testing each listing's category, or reads every listing of the family
 * and sorts them (13,690 rows at 200,000 listings). Instead each category of the family hands over its first
 * offset + limit public listings in the page's order, off an index that starts with (category_id, status) and
 * serves that order; those few are merged (UNION ALL), sorted and the page taken, and its cards read by id — all in
 * one statement. The page is the single query's page: every listing of it is among the first offset + limit of its
 * own category.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import { businesses, products } from '../db/schema';
import { countMatches, isPublicLookedUp, summaryColumns, toSummary } from './product-summary-queries';

/**
 * The orders a family's page can be merged in, each ending on the id (pages never overlap), each served whole by
 * an index on (category_id, status, …the order), so a category's share is a walk that stops:
 * products_category_public_idx (0039) for the newest, products_category_price_idx (0044) by price,
 * products_category_rated_idx (0046) best rated (rating, then review count, as the search sorts).
 */
const ORDERS = {
  newest: [
    [products.createdAt, 'desc'],
    [products.id, 'desc'],
  ],
  price_asc: [
    [products.priceCents, 'asc'],
    [products.id, 'asc'],
  ],
  price_desc: [
    [products.priceCents, 'desc'],
    [products.id, 'desc'],
  ],
  rating: [
    [products.ratingAverage, 'desc'],
    [products.reviewCount, 'desc'],
    [products.id, 'desc'],
  ],
} as const satisfies Record<string, readonly (readonly [SQLiteColumn, 'asc' | 'desc'])[]>;

export type FamilyOrder = keyof typeof ORDERS;

export function isFamilyOrder(order: string): order is FamilyOrder {
  return order in ORDERS;
}

/**
 * An integer written into the SQL, not bound: D1 binds at most 100 parameters a statement, and each category of
 * the family is a branch of its own (idList's reasoning).
 */
function int(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new Error('a family page takes integers only');
  return sql.raw(String(n));
}

/** The order's columns as `k0, k1, …` (the id last, as `id`), so the merged rows can be sorted the same way. */
const keyName = (i: number, column: SQLiteColumn) => (column === products.id ? 'id' : `k${i}`);

/**
 * One category's first `take` public listings in the order: an index walk that stops after them. The store's
 * visibility is tested in the walk, so a hidden store's listings do not use up the category's share; the status
 * is a literal, as the ids are (a family may have many categories).
 */
function firstOfCategory(categoryId: number, order: FamilyOrder, take: number): SQL {
  const keys = ORDERS[order].map(([column], i) => sql`${column} as ${sql.raw(keyName(i, column))}`);
  const by = ORDERS[order].map(([column, dir]) => sql`${column} ${sql.raw(dir)}`);
  return sql`select * from (select ${sql.join(keys, sql`, `)} from ${products}
    inner join ${businesses} on ${businesses.id} = ${products.businessId}
    where ${products.categoryId} = ${int(categoryId)} and ${products.status} = 'publish' and ${businesses.status} = 'publish'
    order by ${sql.join(by, sql`, `)} limit ${int(take)})`;
}

/** D1 allows five terms in a compound SELECT ("too many terms in compound SELECT" with a family of six). */
const COMPOUND_TERMS = 5;

/** The branches as one UNION ALL, nested five at a time: each nested union is one term of the one around it. */
function unionAll(branches: SQL[]): SQL {
  if (branches.length <= COMPOUND_TERMS) return sql.join(branches, sql` union all `);
  const groups: SQL[] = [];
  for (let i = 0; i < branches.length; i += COMPOUND_TERMS) {
    groups.push(sql`select * from (${sql.join(branches.slice(i, i + COMPOUND_TERMS), sql` union all `)})`);
  }
  return unionAll(groups);
}

/** The page's ids: each category's first offset + limit listings, merged, sorted, the page taken. */
function pageIds(family: number[], order: FamilyOrder, limit: number, offset: number): SQL {
  const branches = family.map((categoryId) => firstOfCategory(categoryId, order, offset + limit));
  const by = ORDERS[order].map(([column, dir], i) => sql.raw(`${keyName(i, column)} ${dir}`));
  // The page's own limit and offset are bound: a D1 batch prepares a statement without parameters twice (Drizzle),
  // and the bench's rows-read recorder would then count this one twice.
  return sql`select id from (${unionAll(branches)}) order by ${sql.join(by, sql`, `)} limit ${limit} offset ${offset}`;
}

/**
 * The cards of a page of the family's public listings in `order` (rows of summaryColumns, for toSummary): one
 * statement, the page's ids read as above and each card looked up by its id. Sorted again by the order: the cards
 * of the page only.
 */
export function familyPageQuery(db: Db, family: number[], order: FamilyOrder, limit: number, offset: number) {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(sql`${products.id} in (${pageIds(family, order, limit, offset)})`)
    .orderBy(...ORDERS[order].map(([column, dir]) => sql`${column} ${sql.raw(dir)}`));
}

/**
 * The category screen's page (newest first) and how many public listings the family has, counted up to the cap
 * (countMatches, off the category index), in one D1 batch.
 */
export async function familyPageOfSummaries(db: Db, family: number[], limit: number, offset: number) {
  const [rows, counted] = await db.batch([
    familyPageQuery(db, family, 'newest', limit, offset),
    countMatches(db, and(isPublicLookedUp, inArray(products.categoryId, family))!),
  ]);
  return { items: rows.map(toSummary), counted: counted[0]?.n ?? 0 };
}
