/**
 * An admin resets another operator's authenticator (issue 29; a lost or replaced phone). Admin only, see
 * ADMIN_ROUTE_ROLES in backend/operators/operator-reset-routes.ts.
 *   GET  /admin/operators?search&page            → every operator with their roles and whether an app is set up.
 *   POST /admin/operators/{id}/totp/reset        → their secret and recovery codes are removed and their open
 *                                                  logins lose the code step: they enrol again at /admin/security/
 *                                                  at their next login. Audited. Nothing left to reset (a repeat,
 *                                                  or another admin just did it) answers `changed: false`.
 * Resetting yourself is refused: an admin who lost their phone asks another admin.
 */
import { z } from 'zod';
import { adminPaging, adminSearch, idParam } from './admin-lists';
import { defineCall, noInput } from './call';
import { operatorRole } from './operators';
import { pageInfo } from './shared';

export const OPERATOR_RESET_MESSAGES = {
  operatorNotFound: 'Operator not found',
  resetSelf: 'You cannot reset your own authenticator: ask another admin to do it.',
  listOperators: 'Error fetching operators',
  resetTotp: 'Error resetting the authenticator',
} as const;

export const operatorIdParam = idParam(OPERATOR_RESET_MESSAGES.operatorNotFound);

/** How far an operator's authenticator is: set up (`enrolled`), a secret scanned but never confirmed, or none. */
export const AUTHENTICATOR_STATES = ['enrolled', 'pending', 'none'] as const;

export const operatorView = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(operatorRole),
  authenticator: z.enum(AUTHENTICATOR_STATES),
});
export type RestOperator = z.infer<typeof operatorView>;

export const listOperators = defineCall({
  name: 'listOperators',
  method: 'GET',
  path: '/admin/operators',
  query: z.object({ search: adminSearch, ...adminPaging }),
  body: noInput,
  data: z.object({ load: z.array(operatorView), pageInfo }),
});

export const resetOperatorTotp = defineCall({
  name: 'resetOperatorTotp',
  method: 'POST',
  path: '/admin/operators/:id/totp/reset',
  query: noInput,
  body: noInput,
  data: z.object({ operator: operatorView, changed: z.boolean() }),
});
