/**
 * API clients and their cost budgets (issue 32 §3; docs/decisions/026-api-clients.md). An application that calls
 * /graphql — a mobile app, a partner's site — is registered by a store owner (for themselves) or an operator (for
 * anyone) and gets an unguessable id (`mk_` + 26 base32 characters) it sends in `X-Musika-Client`; every query it
 * sends spends the GraphQL limits' cost from its hourly budget. Callers without an id spend a smaller budget of
 * their address.
 *   GET  /api-clients?page                  → the store owner's own clients, newest first.
 *   POST /api-clients {name, owner, contactEmail}   → a new client of theirs.
 *   POST /api-clients/{id}/revoke           → theirs revoked (another's answers 404).
 *   GET  /admin/api-clients?search&page     → operators (admin): every client.
 *   POST /admin/api-clients {…}             → a client registered by an operator (audited).
 *   POST /admin/api-clients/{id}/revoke     → any client revoked (audited).
 *   POST /api-budget/charge {clientId?, cost} → the gateway's charge of one query (below).
 */
import { z } from 'zod';
import { adminPaging, adminSearch, operatorText } from './admin-lists';
import { defineCall, noInput } from './call';
import { pageInfo } from './shared';

/** Cost points per hour (gateway/limits/cost.ts's units). A client's own is stored with it (hourly_budget). */
export const CLIENT_HOURLY_BUDGET = 200_000;
/** Per address, for callers that send no client id: enough for a person trying the API, not for a scraper. */
export const ANONYMOUS_HOURLY_BUDGET = 20_000;
export const BUDGET_WINDOW_MS = 60 * 60 * 1000;

/** The header a client sends its id in. */
export const CLIENT_HEADER = 'x-musika-client';
/** `mk_` and 26 characters of lower-case base32: 128 random bits. */
export const CLIENT_ID_PATTERN = /^mk_[a-z2-7]{26}$/;

export const API_CLIENT_MESSAGES = {
  name: 'Enter a name for the client (2 to 80 characters)',
  owner: 'Enter who is responsible for it (2 to 120 characters)',
  contactEmail: 'Enter a contact e-mail such as dev@example.co.zw',
  notFound: 'API client not found',
  storeOwnersOnly: 'Only store owners and operators register API clients',
  unknownClient: 'Unknown or revoked API client id in X-Musika-Client: register a client at /dashboard/api-clients/ or leave the header out.',
  list: 'Error fetching API clients',
  register: 'Error registering the API client',
  revoke: 'Error revoking the API client',
  charge: 'Error checking the API budget',
} as const;

export const clientIdParam = z.string().regex(CLIENT_ID_PATTERN, API_CLIENT_MESSAGES.notFound);

export const apiClientView = z.object({
  id: z.string(),
  name: z.string(),
  owner: z.string(),
  contactEmail: z.string(),
  hourlyBudget: z.number().int(),
  /** The store owner's account it belongs to; null when an operator registered it. */
  ownerUserId: z.number().int().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type RestApiClient = z.infer<typeof apiClientView>;

export const registerInput = z.object({
  name: operatorText(2, 80, API_CLIENT_MESSAGES.name),
  owner: operatorText(2, 120, API_CLIENT_MESSAGES.owner),
  contactEmail: z
    .string({ required_error: API_CLIENT_MESSAGES.contactEmail })
    .trim()
    .toLowerCase()
    .max(254, API_CLIENT_MESSAGES.contactEmail)
    .email(API_CLIENT_MESSAGES.contactEmail),
});
export type RestApiClientInput = z.infer<typeof registerInput>;

const clientList = z.object({ load: z.array(apiClientView), pageInfo });
const clientAnswer = z.object({ client: apiClientView });
const revokeAnswer = z.object({ client: apiClientView, changed: z.boolean() });

export const listMyApiClients = defineCall({
  name: 'listMyApiClients',
  method: 'GET',
  path: '/api-clients',
  query: z.object(adminPaging),
  body: noInput,
  data: clientList,
});

export const registerMyApiClient = defineCall({
  name: 'registerMyApiClient',
  method: 'POST',
  path: '/api-clients',
  query: noInput,
  body: registerInput,
  data: clientAnswer,
});

export const revokeMyApiClient = defineCall({
  name: 'revokeMyApiClient',
  method: 'POST',
  path: '/api-clients/:id/revoke',
  query: noInput,
  body: noInput,
  data: revokeAnswer,
});

export const listAdminApiClients = defineCall({
  name: 'listAdminApiClients',
  method: 'GET',
  path: '/admin/api-clients',
  query: z.object({ search: adminSearch, ...adminPaging }),
  body: noInput,
  data: clientList,
});

export const registerAdminApiClient = defineCall({
  name: 'registerAdminApiClient',
  method: 'POST',
  path: '/admin/api-clients',
  query: noInput,
  body: registerInput,
  data: clientAnswer,
});

export const revokeAdminApiClient = defineCall({
  name: 'revokeAdminApiClient',
  method: 'POST',
  path: '/admin/api-clients/:id/revoke',
  query: noInput,
  body: noInput,
  data: revokeAnswer,
});

/** What a caller's budget says after one query was charged (or refused). */
export const budgetView = z.object({
  /** false: the query would pass the budget; nothing was charged. */
  allowed: z.boolean(),
  cost: z.number().int(),
  limit: z.number().int(),
  remaining: z.number().int(),
  /** When the window ends and the whole budget is back (ISO 8601). */
  resetAt: z.string(),
  /** Whole seconds until resetAt by the API's clock, at least 1 (a Retry-After of 0 invites a tight loop). */
  retryAfter: z.number().int(),
});
export type RestBudget = z.infer<typeof budgetView>;

/**
 * The gateway charges each network query before it runs. The bucket is the client's when `clientId` is given
 * (401 when it is unknown or revoked), else the caller's address as the backend itself trusts it
 * (CF-Connecting-IP behind the edge); `budget: null` when there is no address to charge.
 */
export const chargeApiBudget = defineCall({
  name: 'chargeApiBudget',
  method: 'POST',
  path: '/api-budget/charge',
  query: noInput,
  body: z.object({
    clientId: z.string().regex(CLIENT_ID_PATTERN, API_CLIENT_MESSAGES.unknownClient).optional(),
    cost: z.number().int().min(0).max(1_000_000),
  }),
  data: z.object({ budget: budgetView.nullable() }),
});
