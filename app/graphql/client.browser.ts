/**
 * The browser's urql client with graphcache, for islands that change data in place (the cart). Pages never
 * import it statically: an island loads it with import() when it is about to be used, so urql and
 * graphcache stay out of every first load (scripts/client-budget.test.ts).
 *
 * It talks to the session endpoint (routes/session-graphql.ts), not /graphql: the session token sits in an
 * HttpOnly cookie that the browser sends with a same-origin request but no script can read.
 */
import { Client, createRequest, fetchExchange, ssrExchange, type SSRData } from '@urql/core';
import { cacheExchange } from '@urql/exchange-graphcache';
import { href } from '~/routes';
import { cacheConfig, CartQueryDocument } from './cache-config';
import type { CartViewFragment } from './generated/graphql';

/**
 * A client whose cache already holds `cart`, the loader's answer to the same cart query (with __typename,
 * see cart-store.server.ts). Why seed rather than query: the page is already rendered from that answer, and
 * optimistic updaters need a cached cart to compute from, so asking the server again would only delay the
 * first change. ssrExchange's initialState is urql's own way to hand a server result to the browser:
 * graphcache (placed before it) misses, ssrExchange answers from the seed without a request, and graphcache
 * normalises that answer as if it came from the network. ssrExchange serves a seed once, so a newer loader
 * cart gets a new client; they are cheap, and one lives only as long as the cart page.
 */
export function createCartClient(cart: CartViewFragment | null): Client {
  const initialState: SSRData = {};
  if (cart) initialState[createRequest(CartQueryDocument, {}).key] = { data: JSON.stringify({ cart }), hasNext: false };
  return new Client({
    url: href('session-graphql'),
    exchanges: [cacheExchange(cacheConfig), ssrExchange({ isClient: true, initialState }), fetchExchange],
    preferGetMethod: false,
    requestPolicy: 'cache-first',
    fetchOptions: { credentials: 'same-origin' },
  });
}
