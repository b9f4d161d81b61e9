/** setLanguage: the signed-in person's language for e-mails and notifications (POST /profile/language). */
import { setLanguage } from '../../../schema/rest/language-preference';
import { userErrorsFrom } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { restLanguage } from './accounts';

export const languageResolvers: Resolvers = {
  Mutation: {
    setLanguage: async (_root, { input }, ctx) => {
      try {
        await ctx.rest.call(setLanguage, { body: { language: restLanguage(input.language) } });
        return { ok: true, userErrors: [] };
      } catch (error) {
        return { ok: false, userErrors: userErrorsFrom(error) };
      }
    },
  },
};
