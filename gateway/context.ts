/** Per-request GraphQL context: the viewer's token, the REST client bound to it, and fresh DataLoaders. */
import type { RestBudget } from '../schema/rest/api-clients';
import { CLIENT_HEADER } from '../schema/rest/api-clients';
import { createLoaders, type Loaders } from './loaders';
import { createRestClient, type FetchLike, type RestClient } from './rest/client';

export interface GatewayServerContext {
  /** Where ezw/v1 lives: the embedded backend in-process or a remote API. */
  restBaseUrl: string;
  restFetch: FetchLike;
  /**
   * True only for the Remix app's in-process calls. Requests that came over the network never have their
   * cookies read: a cookie is what another site's page could make a visitor's browser send.
   */
  inProcess?: boolean;
  /** Whether CF-Connecting-IP was set by Cloudflare's edge (TRUST_CF_CONNECTING_IP), not by the client. */
  trustClientIp?: boolean;
  /**
   * Whether the API is Musika's own backend, which answers our extensions of ezw/v1 (the search filters'
   * attribute facets): a resolver then asks once what another ezw/v1 API needs two calls for.
   */
  extensions?: boolean;
}

export interface GatewayContext {
  token?: string;
  /** The visitor's Cookie header, used only to look up the API's own login cookie. */
  cookie?: string;
  rest: RestClient;
  loaders: Loaders;
  /** GatewayServerContext.extensions. */
  extensions: boolean;
  /**
   * Who pays for this request's queries (gateway/limits/budget-plugin.ts): absent for the app's own in-process
   * calls, which are never budgeted. `clientId` is the X-Musika-Client header as sent; `hasAddress` whether the
   * caller has one the gateway believes.
   */
  caller?: { clientId: string | null; hasAddress: boolean };
  /** The caller's budget after this operation was charged; null when not budgeted (the `rateLimit` field). */
  budget?: RestBudget | null;
}

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})$/.exec(header);
  return match?.[1];
}

/**
 * Cloudflare sets cf-connecting-ip at the edge (a client cannot forge it there); the app forwards it
 * in-process. Where the Worker is reached directly (wrangler dev) it is whatever the client sent: ignored.
 */
export function clientIp(request: Request, trusted: boolean): string | undefined {
  if (!trusted) return undefined;
  const ip = request.headers.get('cf-connecting-ip')?.trim();
  return ip && ip.length <= 64 ? ip : undefined;
}

export function createContext(request: Request, server: GatewayServerContext): GatewayContext {
  const token = bearerToken(request);
  const ip = clientIp(request, server.trustClientIp === true);
  const rest = createRestClient({ baseUrl: server.restBaseUrl, fetch: server.restFetch, token, clientIp: ip });
  const cookie = server.inProcess ? (request.headers.get('cookie') ?? undefined) : undefined;
  const caller = server.inProcess ? undefined : { clientId: request.headers.get(CLIENT_HEADER), hasAddress: ip !== undefined };
  return { token, cookie, rest, loaders: createLoaders(rest), extensions: server.extensions === true, caller };
}
