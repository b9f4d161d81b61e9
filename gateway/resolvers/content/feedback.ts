/** Feedback (support widget, opt-out, feature rating): POST /feedback, refusals as field errors by input name. */
import { ratingId, sendFeedback } from '../../../schema/rest/feedback';
import { userErrorsNamingFields } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';

/** The REST field → this mutation's input field (the rating travels as customfield_10059). */
const FIELDS: Record<string, string> = {
  name: 'name',
  email: 'email',
  summary: 'summary',
  customfield_10059: 'rating',
  'customfield_10059.id': 'rating',
  feature: 'feature',
};

/** The backend names the field first ("email: Email is invalid"): split it off for the form. */
const fieldErrors = (error: unknown) => userErrorsNamingFields(error, (name) => FIELDS[name] ?? null);

export const feedbackResolvers: Resolvers = {
  Mutation: {
    sendFeedback: async (_root, { input }, ctx) => {
      // An out-of-range rating goes on as id 0, so the backend's own message ('Please select a rating') refuses it.
      const rating = input.rating == null ? undefined : { id: ratingId(input.rating) ?? 0 };
      const body = {
        requestTypeId: input.requestTypeId,
        name: input.name ?? '',
        email: input.email ?? '',
        summary: input.summary ?? '',
        customfield_10059: rating,
        feature: input.feature ?? '',
      };
      try {
        const sent = await ctx.rest.call(sendFeedback, { body });
        return { message: sent.message, userErrors: [] };
      } catch (error) {
        return { message: null, userErrors: fieldErrors(error) };
      }
    },
  },
};
