/**
 * API clients and their budget counters (issue 32 §3; migration 0054). A client belongs to the store owner who
 * registered it (`ownerUserId`) or, registered by an operator, to nobody's account; `owner` is who answers for it.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../db/schema-core';

export const apiClients = sqliteTable(
  'api_clients',
  {
    /** `mk_` + 26 base32 characters (schema/rest/api-clients.ts CLIENT_ID_PATTERN). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    owner: text('owner').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** Cost points per hour; CLIENT_HOURLY_BUDGET when registered. */
    hourlyBudget: integer('hourly_budget').notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: text('created_at').notNull(),
    revokedAt: text('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id),
  },
  (t) => [index('api_clients_owner_idx').on(t.ownerUserId, t.createdAt), index('api_clients_created_idx').on(t.createdAt)],
);

/** One counter per bucket (`client:<id>` or `ip:<address>`), restarted when its hour has passed. */
export const apiBudgetUsage = sqliteTable(
  'api_budget_usage',
  {
    bucket: text('bucket').primaryKey(),
    /** Epoch ms the window began (the first charge after the previous one ended). */
    windowStart: integer('window_start').notNull(),
    spent: integer('spent').notNull(),
    /** 1 when the last charge was refused (it would have passed the budget), so the caller can tell. */
    refused: integer('refused').notNull().default(0),
    /** The budget the last charge was held to (the client's hourly_budget, or the anonymous one). */
    budget: integer('budget').notNull(),
  },
  (t) => [index('api_budget_usage_window_idx').on(t.windowStart)],
);
