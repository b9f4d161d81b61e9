/**
 * The working screens' lists at their own scale (issue 30: 100,000 orders a store, 1,000 orders and 10,000
 * notifications a buyer, 20,000 customers a store): each page reads only its own rows and what it counts is kept by
 * triggers (migration 0049) or counted no further than TOTAL_CAP.
 *
 * - Depth: a list pages through its newest LIST_DEPTH entries (50 pages of 20). A page further down would walk every
 *   entry above it; older orders are reached by narrowing the dates (or the status) instead. `totalPages` stops there.
 * - Search: a term is matched among the list's newest SEARCH_WINDOW entries (after its other filters), as a term alone
 *   is in the catalogue (decision 023): `countedNewest` says so when more were there.
 */
import { TOTAL_CAP } from '../../schema/rest/shared';

export const LIST_DEPTH = TOTAL_CAP;
export const SEARCH_WINDOW = TOTAL_CAP;

/** Limit and offset of `page`, kept within LIST_DEPTH; null when the page starts past it (it answers no rows). */
export function pageSlice(page: number, perPage: number): { limit: number; offset: number } | null {
  const offset = (page - 1) * perPage;
  if (offset >= LIST_DEPTH) return null;
  return { limit: Math.min(perPage, LIST_DEPTH - offset), offset };
}

/**
 * Paging of a working list. `counted` is exact when it comes from a kept count (`exact`), else counted up to
 * TOTAL_CAP + 1 (countUpTo): past TOTAL_CAP it reads "1,000+" (`totalIsCapped`). Pages stop at LIST_DEPTH.
 */
export function depthPaging(page: number, perPage: number, counted: number, exact: boolean, countedNewest?: number) {
  const capped = !exact && counted > TOTAL_CAP;
  const total = capped ? TOTAL_CAP : counted;
  return {
    page,
    perPage,
    total,
    totalPages: Math.min(Math.ceil(total / perPage), Math.ceil(LIST_DEPTH / perPage)),
    ...(capped ? { totalIsCapped: true } : {}),
    ...(countedNewest !== undefined ? { countedNewest } : {}),
  };
}
