/** ezw/v1 auth, session, profile and newsletter calls (spec §7 "Auth"; §3 "User session"). */
import { z } from 'zod';
import { defineCall, noInput } from './call';
import { recipientLanguage } from './languages';
import { apiPhone } from './phone';

const email = z.string().trim().toLowerCase().email('Email is invalid').max(254, 'Email is too long');
/** Passwords: at least 8 characters; bounded so hashing cannot be used to burn CPU. */
export const password = z.string().min(8, 'Password must be at least 8 characters').max(200, 'Password is too long');
const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(100, `${label} is too long`);
/** Zimbabwean mobile numbers: 07…, +263… or 263… in, 263 then 9 digits out (spec §5 phone helper). */
export { apiPhone };

export const billing = z.object({
  company: z.string().trim().max(100).nullable().default(null),
  address1: z.string().trim().min(1, 'Street address is required').max(200),
  address2: z.string().trim().max(200).nullable().default(null),
  suburb: z.string().trim().max(100).nullable().default(null),
  city: z.string().trim().min(1, 'City is required').max(100),
  province: z.string().trim().max(100).nullable().default(null),
  phone: apiPhone.nullable().default(null),
});
export type RestBilling = z.infer<typeof billing>;

export const profile = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  whatsAppNumber: z.string().nullable(),
  photo: z.string().nullable(),
  billing: billing.nullable(),
});
export type RestProfile = z.infer<typeof profile>;

export const subscriptionPackage = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  /** Billing period in months. */
  months: z.number().int(),
  /** Capabilities without the perm_ prefix, e.g. 'create_products', 'run_ads'. */
  capabilities: z.array(z.string()),
  /** Limits such as { products: 50, businesses: 2, ads: 5 }; -1 means unlimited. */
  limits: z.record(z.number().int()),
});
export type RestPackage = z.infer<typeof subscriptionPackage>;

export const SUBSCRIPTION_STATUSES = ['active', 'pending', 'expired', 'cancelled'] as const;

/** Spec §3 "User session". */
export const session = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  photo: z.string().nullable(),
  roles: z.array(z.string()),
  user: profile,
  businesses: z.array(
    z.object({
      bID: z.number().int(),
      name: z.string(),
      slug: z.string(),
      logo: z.string().nullable(),
      categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
      adsBalance: z.number().int(),
      /** The user's role in it (issue #14): owner, or a staff role (schema/rest/staff.ts). Older APIs: owner. */
      role: z.enum(['owner', 'manager', 'assistant']).default('owner'),
    }),
  ),
  /** Package capabilities, each prefixed perm_. */
  permissions: z.array(z.string()),
  limits: z.record(z.number().int()),
  subscription: z
    .object({
      id: z.number().int(),
      packageId: z.number().int(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      startedAt: z.string(),
      endsAt: z.string(),
    })
    .nullable(),
  package: subscriptionPackage.nullable(),
  productCount: z.number().int(),
  adsCount: z.number().int(),
  businessCount: z.number().int(),
  canTrial: z.boolean().default(false),
  userCreatedDate: z.string(),
  /** Musika operator roles the account holds (issue 29; schema/rest/operators.ts), [] for everyone else. */
  operatorRoles: z.array(z.string()).default([]),
});
export type RestSession = z.infer<typeof session>;
export type RestSessionBusiness = RestSession['businesses'][number];

/** A login or registration: the session plus a bearer token (spec: data.token, id, displayName, roles…). */
export const authResult = session.extend({ token: z.string(), expiresAt: z.string() });
export type RestAuthResult = z.infer<typeof authResult>;

/** GET /auth/cookie-token (with credentials): the session of the API's own login cookie, else 401. */
export const cookieToken = defineCall({
  name: 'cookieToken',
  method: 'GET',
  path: '/auth/cookie-token',
  query: noInput,
  body: noInput,
  data: authResult,
});

/**
 * POST /auth/token: {username, password} logs in (username or email as username); wrong passwords put the
 * account into a back-off (429 + Retry-After) and e-mail its owner an unlock link. {email} alone asks for a
 * one-time login link by e-mail (answered the same whether or not the account exists); {email, key} redeems
 * it, or an unlock link, or the link that finishes a registration.
 */
export const login = defineCall({
  name: 'login',
  method: 'POST',
  path: '/auth/token',
  query: noInput,
  body: z.union([
    z.object({
      username: z.string().trim().min(1, 'Username or email is required').max(254),
      password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
    }),
    z.object({ email, key: z.string().min(1).max(200).optional() }),
  ]),
  data: z.union([authResult, z.object({ sent: z.literal(true) })]),
});

export type RestLoginBody = z.output<typeof login.body>;

export const ACCOUNT_TYPES = ['buyer', 'vendor'] as const;

/**
 * POST /register: answers {sent: true} whether or not the address already has an account (so nobody can
 * probe for accounts). A new address is e-mailed a link that creates the account and logs it in; an existing
 * one gets a "you already have an account" e-mail with a login link. No token: spec §4 sets isAuth only for a
 * register answer that carries one.
 */
export const register = defineCall({
  name: 'register',
  method: 'POST',
  path: '/register',
  query: noInput,
  body: z.object({
    email,
    password,
    whatsAppNumber: apiPhone,
    firstName: name('First name'),
    lastName: name('Last name'),
    accountType: z.enum(ACCOUNT_TYPES, { errorMap: () => ({ message: "Account type must be 'buyer' or 'vendor'" }) }),
    /** Musika: the registering page's language; the link's e-mail and the new account's e-mails are in it. */
    language: recipientLanguage.default('en'),
  }),
  data: z.object({ sent: z.literal(true) }),
});

/** POST /auth/logout: revokes the bearer token (Musika addition: the spec's client only forgets it). */
export const logout = defineCall({
  name: 'logout',
  method: 'POST',
  path: '/auth/logout',
  query: noInput,
  body: noInput,
  data: z.object({ loggedOut: z.literal(true) }),
});

/** GET /me: the session of the bearer token. */
export const me = defineCall({ name: 'me', method: 'GET', path: '/me', query: noInput, body: noInput, data: session });

/** POST /profile: updates the given fields; answers the whole profile. */
export const updateProfile = defineCall({
  name: 'updateProfile',
  method: 'POST',
  path: '/profile',
  query: noInput,
  body: z.object({
    firstName: name('First name').optional(),
    lastName: name('Last name').optional(),
    displayName: name('Display name').optional(),
    whatsAppNumber: apiPhone.optional(),
    billing: billing.optional(),
  }),
  data: profile,
});

/** POST /password/change: needs the current password; revokes every other token and answers a new one. */
export const changePassword = defineCall({
  name: 'changePassword',
  method: 'POST',
  path: '/password/change',
  query: noInput,
  body: z.object({ currentPassword: z.string().min(1, 'Current password is required').max(200), newPassword: password }),
  data: z.object({ token: z.string(), expiresAt: z.string() }),
});

/** POST /auth/checkResetKey: whether a reset link is still good. */
export const checkResetKey = defineCall({
  name: 'checkResetKey',
  method: 'POST',
  path: '/auth/checkResetKey',
  query: noInput,
  body: z.object({ login: z.string().trim().min(1).max(254), key: z.string().min(1).max(200) }),
  data: z.object({ valid: z.literal(true) }),
});

/** POST /auth/reset: e-mails a reset link; answered the same whether or not the account exists. */
export const resetPassword = defineCall({
  name: 'resetPassword',
  method: 'POST',
  path: '/auth/reset',
  query: noInput,
  body: z.object({ email }),
  data: z.object({ sent: z.literal(true) }),
});

/** POST /auth/update: sets a new password with a reset key (single use), revoking every token. */
export const updatePassword = defineCall({
  name: 'updatePassword',
  method: 'POST',
  path: '/auth/update',
  query: noInput,
  body: z.object({ login: z.string().trim().min(1).max(254), key: z.string().min(1).max(200), password }),
  data: z.object({ updated: z.literal(true) }),
});

/** POST /subscribe: newsletter sign-up (idempotent). */
export const subscribeNewsletter = defineCall({
  name: 'subscribeNewsletter',
  method: 'POST',
  path: '/subscribe',
  query: noInput,
  body: z.object({ email }),
  data: z.object({ subscribed: z.literal(true) }),
});

/** GET /subscriptions/packages: the packages vendors can buy. */
export const subscriptionPackages = defineCall({
  name: 'subscriptionPackages',
  method: 'GET',
  path: '/subscriptions/packages',
  query: noInput,
  body: noInput,
  data: z.object({ load: z.array(subscriptionPackage) }),
  unwrap: 'load',
});

/** Messages the API answers with, shared by the backend and the tests. */
export const AUTH_MESSAGES = {
  badCredentials: 'The username/email or password is incorrect.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  invalidResetKey: 'This password reset link is invalid or has expired.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  notLoggedIn: 'You are not logged in.',
  linkSent: 'If an account exists for this email, we have sent a link to it.',
} as const;
