/**
 * Moderation (issue 29): the moderators' product reports. Moderator (and admin) only, see
 * ADMIN_ROUTE_ROLES in backend/moderation/admin-reports-routes.ts.
 *   GET  /admin/reports?status&search&page         → open reports oldest first (or resolved, newest first; or all,
 *                                                     open first), searchable by product or store name.
 *   POST /admin/reports/{id}/unpublish {reason}    → the listing leaves every public read at once; the store's
 *                                                     owner is told which listing and why; the reporter is told.
 *   POST /admin/reports/{id}/dismiss {note?}       → the listing stays; the reporter is told.
 *                                                     A resolved report answers 409 and changes nothing.
 */
import { z } from 'zod';
import { adminListQuery, idParam, operatorText as text } from './admin-lists';
import { defineCall, noInput } from './call';
import { pageInfo } from './shared';

export const REPORT_STATUSES = ['open', 'resolved', 'all'] as const;
export const REPORT_OUTCOMES = ['unpublished', 'dismissed'] as const;

export const MODERATION_MESSAGES = {
  reportNotFound: 'Report not found',
  reason: 'Say why, in 5 to 500 characters: the store reads it',
  note: 'The note may be at most 500 characters',
  alreadyResolved: (outcome: string) => `This report was already resolved (${outcome}); nothing changed`,
  listReports: 'Error fetching reports',
  resolveReport: 'Error resolving report',
} as const;

export { idParam };

export const reportView = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productSlug: z.string(),
  productStatus: z.string(),
  businessName: z.string(),
  reporterName: z.string().nullable(),
  reason: z.string(),
  details: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  resolutionNote: z.string().nullable(),
});
export type RestReport = z.infer<typeof reportView>;

export const listAdminReports = defineCall({
  name: 'listAdminReports',
  method: 'GET',
  path: '/admin/reports',
  query: adminListQuery(REPORT_STATUSES, 'open'),
  body: noInput,
  data: z.object({ load: z.array(reportView), pageInfo, open: z.number().int() }),
});

export const unpublishReported = defineCall({
  name: 'unpublishReported',
  method: 'POST',
  path: '/admin/reports/:id/unpublish',
  query: noInput,
  body: z.object({ reason: text(5, 500, MODERATION_MESSAGES.reason) }),
  data: z.object({ report: reportView }),
});

export const dismissReport = defineCall({
  name: 'dismissReport',
  method: 'POST',
  path: '/admin/reports/:id/dismiss',
  query: noInput,
  body: z.object({ note: text(0, 500, MODERATION_MESSAGES.note).optional() }),
  data: z.object({ report: reportView }),
});
