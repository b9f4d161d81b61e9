/** What server.ts hands every loader and action. */
import type { InProcessOperation, InProcessResult } from '../gateway/in-process';
import type { PublicConfig } from '../schema/config/worker-config';
import type { Env } from '../server/env';

declare module '@remix-run/cloudflare' {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** Configuration the browser may see (map tiles). */
    publicConfig: PublicConfig;
    /** The Content-Security-Policy nonce of this response, for inline scripts. */
    cspNonce: string;
    /** The catalogue generation of this request (server/catalogue-generation.ts): names the public data's state. */
    catalogueGeneration: string;
    /** The GraphQL gateway's HTTP handler, called in-process (the browser's operations, uploads). */
    graphql: (request: Request) => Promise<Response>;
    /** The /developers/ explorer's runs: a stranger's query through the gateway's limits, introspection allowed. */
    graphqlExplorer: (request: Request) => Promise<Response>;
    /** The app's own operations executed on the gateway's schema, without the HTTP layer (gateway/in-process.ts). */
    graphqlOperation: (operation: InProcessOperation) => Promise<InProcessResult>;
    /** Server-written markup for this response's static islands (app/lib/static-island.tsx), by island name. */
    islands: Record<string, string>;
  }
}
