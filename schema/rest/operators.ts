/**
 * Musika's own staff (issue 29): the operator roles an account may hold, and the messages every operator call
 * answers with. An account may hold several roles; `admin` may do everything.
 *   moderator  reports, reviews, listings, stores' visibility, buyer requests
 *   editor     content, categories, attributes, menus, notice bar
 *   finance    payments, refunds, ledger, payouts, packages, exchange rate
 *   support    inbox (feedback, contact, custom package requests); orders and stores read-only
 */
import { z } from 'zod';
import { defineCall, noInput, queryInt } from './call';
import { pageInfo } from './shared';

export const OPERATOR_ROLES = ['admin', 'moderator', 'editor', 'finance', 'support'] as const;
export const operatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRole>;

export const OPERATOR_MESSAGES = {
  /** A logged-in account without the role the call needs (buyers, vendors, staff, other operators). */
  notAllowed: 'You are not allowed to do that.',
  /** An operator whose session has not passed the authenticator code step yet. */
  secondFactorNeeded: 'Enter the code from your authenticator app to continue.',
} as const;

// ── The authenticator code step and enrolment ──

export const SECOND_FACTOR_MESSAGES = {
  badCode: 'That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  notEnrolled: 'Set up your authenticator app first: open Admin › Security.',
  alreadyEnrolled: 'Your authenticator app is already set up.',
  noPendingSecret: 'Start setting up your authenticator app again: the secret you scanned is no longer waiting.',
  seededSecret:
    'This account still uses the demo seed’s authenticator secret, which a public site refuses. Create the operator anew with scripts/create-admin.mjs (README, “Operators”).',
  notOperator: 'Only Musika operators have an authenticator code step.',
} as const;

/** Where a login stands: `none` (not an operator), `code` (enter a code), `enrol` (set up an app first), `passed`. */
export const SECOND_FACTOR_STATES = ['none', 'code', 'enrol', 'passed'] as const;
export const secondFactorState = z.enum(SECOND_FACTOR_STATES);

export const secondFactorStatus = z.object({ roles: z.array(operatorRole), state: secondFactorState });
export type RestSecondFactorStatus = z.infer<typeof secondFactorStatus>;

/** A 6-digit code (spaces forgiven) or a recovery code (`xxxxx-xxxxx`, dash and case forgiven). */
export const secondFactorCode = z
  .string({ required_error: SECOND_FACTOR_MESSAGES.codeFormat, invalid_type_error: SECOND_FACTOR_MESSAGES.codeFormat })
  .transform((s) => s.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z2-7]{10})$/, SECOND_FACTOR_MESSAGES.codeFormat));

export const getSecondFactor = defineCall({
  name: 'getSecondFactor',
  method: 'GET',
  path: '/auth/second-factor',
  query: noInput,
  body: noInput,
  data: secondFactorStatus,
});

/** POST /auth/second-factor {code}: the bearer's login passes the code step (back-off as for passwords). */
export const verifySecondFactor = defineCall({
  name: 'verifySecondFactor',
  method: 'POST',
  path: '/auth/second-factor',
  query: noInput,
  body: z.object({ code: secondFactorCode }),
  data: z.object({ passed: z.literal(true) }),
});

export const securityStatus = z.object({
  enrolled: z.boolean(),
  /** A secret waiting for its first code: shown until confirmed. */
  pending: z.object({ secret: z.string(), uri: z.string() }).nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type RestSecurityStatus = z.infer<typeof securityStatus>;

export const getSecurity = defineCall({
  name: 'getSecurity',
  method: 'GET',
  path: '/admin/security',
  query: noInput,
  body: noInput,
  data: securityStatus,
});

/** Starts (or restarts) enrolment: a new secret, unconfirmed. Refused once an app is set up. */
export const startTotpEnrolment = defineCall({
  name: 'startTotpEnrolment',
  method: 'POST',
  path: '/admin/security/totp',
  query: noInput,
  body: noInput,
  data: securityStatus,
});

export const RECOVERY_CODE_COUNT = 10;

/** The first code confirms the secret: answers the recovery codes, shown this once. */
export const confirmTotpEnrolment = defineCall({
  name: 'confirmTotpEnrolment',
  method: 'POST',
  path: '/admin/security/totp/confirm',
  query: noInput,
  body: z.object({
    code: z
      .string()
      .transform((s) => s.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, SECOND_FACTOR_MESSAGES.codeFormat)),
  }),
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});

// An admin's reset of another operator's authenticator: schema/rest/operator-reset.ts.

// ── The overview and the audit log ──

export const adminOverview = z.object({
  openReports: z.number().int(),
  unreadInbox: z.object({ feedback: z.number().int(), contact: z.number().int(), customPackages: z.number().int(), total: z.number().int() }),
  /** Pay-now payments still pending more than STUCK_PAYMENT_MINUTES after they started. */
  stuckPayments: z.number().int(),
  /** Payout requests waiting for finance, and stores whose ledger did not add up at the latest daily check. */
  ledger: z.object({ payoutsRequested: z.number().int(), storesDrifting: z.number().int() }),
  today: z.object({ day: z.string(), orders: z.number().int(), payments: z.number().int(), signUps: z.number().int() }),
});
export type RestAdminOverview = z.infer<typeof adminOverview>;
export const STUCK_PAYMENT_MINUTES = 60;

export const getAdminOverview = defineCall({
  name: 'getAdminOverview',
  method: 'GET',
  path: '/admin/overview',
  query: noInput,
  body: noInput,
  data: adminOverview,
});

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD');
const filterText = z.string().trim().max(80, 'The filter is too long');

export const auditQuery = z
  .object({
    page: queryInt(1, 10_000).default(1),
    per_page: queryInt(1, 100).default(25),
    operator: queryInt(1, 2_147_483_647).optional(),
    action: filterText.optional(),
    objectType: filterText.optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The start date must not be after the end date', path: ['from'] });

export const auditEntryView = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  roles: z.array(z.string()),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: z.string(),
});
export type RestAuditEntry = z.infer<typeof auditEntryView>;

export const listAudit = defineCall({
  name: 'listAudit',
  method: 'GET',
  path: '/admin/audit',
  query: auditQuery,
  body: noInput,
  data: z.object({ load: z.array(auditEntryView), pageInfo, operators: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});
