/**
 * The line above the stores list: how many stores, in words that agree with the number and the search. The stores
 * page counts no further than 1,000 (issue 30, as the product lists do): past that it says "1,000+ stores".
 */
import { resultCount } from '~/lib/result-count';

export function storeCountLabel(pageInfo: { total: number; totalIsCapped?: boolean | null }, searched: boolean): string {
  const stores = resultCount(pageInfo, 'store', 'stores');
  if (!searched) return `${stores} across Zimbabwe.`;
  if (pageInfo.total === 0) return 'No stores match your search.';
  return `${stores} ${pageInfo.total === 1 && !pageInfo.totalIsCapped ? 'matches' : 'match'} your search.`;
}
