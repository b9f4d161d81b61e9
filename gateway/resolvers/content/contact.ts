/** The contact form: POST /contact, with refusals as field errors the page shows next to each field. */
import { sendContact } from '../../../schema/rest/contact';
import { userErrorsFrom } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';

const FIELDS = new Set(['name', 'email', 'phone', 'topic', 'message']);

/** The backend names the field first ("email: Email is invalid"): split it off for the form. */
function fieldErrors(error: unknown) {
  return userErrorsFrom(error).map((e) => {
    const m = /^(\w+): (.+)$/.exec(e.message);
    return m && FIELDS.has(m[1]) ? { field: m[1], message: m[2] } : e;
  });
}

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
