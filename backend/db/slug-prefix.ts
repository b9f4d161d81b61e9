/**
 * "Slugs starting with X" as an index range instead of LIKE 'X%': D1 refuses a LIKE pattern longer than 50
 * bytes ("LIKE or GLOB pattern too complex"), and the slug of a long product or store name is longer, so
 * creating one answered 500. Slugs are [a-z0-9-], all of which sort before '~'.
 */
import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

export function slugStartsWith(column: AnySQLiteColumn, prefix: string): SQL {
  return and(gte(column, prefix), lt(column, `${prefix}~`))!;
}
