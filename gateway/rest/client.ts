/**
 * The one fetch wrapper for the ezw/v1 API: base URL, bearer token, cross-site request header, timeout,
 * envelope checks (`message: 'success'` where the contract requires it), `data`/`data.load` unwrapping and
 * response parsing with the call's zod schema. Every failure becomes a RestError whose message is the
 * server's `message` or the catalogue default — never an upstream body or stack.
 */
import type { CallResult, RestCall } from '../../schema/rest/call';
import { envelope } from '../../schema/rest/call';
import { defaultMessage, RestError, safeServerMessage } from '../errors';

export type FetchLike = (request: Request) => Promise<Response>;

export interface RestClientOptions {
  /** e.g. http://embedded/wp-json/ezw/v1 or https://api.example.co.zw/wp-json/ezw/v1 */
  baseUrl: string;
  fetch: FetchLike;
  token?: string;
  /** The visitor's IP, forwarded so the API can rate-limit per person rather than per Worker. */
  clientIp?: string;
  timeoutMs?: number;
}

export interface CallInput {
  query?: Record<string, unknown>;
  body?: unknown;
  /** Values for the catalogue message placeholders, e.g. { slug }. */
  messageParams?: Record<string, unknown>;
  /** Extra request headers for this call only (e.g. the visitor's Cookie for /auth/cookie-token). */
  headers?: Record<string, string>;
  /** Values for `:name` segments of the call's path (e.g. /buyer-requests/:id). */
  params?: Record<string, string | number>;
  /**
   * A body sent as is, instead of `body` as JSON, for calls that take bytes (POST /media: an image). The
   * answer is still the JSON envelope, parsed as for any call.
   */
  rawBody?: { bytes: ArrayBuffer | Uint8Array<ArrayBuffer>; contentType: string };
}

export interface RestClient {
  call<C extends RestCall>(call: C, input?: CallInput): Promise<CallResult<C>>;
}

export function buildUrl(baseUrl: string, path: string, query: Record<string, unknown> = {}, params: Record<string, string | number> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(params[name]));
  });
  const url = new URL(baseUrl.replace(/\/+$/, '') + filled);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) url.searchParams.append(`${key}[]`, String(v));
    else url.searchParams.set(key, String(value));
  }
  return url.toString();
}

export function createRestClient(options: RestClientOptions): RestClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async call(call, input = {}) {
      const fail = (status: number, serverMessage?: unknown) =>
        new RestError(call.name, status, safeServerMessage(serverMessage) ?? defaultMessage(call.name, input.messageParams));
      const headers = new Headers({ accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' });
      if (options.token) headers.set('authorization', `Bearer ${options.token}`);
      if (options.clientIp) {
        headers.set('cf-connecting-ip', options.clientIp);
        headers.set('x-forwarded-for', options.clientIp);
      }
      for (const [name, value] of Object.entries(input.headers ?? {})) headers.set(name, value);
      let body: BodyInit | undefined;
      if (call.method !== 'GET' && input.rawBody) {
        headers.set('content-type', input.rawBody.contentType);
        body = input.rawBody.bytes;
      } else if (call.method !== 'GET' && input.body !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(input.body);
      }
      const request = new Request(buildUrl(options.baseUrl, call.path, input.query, input.params), {
        method: call.method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });

      let response: Response;
      try {
        response = await options.fetch(request);
      } catch (error) {
        console.error(`ezw/v1 ${call.name}: network failure`, error);
        throw new RestError('network', 503, defaultMessage('network'));
      }
      const json: unknown = await response.json().catch(() => undefined);
      const parsed = envelope.safeParse(json);
      if (response.status < 200 || response.status > 299) throw fail(response.status, parsed.data?.message);
      if (!parsed.success) throw fail(502);
      if (call.requireSuccess && parsed.data.message !== 'success') throw fail(502, parsed.data.message);
      const data = call.data.safeParse(parsed.data.data);
      if (!data.success) {
        console.error(`ezw/v1 ${call.name}: unexpected response shape`, data.error.issues.slice(0, 3));
        throw fail(502);
      }
      const result = call.unwrap ? (data.data as Record<string, unknown>)[call.unwrap] : data.data;
      return result as CallResult<typeof call>;
    },
  };
}
