/**
 * How many items a list field may return, shared by the cost model (what a query is charged) and the
 * resolvers (what they actually ask ezw/v1 for), so the two cannot drift apart.
 */
import type { GraphQLResolveInfo } from 'graphql';

/** Items one list field may return at most; `-1` ("all") at the top level is charged and capped at this. */
export const MAX_LIST_SIZE = 100;
/** "All" inside another list (a business's products on each of 50 stores) is capped much harder. */
export const NESTED_ALL_CAP = 20;

/** The size a `limit`/`perPage` argument stands for: -1 or missing means "all", bounded by `MAX_LIST_SIZE`. */
export function listSize(value: unknown, fallback = MAX_LIST_SIZE): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  if (value === -1) return MAX_LIST_SIZE;
  return Math.min(Math.max(Math.trunc(value), 1), MAX_LIST_SIZE);
}

/** Whether the field being resolved sits inside a list (its path has an index above it). */
export function insideList(info: Pick<GraphQLResolveInfo, 'path'>): boolean {
  for (let p = info.path.prev; p; p = p.prev) if (typeof p.key === 'number') return true;
  return false;
}

/**
 * The `limit` a resolver passes to ezw/v1: -1 stays "all" at the top level (the REST call bounds it), but
 * inside a list it becomes `NESTED_ALL_CAP`, so one query cannot fetch every product of every store.
 */
export function resolverLimit(limit: number | null | undefined, info: Pick<GraphQLResolveInfo, 'path'>): number {
  if (limit === -1 || limit == null) return insideList(info) ? NESTED_ALL_CAP : -1;
  return Math.min(Math.max(Math.trunc(limit), 1), insideList(info) ? NESTED_ALL_CAP : MAX_LIST_SIZE);
}
