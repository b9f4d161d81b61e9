/**
 * "23 results", "1 listing", "1,000+ results": how many a list shows it has. Public product lists and the stores
 * page stop counting at 1,000 (schema/rest/shared.ts TOTAL_CAP) and say so with a plus rather than a number they did not count.
 */
const grouped = new Intl.NumberFormat('en-US');

export function resultCount(pageInfo: { total: number; totalIsCapped?: boolean | null }, one: string, many: string): string {
  const { total, totalIsCapped } = pageInfo;
  if (totalIsCapped) return `${grouped.format(total)}+ ${many}`;
  return `${grouped.format(total)} ${total === 1 ? one : many}`;
}
