/** Per-request GraphQL context: the viewer's token, the REST client bound to it, and fresh DataLoaders. */
import { createLoaders, type Loaders } from './loaders';
import { createRestClient, type FetchLike, type RestClient } from './rest/client';

export interface GatewayServerContext {
  /** Where ezw/v1 lives: the embedded backend in-process or a remote API. */
  restBaseUrl: string;
  restFetch: FetchLike;
}

export interface GatewayContext {
  token?: string;
  /** The visitor's Cookie header, used only to look up the API's own login cookie. */
  cookie?: string;
  rest: RestClient;
  loaders: Loaders;
}

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})$/.exec(header);
  return match?.[1];
}

/** Cloudflare sets cf-connecting-ip at the edge (a client cannot forge it there); the app forwards it in-process. */
export function clientIp(request: Request): string | undefined {
  const ip = request.headers.get('cf-connecting-ip')?.trim();
  return ip && ip.length <= 64 ? ip : undefined;
}

export function createContext(request: Request, server: GatewayServerContext): GatewayContext {
  const token = bearerToken(request);
  const rest = createRestClient({
    baseUrl: server.restBaseUrl,
    fetch: server.restFetch,
    token,
    clientIp: clientIp(request),
  });
  return { token, cookie: request.headers.get('cookie') ?? undefined, rest, loaders: createLoaders(rest) };
}
