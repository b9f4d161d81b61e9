/** Words for order statuses as the store reads them (GraphQL enum → label). */
import type { OrderStatus } from '~/graphql/generated/graphql';

/** A status as the REST API spells it ('on-hold') → the GraphQL enum ('ON_HOLD'). */
export const statusFromRest = (status: string) => status.toUpperCase().replace('-', '_') as OrderStatus;

export const VENDOR_STATUS_LABEL: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  ON_HOLD: 'On hold',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
  FAILED: 'Failed',
};

/** What a move means for the store, shown next to the choice. */
export const STATUS_HINT: Partial<Record<OrderStatus, string>> = {
  CANCELLED: 'puts the items back in stock',
  REFUNDED: 'puts the items back in stock',
  COMPLETED: 'a cash order counts as paid',
};
