/**
 * The GraphQL gateway over ezw/v1: one Yoga instance per isolate, a fresh context (REST client, loaders)
 * per request. Unexpected errors are masked; RestErrors carry their safe message and code.
 */
import { createYoga } from 'graphql-yoga';
import { cacheControlPlugin } from './caching/cache-control-plugin';
import { type PersistedQueriesServerContext, persistedQueriesPlugin } from './caching/persisted-queries-plugin';
import { createContext, type GatewayContext, type GatewayServerContext } from './context';
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
    cors: { origin: '*', credentials: false, methods: ['GET', 'POST'], allowedHeaders: ['content-type', 'authorization'] },
    // Persisted queries first: every limit then sees the query a hash stands for.
    plugins: [
      persistedQueriesPlugin(options.siteDocuments ?? new Map()),
      ...limitPlugins({ introspection: options.introspection ?? false }),
      cacheControlPlugin(),
    ],
    context: ({ request, ...server }) => createContext(request, server),
  });
}

export type Gateway = ReturnType<typeof createGateway>;
