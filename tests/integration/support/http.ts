/** Calls into the real Worker (server.ts) from tests running inside workerd. */
import { SELF } from './worker';

export const API = 'http://musika.test/wp-json/ezw/v1';

export async function rest(method: string, path: string, body?: unknown) {
  const response = await SELF.fetch(`${API}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json = (await response.json()) as { success?: boolean; message?: string; data?: any };
  return { status: response.status, json };
}

export async function gql<T = any>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await SELF.fetch('http://musika.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

export async function page(path: string, init: RequestInit = {}) {
  // A browser always sends Host; Remix compares it with Origin before running an action.
  const headers = { host: 'musika.test', ...(init.headers as Record<string, string>) };
  const response = await SELF.fetch(`http://musika.test${path}`, { redirect: 'manual', ...init, headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}
