/**
 * The Worker (server.ts) as the integration tests call it: `SELF.fetch(url, init)`, like cloudflare:test's SELF,
 * but a plain call of the Worker's fetch handler in the test's isolate.
 *
 * Why not cloudflare:test's SELF: under @cloudflare/vitest-pool-workers each SELF.fetch costs more than the one
 * before it in the same workerd (workers-sdk#15446). Measured here: 100 calls of /health took 0.3 s first and
 * 9.3 s after 500 earlier calls, so a shard's run time grew with the square of its requests. Calling the handler
 * directly stays flat.
 *
 * What SELF did that this keeps:
 *   - redirects are followed unless `redirect: 'manual'` (a service binding's fetch follows them);
 *   - a handler that throws answers 500, as workerd would;
 *   - waitUntil work runs beside the answer and is awaited after each test (settleWorkerTasks, in the setup file).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../../server';
import type { Env } from '../../../server/env';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;

/** Execution contexts whose waitUntil work the current test has not waited for yet. */
const pending: ExecutionContext[] = [];

async function handle(request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  pending.push(ctx);
  try {
    return await worker.fetch(request as Parameters<typeof worker.fetch>[0], env as unknown as Env, ctx);
  } catch (error) {
    console.error('The Worker threw:', error);
    return new Response('Internal Server Error', { status: 500 });
  }
}

/** The request a redirect leads to: 303 (and 301/302 after a POST) turn into a GET without a body, as fetch does. */
function redirected(previous: Request, response: Response): Request | null {
  const location = response.headers.get('location');
  if (!REDIRECTS.has(response.status) || location === null) return null;
  const url = new URL(location, previous.url);
  const toGet = response.status === 303 || ((response.status === 301 || response.status === 302) && previous.method === 'POST');
  if (!toGet) return new Request(url, previous);
  const headers = new Headers(previous.headers);
  headers.delete('content-type');
  headers.delete('content-length');
  return new Request(url, { method: 'GET', headers });
}

export const SELF = {
  async fetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    let request: Request = new Request(input, { ...init, redirect: 'manual' });
    const follow = (init?.redirect ?? (input instanceof Request ? input.redirect : 'follow')) !== 'manual';
    for (let hops = 0; ; hops++) {
      // A body can be read once: keep a copy for a 307/308, which repeats it.
      const again = follow && request.body !== null ? (request.clone() as Request) : request;
      const response = await handle(request);
      const next = follow ? redirected(again, response) : null;
      if (next === null) return response;
      if (hops === MAX_REDIRECTS) throw new TypeError(`Too many redirects from ${input}`);
      await response.body?.cancel();
      request = next;
    }
  },
};

/**
 * Background work a test started outside SELF (a harness's own execution context) that must also end with the
 * test: left running, a payment's delayed result callback could write into the next file's fresh database.
 */
export function settleWithTest(ctx: ExecutionContext): void {
  pending.push(ctx);
}

/** Waits for the background work (waitUntil) of every call the test made, as the pool did for SELF. */
export async function settleWorkerTasks(): Promise<void> {
  while (pending.length > 0) {
    const contexts = pending.splice(0);
    await Promise.all(contexts.map((ctx) => waitOnExecutionContext(ctx)));
  }
}
