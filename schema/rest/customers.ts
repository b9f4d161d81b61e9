/**
 * A business's customers (Musika addition; spec §2 dashboard customer-list and all-customers): the people who
 * bought from it, derived from its orders — nothing is stored about them apart from the orders themselves.
 *
 * One customer is one phone number after the spec §5 helper (0772…, +263 772… and 263772… are one person);
 * their name and city are those of their latest order. `orders` counts every order; `totalSpentCents` sums only
 * orders that are not cancelled, refunded or failed (money that did not change hands is not spending).
 *
 * Authorization: the caller must run bID (401 / 404 'Business not found' / 403 'You do not manage this
 * business'); only that business's orders are ever read.
 */
import { z } from 'zod';
import { defineCall, noInput, queryInt } from './call';
import { pageInfo } from './shared';

/** Orders in these statuses count as orders but not as money spent. */
export const UNSPENT_STATUSES = ['cancelled', 'refunded', 'failed'] as const;

/** The most rows one export holds (a CSV of more is cut here and says so). */
export const MAX_EXPORT_ROWS = 5000;

export const customer = z.object({
  /** 263XXXXXXXXX when the order's phone could be normalised; otherwise the phone as it was typed. */
  phone: z.string(),
  name: z.string(),
  /** The city of the latest delivery order; null when all were collected. */
  city: z.string().nullable(),
  orders: z.number().int(),
  totalSpentCents: z.number().int(),
  currency: z.literal('USD').default('USD'),
  lastOrderAt: z.string(),
});
export type RestCustomer = z.infer<typeof customer>;

const bID = z.coerce
  .number({ invalid_type_error: 'bID must be a number', required_error: 'bID is required' })
  .int('bID must be a whole number')
  .positive('bID must be a positive id')
  .max(2_147_483_647, 'Business not found');

/**
 * GET /business/customers?bID&term&page&per_page (bearer; runs bID) → data.load: the business's customers, the
 * most recent buyer first; term matches the name or the phone (any of its forms). per_page up to 100;
 * per_page=-1 answers every customer up to MAX_EXPORT_ROWS (the CSV export).
 */
export const listCustomers = defineCall({
  name: 'listCustomers',
  method: 'GET',
  path: '/business/customers',
  query: z.object({
    bID,
    term: z.string().trim().max(100, 'term must be at most 100 characters').optional(),
    page: queryInt(1, 10_000).default(1),
    per_page: z.union([z.literal('-1').transform(() => -1), z.literal(-1), queryInt(1, 100)]).default(20),
  }),
  body: noInput,
  data: z.object({ load: z.array(customer), pageInfo }),
});
