/**
 * Social sign-in (schema/graphql/social-sign-in.graphql ⇄ schema/rest/social-sign-in.ts): thin, as every
 * resolver. Refusals (each rule's message) are userErrors; anything else stays a GraphQL error.
 */
import * as social from '../../../schema/rest/social-sign-in';
import { RestError, userErrorsFrom } from '../../errors';
import type { Resolvers, SocialProvider } from '../../generated/resolvers';

const toRest = (provider: SocialProvider): social.SocialProvider => (provider === 'GOOGLE' ? 'google' : 'facebook');
const toEnum = (provider: social.SocialProvider): SocialProvider => (provider === 'google' ? 'GOOGLE' : 'FACEBOOK');
const methodsOf = (m: social.RestSignInMethods) => ({ ...m, providers: m.providers.map((p) => ({ ...p, provider: toEnum(p.provider) })) });

export const socialSignInResolvers: Resolvers = {
  Viewer: {
    // The viewer of a fresh AuthSession is read with that session's own token, not the request's.
    signInMethods: async (viewer, _args, ctx) => {
      const token = (viewer as { token?: string }).token;
      const headers = token ? { authorization: `Bearer ${token}` } : undefined;
      // A remote ezw/v1 API (EZW_API_BASE) may not have social sign-in at all: nothing to list, not a failure.
      return ctx.rest.call(social.mySignInMethods, { headers }).then(methodsOf, (error: unknown) => {
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      });
    },
  },
  Mutation: {
    startSocialSignIn: async (_root, { input }, ctx) => {
      try {
        const started = await ctx.rest.call(social.startSocialSignIn, { body: { provider: toRest(input.provider), redirectUri: input.redirectUri } });
        return { ...started, userErrors: [] };
      } catch (error) {
        return { authorizeUrl: null, state: null, userErrors: userErrorsFrom(error) };
      }
    },
    finishSocialSignIn: async (_root, { input }, ctx) => {
      try {
        const result = await ctx.rest.call(social.finishSocialSignIn, { body: { ...input, provider: toRest(input.provider) } });
        if ('linkRequired' in result) {
          return { session: null, linkRequired: { ...result.linkRequired, provider: toEnum(result.linkRequired.provider) }, userErrors: [] };
        }
        return { session: result, linkRequired: null, userErrors: [] };
      } catch (error) {
        return { session: null, linkRequired: null, userErrors: userErrorsFrom(error) };
      }
    },
    linkSocialSignIn: async (_root, { input }, ctx) => {
      try {
        return { session: await ctx.rest.call(social.linkSocialSignIn, { body: input }), userErrors: [] };
      } catch (error) {
        return { session: null, userErrors: userErrorsFrom(error) };
      }
    },
    unlinkSocialProvider: async (_root, { input }, ctx) => {
      try {
        const methods = await ctx.rest.call(social.unlinkSocialProvider, { body: { provider: toRest(input.provider) } });
        return { signInMethods: methodsOf(methods), userErrors: [] };
      } catch (error) {
        return { signInMethods: null, userErrors: userErrorsFrom(error) };
      }
    },
  },
};
