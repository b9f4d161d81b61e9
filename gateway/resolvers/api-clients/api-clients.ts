/**
 * API clients (schema/graphql/api-clients.graphql ⇄ schema/rest/api-clients.ts): a store owner's own, and every
 * client for operators. Thin: the REST API decides who may list, register and revoke what.
 */
import * as contract from '../../../schema/rest/api-clients';
import { API_CLIENT_MESSAGES, CLIENT_ID_PATTERN, type RestApiClient } from '../../../schema/rest/api-clients';
import { userErrorsFrom, userErrorsNamingFields } from '../../errors';
import type { Resolvers, RegisterApiClientInput } from '../../generated/resolvers';
import type { GatewayContext } from '../../context';
import { boundedPage } from '../shared/paging';

const clientOut = ({ ownerUserId, ...client }: RestApiClient) => ({ ...client, registeredByOperator: ownerUserId === null });

type Register = typeof contract.registerMyApiClient | typeof contract.registerAdminApiClient;
type Revoke = typeof contract.revokeMyApiClient | typeof contract.revokeAdminApiClient;

async function register(ctx: GatewayContext, call: Register, input: RegisterApiClientInput) {
  try {
    const data = await ctx.rest.call(call, { body: input });
    return { client: clientOut(data.client), userErrors: [] };
  } catch (error) {
    return { client: null, userErrors: userErrorsNamingFields(error) };
  }
}

async function revoke(ctx: GatewayContext, call: Revoke, id: string) {
  if (!CLIENT_ID_PATTERN.test(id)) return { client: null, changed: false, userErrors: [{ field: 'id', message: API_CLIENT_MESSAGES.notFound }] };
  try {
    const data = await ctx.rest.call(call, { params: { id } });
    return { client: clientOut(data.client), changed: data.changed, userErrors: [] };
  } catch (error) {
    return { client: null, changed: false, userErrors: userErrorsFrom(error, 'id') };
  }
}

export const apiClientResolvers: Resolvers = {
  Query: {
    myApiClients: async (_root, { page }, ctx) => {
      const paging = boundedPage(page, 20);
      const data = await ctx.rest.call(contract.listMyApiClients, { query: { page: paging.page, per_page: paging.perPage } });
      return { items: data.load.map(clientOut), pageInfo: data.pageInfo };
    },
    adminApiClients: async (_root, { search, page }, ctx) => {
      const paging = boundedPage(page, 20);
      const data = await ctx.rest.call(contract.listAdminApiClients, {
        query: { search: search?.trim() || undefined, page: paging.page, per_page: paging.perPage },
      });
      return { items: data.load.map(clientOut), pageInfo: data.pageInfo };
    },
    // What the budget plugin charged for this operation (gateway/limits/budget-plugin.ts); null when unbudgeted.
    rateLimit: (_root, _args, ctx) => ctx.budget ?? null,
  },
  Mutation: {
    registerApiClient: (_root, { input }, ctx) => register(ctx, contract.registerMyApiClient, input),
    revokeApiClient: (_root, { input }, ctx) => revoke(ctx, contract.revokeMyApiClient, input.id),
    adminRegisterApiClient: (_root, { input }, ctx) => register(ctx, contract.registerAdminApiClient, input),
    adminRevokeApiClient: (_root, { input }, ctx) => revoke(ctx, contract.revokeAdminApiClient, input.id),
  },
};
