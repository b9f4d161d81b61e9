/**
 * The GraphQL gateway over ezw/v1: one Yoga instance per isolate, a fresh context (REST client, loaders)
 * per request. Unexpected errors are masked; RestErrors carry their safe message and code.
 */
import { createYoga } from 'graphql-yoga';
import { CLIENT_HEADER } from '../schema/rest/api-clients';
import { cacheControlPlugin } from './caching/cache-control-plugin';
import { type PersistedQueriesServerContext, persistedQueriesPlugin } from './caching/persisted-queries-plugin';
import { createContext, type GatewayContext, type GatewayServerContext } from './context';
import { budgetPlugin } from './limits/budget-plugin';
import { limitPlugins } from './limits/plugins';
import { schema } from './schema';

export interface GatewayOptions {
  /** Answer introspection queries (off unless GRAPHQL_INTROSPECTION=true: the app uses codegen, not introspection). */
  introspection?: boolean;
  /** The site's own documents, hash → document (siteDocuments()): persisted queries known without a lookup. */
  siteDocuments?: ReadonlyMap<string, string>;
}

export function createGateway(options: GatewayOptions = {}) {
  return createYoga<GatewayServerContext & PersistedQueriesServerContext, GatewayContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    // Masks anything that is not a GraphQLError (RestError is one) as "Unexpected error.", always: isDev would
    // otherwise follow NODE_ENV and put the original message and stack in `extensions`.
    maskedErrors: { isDev: false },
    // Credentialed cross-origin reads are never allowed: other sites' clients send a bearer token, and the
    // Worker strips cookies from every /graphql request that comes over the network (server.ts).
    // x-musika-client: an API client's id (issue 32 §3), which a browser app sends cross-origin too.
    cors: { origin: '*', credentials: false, methods: ['GET', 'POST'], allowedHeaders: ['content-type', 'authorization', CLIENT_HEADER] },
    // Persisted queries first: every limit then sees the query a hash stands for. The budget charges what the cost
    // plugin (last of the limits) computed, so it comes after them.
    plugins: [
      persistedQueriesPlugin(options.siteDocuments ?? new Map()),
      ...limitPlugins({ introspection: options.introspection ?? false }),
      budgetPlugin(),
      cacheControlPlugin(),
    ],
    context: ({ request, ...server }) => createContext(request, server),
  });
}

export type Gateway = ReturnType<typeof createGateway>;
