/**
 * Gives a shareable GraphQL answer its public Cache-Control (issue 32 §1): a GET over the network, without a bearer
 * token, of a query whose every field is public (operation-cache-policy.ts), answered without an error. Everything
 * else leaves the header to the Worker, which answers no-store (server/graphql-http.ts): a POST, a mutation, a
 * viewer's field, a token, an error. The Worker keeps shared answers in its edge cache (server/graphql-http.ts),
 * reading the policy back from the header, so the policy an answer was shared under travels with it.
 */
import { isAsyncIterable, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import type { CachePolicy } from '../../schema/rest/public-reads';
import type { GatewayServerContext } from '../context';
import { operationCachePolicy } from './operation-cache-policy';

/** Browsers revalidate; the edge keeps the answer for the policy's time, then serves it stale while refreshing. */
export function publicCacheControl(policy: CachePolicy): string {
  return `public, max-age=0, s-maxage=${policy.ttl}, stale-while-revalidate=${policy.swr}`;
}

/** The policy a 200 answer was marked shareable under, or null (not shareable). */
export function sharedPolicy(response: Response): CachePolicy | null {
  if (response.status !== 200) return null;
  const match = /^public, max-age=0, s-maxage=(\d+), stale-while-revalidate=(\d+)$/.exec(response.headers.get('cache-control') ?? '');
  return match ? { ttl: Number(match[1]), swr: Number(match[2]) } : null;
}

/** The policy of each request whose answer turned out shareable, until its response is sent. */
const shareable = new WeakMap<Request, CachePolicy>();

/** A request that could be answered for everyone: nothing in it says who asks. */
export function anonymousGet(request: Request): boolean {
  return request.method === 'GET' && !request.headers.has('authorization');
}

export function cacheControlPlugin(): Plugin<YogaInitialContext & GatewayServerContext> {
  return {
    onExecute({ args }) {
      const context = args.contextValue as YogaInitialContext & GatewayServerContext;
      // The app's own in-process calls carry the visitor's cookie: never marked shareable.
      if (context.inProcess || !anonymousGet(context.request)) return;
      const policy = operationCachePolicy(args.schema, args.document, args.operationName);
      if (!policy) return;
      return {
        onExecuteDone({ result }) {
          if (!isAsyncIterable(result) && !result.errors?.length) shareable.set(context.request, policy);
        },
      };
    },
    onResponse({ request, response }) {
      const policy = shareable.get(request);
      if (policy && response.status === 200) response.headers.set('Cache-Control', publicCacheControl(policy));
    },
  };
}
