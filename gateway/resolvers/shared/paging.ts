import type { Resolvers } from '../../generated/resolvers';

/** Page-based lists keep the REST paging; page and perPage come in from clients and are bounded here. */
export function boundedPage(page: number | null | undefined, perPage: number | null | undefined, maxPerPage = 100) {
  return {
    page: Math.min(Math.max(1, Math.trunc(page ?? 1)), 10_000),
    perPage: Math.min(Math.max(1, Math.trunc(perPage ?? 12)), maxPerPage),
  };
}

/** Only the public product lists and store searches cap their count (schema/rest/shared.ts TOTAL_CAP); every other list is exact. */
export const pageInfoResolvers: Resolvers = {
  PageInfo: { totalIsCapped: (p) => p.totalIsCapped ?? false },
};
