/** The contact form: POST /contact, with refusals as field errors the page shows next to each field. */
import { sendContact } from '../../../schema/rest/contact';
import { userErrorsNamingFields } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';

const FIELDS = new Set(['name', 'email', 'phone', 'topic', 'message']);

/** The backend names the field first ("email: Email is invalid"): split it off for the form. */
const fieldErrors = (error: unknown) => userErrorsNamingFields(error, (name) => (FIELDS.has(name) ? name : null));

export const contactResolvers: Resolvers = {
  Mutation: {
    sendContactMessage: async (_root, { input }, ctx) => {
      try {
        const sent = await ctx.rest.call(sendContact, {
          body: { name: input.name, email: input.email, phone: input.phone ?? '', topic: input.topic as never, message: input.message },
        });
        return { message: sent.message, userErrors: [] };
      } catch (error) {
        return { message: null, userErrors: fieldErrors(error) };
      }
    },
  },
};
