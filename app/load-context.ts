/** What server.ts hands every loader and action. */
import type { Env } from '../server/env';

declare module '@remix-run/cloudflare' {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** The GraphQL gateway, called in-process. */
    graphql: (request: Request) => Promise<Response>;
  }
}

export {};
