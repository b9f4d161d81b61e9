/**
 * A stand-in for the remote ezw/v1 backend (EZW_API_BASE) in the gateway's unit tests: it answers every call
 * with `answer` and keeps the requests it got, and the context a resolver sees is built around it, as the
 * Worker builds it around the real one.
 */
import { createLoaders } from '../loaders';
import { createRestClient, type FetchLike } from '../rest/client';

export const REMOTE_BASE = 'https://api.example.co.zw/wp-json/ezw/v1';

/** The context of a caller with `token` (null: a visitor) whose calls go to `fetch`. */
export function remoteContext(fetch: FetchLike, token: string | null = 't0ken') {
  const rest = createRestClient({ baseUrl: REMOTE_BASE, fetch, ...(token ? { token } : {}) });
  return { token, rest, loaders: createLoaders(rest) };
}

/** A remote answering every call with `answer` (JSON, `status`); `requests` lists what it was asked. */
export function remote(answer: unknown, status = 200) {
  const requests: Request[] = [];
  const fetch: FetchLike = async (request) => {
    requests.push(request);
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  };
  return { requests, contextValue: remoteContext(fetch) };
}
