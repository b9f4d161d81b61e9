/**
 * An admin resets another operator's authenticator (schema/graphql/operator-reset.graphql ⇄
 * schema/rest/operator-reset.ts). Thin: the REST API decides who may act (admins) and refuses resetting oneself.
 */
import * as contract from '../../../schema/rest/operator-reset';
import { OPERATOR_RESET_MESSAGES, type RestOperator } from '../../../schema/rest/operator-reset';
import { userErrorsFrom } from '../../errors';
import type { AuthenticatorState, Resolvers } from '../../generated/resolvers';
import { boundedPage } from '../shared/paging';

const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v);

const operatorOut = (o: RestOperator) => ({ ...o, id: String(o.id), authenticator: o.authenticator.toUpperCase() as AuthenticatorState });

export const operatorResetResolvers: Resolvers = {
  Query: {
    adminOperators: async (_root, { search, page }, ctx) => {
      const paging = boundedPage(page, 20);
      const data = await ctx.rest.call(contract.listOperators, {
        query: { search: search?.trim() || undefined, page: paging.page, per_page: paging.perPage },
      });
      return { items: data.load.map(operatorOut), pageInfo: data.pageInfo };
    },
  },
  Mutation: {
    resetOperatorAuthenticator: async (_root, { input }, ctx) => {
      if (!isId(input.operatorId))
        return { operator: null, changed: false, userErrors: [{ field: 'operatorId', message: OPERATOR_RESET_MESSAGES.operatorNotFound }] };
      try {
        const data = await ctx.rest.call(contract.resetOperatorTotp, { params: { id: input.operatorId } });
        return { operator: operatorOut(data.operator), changed: data.changed, userErrors: [] };
      } catch (error) {
        return { operator: null, changed: false, userErrors: userErrorsFrom(error, null) };
      }
    },
  },
};
