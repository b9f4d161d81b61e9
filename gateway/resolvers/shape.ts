/** Small mappings REST → GraphQL that several resolvers share. */
import type { AuctionStatus, ProductKind } from '../generated/resolvers';

export const money = (amountCents: number, currency = 'USD') => ({ amountCents, currency });

export const kindToEnum = (kind: string) => kind.toUpperCase() as ProductKind;

export const auctionStatusToEnum = (status: string | null) => (status ? (status.toUpperCase() as AuctionStatus) : null);

/** Page-based lists keep the REST paging; page and perPage come in from clients and are bounded here. */
export function boundedPage(page: number | null | undefined, perPage: number | null | undefined, maxPerPage = 100) {
  return {
    page: Math.min(Math.max(1, Math.trunc(page ?? 1)), 10_000),
    perPage: Math.min(Math.max(1, Math.trunc(perPage ?? 12)), maxPerPage),
  };
}

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
