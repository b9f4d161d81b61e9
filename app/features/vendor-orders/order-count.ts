/**
 * What the vendor's order list says it holds (issue 30: a store with 100,000 orders). The total is exact from the
 * counts kept per status; dates narrow it to a count that stops at 1,000 ("1,000+ orders"). Pages reach the newest
 * 1,000 of a list, and a search reads the newest 1,000 orders the other filters leave: both are said, with the way to
 * reach older orders (narrow the dates).
 */
import { resultCount } from '~/lib/result-count';

const grouped = new Intl.NumberFormat('en-US');

export interface OrderCountInfo {
  total: number;
  totalIsCapped?: boolean | null;
  countedNewest?: number | null;
  perPage: number;
  totalPages: number;
}

export function orderCountLabel(pageInfo: OrderCountInfo, searching: boolean): string {
  const count = resultCount(pageInfo, 'order', 'orders');
  if (searching && pageInfo.countedNewest) {
    return `${count} among the newest ${grouped.format(pageInfo.countedNewest)} · narrow the dates to search older orders`;
  }
  const reachable = pageInfo.perPage * pageInfo.totalPages;
  if (pageInfo.total > reachable || pageInfo.totalIsCapped) {
    return `${count} · the newest ${grouped.format(reachable)} are listed: narrow the dates to see older ones`;
  }
  return count;
}
