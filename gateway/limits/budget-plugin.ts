/**
 * Hourly cost budgets (issue 32 §3; docs/decisions/026-api-clients.md). After the cost plugin has let an operation
 * through, its cost is charged to whoever sent it over the network: the API client named in X-Musika-Client, else
 * the caller's address. The app's own in-process requests carry no caller and are never charged. An unknown or
 * revoked client id is refused with 401; a query that would pass the budget with 429, a Retry-After header and
 * `extensions { code: "RATE_LIMITED", retryAfter }`. What the charge left is put on the context for `rateLimit`.
 *
 * Budgets live in the embedded backend's D1 (POST /api-budget/charge): with a remote ezw/v1 API
 * (GatewayServerContext.extensions false) there is nowhere to keep them, and nothing is budgeted.
 */
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { API_CLIENT_MESSAGES, chargeApiBudget, CLIENT_ID_PATTERN, type RestBudget } from '../../schema/rest/api-clients';
import type { GatewayContext } from '../context';
import { RestError } from '../errors';
import { acceptedCost } from './plugins';

const unknownClient = () =>
  new GraphQLError(API_CLIENT_MESSAGES.unknownClient, { extensions: { code: 'UNKNOWN_API_CLIENT', http: { status: 401 } } });

export function rateLimited(budget: RestBudget): GraphQLError {
  const { retryAfter } = budget;
  return new GraphQLError(
    `Rate limit exceeded: this query costs ${budget.cost} and ${budget.remaining} of ${budget.limit} points are left this hour. Try again in ${retryAfter} seconds (at ${budget.resetAt}).`,
    {
      extensions: {
        code: 'RATE_LIMITED',
        retryAfter,
        resetAt: budget.resetAt,
        http: { status: 429, headers: { 'Retry-After': String(retryAfter) } },
      },
    },
  );
}

export function budgetPlugin(): Plugin {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as unknown as GatewayContext;
      const cost = acceptedCost.get(ctx);
      ctx.budget = null;
      if (cost === undefined || !ctx.caller || !ctx.extensions) return;
      const { clientId, hasAddress } = ctx.caller;
      if (clientId !== null && !CLIENT_ID_PATTERN.test(clientId)) {
        setResultAndStopExecution({ errors: [unknownClient()] });
        return;
      }
      if (clientId === null && !hasAddress) return;
      try {
        const { budget } = await ctx.rest.call(chargeApiBudget, { body: { clientId: clientId ?? undefined, cost } });
        ctx.budget = budget;
      } catch (error) {
        if (!(error instanceof RestError)) throw error;
        // The query does not run uncharged: a budget that cannot be checked refuses with the API's message.
        setResultAndStopExecution({ errors: [error.status === 401 ? unknownClient() : error] });
        return;
      }
      if (ctx.budget && !ctx.budget.allowed) setResultAndStopExecution({ errors: [rateLimited(ctx.budget)] });
    },
  };
}
