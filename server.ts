/**
 * Worker entry and composition root: the only file that knows all three parts.
 *   /graphql            → gateway (GraphQL Yoga over ezw/v1)
 *   /wp-json/ezw/v1/*   → embedded ezw/v1 backend on D1 (when EZW_API_BASE is unset)
 *   everything else     → Remix (static assets are served before the Worker runs)
 */
import { createRequestHandler, type ServerBuild } from '@remix-run/cloudflare';
// The Remix server build: `npm run build` writes it before wrangler bundles this file. It is plain JS
// (and absent before the first build), so it is typed as ServerBuild where it is used.
// @ts-ignore
import * as build from './build/server';
import { API_BASE_PATH, createBackend } from './backend/app';
import { createGateway } from './gateway/yoga';
import type { GatewayServerContext } from './gateway/context';
import { ConfigError, loadConfig, publicConfig } from './server/config';
import { isCrossSiteWrite } from './server/csrf';
import { cachedFetch, type EdgeCacheDeps } from './server/edge-cache';
import { withPageCacheHeaders } from './server/page-cache-headers';
import { createNonce, withSecurityHeaders } from './server/security-headers';
import type { Env } from './server/env';

const backend = createBackend();
const gateway = createGateway();
const handleRemix = createRequestHandler(build as unknown as ServerBuild);

/** Origin used for in-process calls: never resolved on a network. */
const EMBEDDED_ORIGIN = 'http://embedded.musika.internal';

/** Public ezw/v1 reads go through the edge cache, whether the API is embedded or remote. */
function viaEdgeCache(origin: (request: Request) => Promise<Response>, ctx: ExecutionContext) {
  return (request: Request) => {
    const path = new URL(request.url).pathname;
    const apiPath = path.startsWith(API_BASE_PATH) ? path.slice(API_BASE_PATH.length) || '/' : path;
    return cachedFetch(request, apiPath, origin, { cache: (caches as unknown as { default: EdgeCacheDeps['cache'] }).default, waitUntil: (p) => ctx.waitUntil(p) });
  };
}

function restTarget(env: Env, ctx: ExecutionContext): GatewayServerContext {
  const { EZW_API_BASE } = loadConfig(env as unknown as Record<string, unknown>);
  if (EZW_API_BASE) return { restBaseUrl: EZW_API_BASE + API_BASE_PATH, restFetch: viaEdgeCache((req) => fetch(req), ctx) };
  return {
    restBaseUrl: EMBEDDED_ORIGIN + API_BASE_PATH,
    restFetch: viaEdgeCache(async (req) => backend.fetch(req, env, ctx), ctx),
  };
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const nonce = createNonce();
    return withSecurityHeaders(await route(request, env, ctx, nonce), request, nonce);
  },
} satisfies ExportedHandler<Env>;

async function route(request: Request, env: Env, ctx: ExecutionContext, nonce: string): Promise<Response> {
  let target: GatewayServerContext;
  try {
    target = restTarget(env, ctx);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return new Response(`${error.message}\n`, { status: 500, headers: { 'content-type': 'text/plain' } });
  }
  const { pathname } = new URL(request.url);

  if (pathname === API_BASE_PATH || pathname.startsWith(API_BASE_PATH + '/')) {
    const embedded = target.restBaseUrl.startsWith(EMBEDDED_ORIGIN);
    return embedded ? target.restFetch(request) : new Response('Not found', { status: 404 });
  }
  if (isCrossSiteWrite(request)) {
    return new Response('Cross-site form posts are not allowed.', { status: 403, headers: { 'content-type': 'text/plain' } });
  }
  if (pathname === '/graphql') return gateway.fetch(request, target);

  const page = await handleRemix(request, {
    cloudflare: { env, ctx },
    cspNonce: nonce,
    publicConfig: publicConfig(loadConfig(env as unknown as Record<string, unknown>)),
    // Loaders run GraphQL in-process: a Request object, no network hop.
    graphql: async (req: Request) => gateway.fetch(req, target),
  });
  return withPageCacheHeaders(request, page);
}
