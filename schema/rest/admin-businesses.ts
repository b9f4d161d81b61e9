/**
 * Operators' stores (issue 29, /admin/businesses/). Moderators, finance and support read; moderators suspend and
 * reinstate; finance changes or extends the owner's package (ADMIN_ROUTE_ROLES in
 * backend/businesses/admin-businesses-routes.ts; admin may do everything).
 *   GET  /admin/businesses?status&search&page          → stores (active newest first, suspended by most recent
 *                                                         suspension, or all), searchable by name, slug or owner e-mail.
 *   GET  /admin/businesses/{id}                        → one store: owner, package, listings by status, orders,
 *                                                         ledger balance, and the packages finance may choose from.
 *   POST /admin/businesses/{id}/suspend {reason}       → the store and its listings leave every public read and the
 *                                                         edge cache at once; the owner reads the reason. Nothing is deleted.
 *   POST /admin/businesses/{id}/reinstate {note?}      → exactly the listings the suspension took off sale come back.
 *   POST /admin/businesses/{id}/subscription {packageId?, extendDays?, expectedEndsAt?}
 *                                                      → the owner's package becomes `packageId` and/or runs
 *                                                         `extendDays` longer; the owner is told.
 *   GET  /business/suspension?bID                      → (the store's own people) whether it is suspended and why.
 * Repeating an action that is already in effect answers 409 and changes nothing.
 */
import { z } from 'zod';
import { adminListQuery, idParam, operatorText as text } from './admin-lists';
import { defineCall, noInput, queryInt } from './call';
import { pageInfo } from './shared';

export const BUSINESS_FILTERS = ['active', 'suspended', 'all'] as const;
export const EXTEND_DAYS_MAX = 366;

export const ADMIN_BUSINESS_MESSAGES = {
  businessNotFound: 'Store not found',
  reason: 'Say why, in 5 to 500 characters: the owner reads it',
  note: 'The note may be at most 500 characters',
  alreadySuspended: 'This store is already suspended; nothing changed',
  notSuspended: 'This store is not suspended; nothing changed',
  packageId: 'Choose one of the packages',
  extendDays: `Extend by 1 to ${EXTEND_DAYS_MAX} days`,
  nothingToChange: 'Choose another package or a number of days to extend by',
  needsDays: 'The owner has no active package: give the number of days it should run',
  samePackage: 'The owner already has this package; nothing changed',
  changedMeanwhile: 'The package changed since this page was loaded; nothing changed. Reload and try again',
  listBusinesses: 'Error fetching stores',
  actOnBusiness: 'Error updating the store',
  storeSuspended: 'This store is suspended by Musika: its listings cannot be published until it is reinstated',
} as const;

export const businessIdParam = idParam(ADMIN_BUSINESS_MESSAGES.businessNotFound);

export const adminBusinessRow = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** The store's own visibility setting (publish or draft), apart from any suspension. */
  status: z.string(),
  city: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RestAdminBusinessRow = z.infer<typeof adminBusinessRow>;

export const packageChoice = z.object({ id: z.number().int(), name: z.string() });

export const adminBusinessView = adminBusinessRow.extend({
  ownerId: z.number().int(),
  /** The owner's WhatsApp number, else the store's phone. */
  ownerPhone: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  /** The owner's package: the active one, else the latest (expired or cancelled); null if never subscribed. */
  subscription: z
    .object({
      packageId: z.number().int(),
      packageName: z.string(),
      status: z.string(),
      /** Active and not past its end: what finance extends or replaces. */
      active: z.boolean(),
      startedAt: z.string(),
      endsAt: z.string(),
    })
    .nullable(),
  /** Listings by status, e.g. {publish: 3, draft: 1}; a suspended store's former public ones count as draft. */
  listings: z.array(z.object({ status: z.string(), count: z.number().int() })),
  /** Listings the suspension took off sale (they come back on reinstatement). */
  suspendedListings: z.number().int(),
  orders: z.object({ count: z.number().int(), lastAt: z.string().nullable(), lastNumber: z.string().nullable() }),
  balance: z.object({ availableCents: z.number().int(), pendingCents: z.number().int(), paidOutCents: z.number().int() }),
  packages: z.array(packageChoice),
});
export type RestAdminBusiness = z.infer<typeof adminBusinessView>;

export const listAdminBusinesses = defineCall({
  name: 'listAdminBusinesses',
  method: 'GET',
  path: '/admin/businesses',
  query: adminListQuery(BUSINESS_FILTERS, 'all'),
  body: noInput,
  data: z.object({ load: z.array(adminBusinessRow), pageInfo, suspended: z.number().int() }),
});

export const getAdminBusiness = defineCall({
  name: 'getAdminBusiness',
  method: 'GET',
  path: '/admin/businesses/:id',
  query: noInput,
  body: noInput,
  data: z.object({ business: adminBusinessView }),
});

export const suspendBusiness = defineCall({
  name: 'suspendBusiness',
  method: 'POST',
  path: '/admin/businesses/:id/suspend',
  query: noInput,
  body: z.object({ reason: text(5, 500, ADMIN_BUSINESS_MESSAGES.reason) }),
  data: z.object({ business: adminBusinessView }),
});

export const reinstateBusiness = defineCall({
  name: 'reinstateBusiness',
  method: 'POST',
  path: '/admin/businesses/:id/reinstate',
  query: noInput,
  body: z.object({ note: text(0, 500, ADMIN_BUSINESS_MESSAGES.note).optional() }),
  data: z.object({ business: adminBusinessView }),
});

const positiveId = (message: string) => z.number({ invalid_type_error: message }).int(message).positive(message);

export const changeSubscriptionBody = z
  .object({
    packageId: positiveId(ADMIN_BUSINESS_MESSAGES.packageId).optional(),
    extendDays: z
      .number({ invalid_type_error: ADMIN_BUSINESS_MESSAGES.extendDays })
      .int(ADMIN_BUSINESS_MESSAGES.extendDays)
      .min(1, ADMIN_BUSINESS_MESSAGES.extendDays)
      .max(EXTEND_DAYS_MAX, ADMIN_BUSINESS_MESSAGES.extendDays)
      .optional(),
    /** The end date the operator saw (null: no active package): a form sent twice, or after another change, is refused. */
    expectedEndsAt: z.string().max(40).nullable().optional(),
  })
  .refine((b) => b.packageId !== undefined || b.extendDays !== undefined, {
    message: ADMIN_BUSINESS_MESSAGES.nothingToChange,
    path: ['extendDays'],
  });
export type ChangeSubscriptionInput = z.output<typeof changeSubscriptionBody>;

export const changeBusinessSubscription = defineCall({
  name: 'changeBusinessSubscription',
  method: 'POST',
  path: '/admin/businesses/:id/subscription',
  query: noInput,
  body: changeSubscriptionBody,
  data: z.object({ business: adminBusinessView }),
});

export const storeSuspensionView = z.object({ suspended: z.boolean(), suspendedAt: z.string().nullable(), reason: z.string().nullable() });

export const getStoreSuspension = defineCall({
  name: 'getStoreSuspension',
  method: 'GET',
  path: '/business/suspension',
  query: z.object({ bID: queryInt(1, 2_147_483_647) }),
  body: noInput,
  data: storeSuspensionView,
});
