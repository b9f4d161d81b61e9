/**
 * Where the gateway's REST client sends ezw/v1 calls: the embedded backend in-process, or a remote API over
 * fetch. Either way public reads go through the edge cache, and an answer that says it changed public data
 * (the purge header) bumps the catalogue generation so cached copies of it are retired at once.
 */
import type { GatewayServerContext } from '../gateway/context';
import { bumpGeneration, PURGE_HEADER, type GenerationStore } from './catalogue-generation';
import { cachedFetch, type EdgeCacheDeps } from './edge-cache';

/** Origin used for in-process calls: never resolved on a network. */
export const EMBEDDED_ORIGIN = 'http://embedded.musika.internal';

export interface RestTargetDeps {
  apiBasePath: string;
  /** Unset: the embedded backend. */
  remoteBase?: string;
  embedded: (request: Request) => Promise<Response>;
  cache: EdgeCacheDeps['cache'] & GenerationStore;
  generation: string;
  waitUntil: (promise: Promise<unknown>) => void;
}

export function restTarget(deps: RestTargetDeps): GatewayServerContext & { embedded: boolean } {
  const upstream = deps.remoteBase ? (req: Request) => fetch(req) : deps.embedded;
  const origin = async (request: Request) => {
    const answer = await upstream(request);
    if (!answer.headers.has(PURGE_HEADER)) return answer;
    // Awaited, not deferred: the visitor's next page must already see the change.
    await bumpGeneration(deps.cache);
    const out = new Response(answer.body, answer);
    out.headers.delete(PURGE_HEADER);
    return out;
  };
  const restFetch = (request: Request) => {
    const path = new URL(request.url).pathname;
    const apiPath = path.startsWith(deps.apiBasePath) ? path.slice(deps.apiBasePath.length) || '/' : path;
    return cachedFetch(request, apiPath, origin, { cache: deps.cache, waitUntil: deps.waitUntil, generation: deps.generation });
  };
  const base = deps.remoteBase ?? EMBEDDED_ORIGIN;
  // The embedded backend is ours: it answers our extensions of ezw/v1 (gateway/context.ts).
  return { restBaseUrl: base + deps.apiBasePath, restFetch, embedded: !deps.remoteBase, extensions: !deps.remoteBase };
}
