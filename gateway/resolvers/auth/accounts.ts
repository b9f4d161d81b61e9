/**
 * Accounts: viewer, login, registration, logout, password reset, profile, password change, newsletter.
 * Expected failures (wrong password, rate limits and back-off, 'Passwords do not match') are userErrors;
 * anything else stays a GraphQL error.
 */
import * as auth from '../../../schema/rest/auth';
import { EXPECTED_STATUSES, RestError, errorCatalogue, userErrorsFrom } from '../../errors';
import type { Language, Resolvers, UserError } from '../../generated/resolvers';

const mismatch = (field: string): UserError[] => [{ field, message: errorCatalogue.passwordsMismatch.message }];

/** GraphQL's Language enum as the REST contract spells it; English when not given. */
export const restLanguage = (language: Language | null | undefined) => (language ? (language.toLowerCase() as Lowercase<Language>) : 'en');

export const accountResolvers: Resolvers = {
  Query: {
    viewer: async (_root, _args, ctx) => {
      if (!ctx.token) return null;
      // A token the API no longer accepts means "logged out", not a failure of the page.
      return ctx.rest.call(auth.me).catch((error: unknown) => {
        if (error instanceof RestError && error.status === 401) return null;
        throw error;
      });
    },
    cookieSession: async (_root, _args, ctx) => {
      if (!ctx.cookie) return null;
      return ctx.rest.call(auth.cookieToken, { headers: { cookie: ctx.cookie } }).catch((error: unknown) => {
        if (error instanceof RestError && error.status === 401) return null;
        throw error;
      });
    },
    passwordResetKeyValid: async (_root, { login, key }, ctx) =>
      ctx.rest.call(auth.checkResetKey, { body: { login, key } }).then(
        () => true,
        (error: unknown) => {
          if (error instanceof RestError && EXPECTED_STATUSES.has(error.status)) return false;
          throw error;
        },
      ),
  },
  Mutation: {
    login: async (_root, { input }, ctx) => {
      try {
        const result = await ctx.rest.call(auth.login, { body: { username: input.username, password: input.password } });
        if (!('token' in result)) return { session: null, userErrors: [{ field: null, message: errorCatalogue.login.message }] };
        return { session: result, userErrors: [] };
      } catch (error) {
        return { session: null, userErrors: userErrorsFrom(error) };
      }
    },
    loginWithLink: async (_root, { input }, ctx) => {
      try {
        const result = await ctx.rest.call(auth.login, { body: { email: input.email, key: input.key } });
        if (!('token' in result)) return { session: null, userErrors: [{ field: null, message: errorCatalogue.login.message }] };
        return { session: result, userErrors: [] };
      } catch (error) {
        return { session: null, userErrors: userErrorsFrom(error) };
      }
    },
    requestLoginLink: async (_root, { input }, ctx) => {
      try {
        await ctx.rest.call(auth.login, { body: { email: input.email } });
        return { ok: true, userErrors: [] };
      } catch (error) {
        return { ok: false, userErrors: userErrorsFrom(error) };
      }
    },
    register: async (_root, { input }, ctx) => {
      if (input.password !== input.passwordConfirmation) return { ok: false, userErrors: mismatch('passwordConfirmation') };
      try {
        const { passwordConfirmation: _, accountType, language, ...rest } = input;
        // No session here, new account or not: it starts from the e-mailed link (loginWithLink).
        const body = { ...rest, accountType: accountType === 'VENDOR' ? ('vendor' as const) : ('buyer' as const), language: restLanguage(language) };
        await ctx.rest.call(auth.register, { body });
        return { ok: true, userErrors: [] };
      } catch (error) {
        return { ok: false, userErrors: userErrorsFrom(error) };
      }
    },
    logout: async (_root, _args, ctx) => {
      if (!ctx.token) return { ok: true, userErrors: [] };
      try {
        await ctx.rest.call(auth.logout);
        return { ok: true, userErrors: [] };
      } catch (error) {
        if (error instanceof RestError && error.status === 401) return { ok: true, userErrors: [] };
        return { ok: false, userErrors: userErrorsFrom(error) };
      }
    },
    requestPasswordReset: async (_root, { input }, ctx) => {
      try {
        await ctx.rest.call(auth.resetPassword, { body: { email: input.email } });
        return { ok: true, userErrors: [] };
      } catch (error) {
        return { ok: false, userErrors: userErrorsFrom(error) };
      }
    },
    resetPassword: async (_root, { input }, ctx) => {
      if (input.password !== input.passwordConfirmation) return { ok: false, userErrors: mismatch('passwordConfirmation') };
      try {
        await ctx.rest.call(auth.updatePassword, { body: { login: input.login, key: input.key, password: input.password } });
        return { ok: true, userErrors: [] };
      } catch (error) {
        return { ok: false, userErrors: userErrorsFrom(error) };
      }
    },
    updateProfile: async (_root, { input }, ctx) => {
      try {
        const body = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
        return { profile: await ctx.rest.call(auth.updateProfile, { body }), userErrors: [] };
      } catch (error) {
        return { profile: null, userErrors: userErrorsFrom(error) };
      }
    },
    changePassword: async (_root, { input }, ctx) => {
      if (input.newPassword !== input.newPasswordConfirmation) return { session: null, userErrors: mismatch('newPasswordConfirmation') };
      try {
        const session = await ctx.rest.call(auth.changePassword, {
          body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
        });
        return { session, userErrors: [] };
      } catch (error) {
        return { session: null, userErrors: userErrorsFrom(error) };
      }
    },
    subscribeNewsletter: async (_root, { input }, ctx) => {
      try {
        await ctx.rest.call(auth.subscribeNewsletter, { body: { email: input.email } });
        return { ok: true, userErrors: [] };
      } catch (error) {
        return { ok: false, userErrors: userErrorsFrom(error) };
      }
    },
  },
  AuthSession: {
    viewer: (s) => s,
  },
  Viewer: {
    id: (v) => String(v.userId),
    isVendor: (v) => v.roles.includes('vendor'),
    profile: (v) => v.user,
    businesses: (v) => v.businesses,
    limits: (v) => Object.entries(v.limits).map(([name, value]) => ({ name, value })),
    subscription: (v) =>
      v.subscription
        ? {
            ...v.subscription,
            id: String(v.subscription.id),
            packageId: String(v.subscription.packageId),
            status: v.subscription.status.toUpperCase() as 'ACTIVE',
          }
        : null,
  },
  ViewerBusiness: {
    id: (b) => String(b.bID),
    categories: (b) => b.categories.map((c) => ({ ...c, id: String(c.id) })),
    adsBalance: (b) => ({ amountCents: b.adsBalance, currency: 'USD' }),
    // The same loader as Business.products: one call per business and size, however often it is asked.
    products: async (b, { limit }, ctx) => (await ctx.loaders.businessProducts.load(`${b.bID}|1|${Math.min(Math.max(limit ?? 50, 1), 100)}`)).load,
  },
  Profile: { id: (p) => String(p.id) },
};
