/**
 * Reads shared by the API calls of one request to the Worker. A page's in-process API calls all run under that
 * request's ExecutionContext, so the five or so calls of a dashboard page can look the same thing up once
 * (the bearer token, who owns the business) instead of once each, a D1 round trip before every call's own work.
 * Nothing outlives the request: the memo hangs off its ExecutionContext, which is garbage once it ends.
 */
import type { Context } from 'hono';

const memos = new WeakMap<object, Map<string, Promise<unknown>>>();

function requestScope(c: Context): object | null {
  try {
    return c.executionCtx;
  } catch {
    return null; // Hono throws when a request came without one (unit tests): nothing is shared then.
  }
}

/**
 * `read()` once per request and key. `keep` decides whether an answer may be shared (e.g. not "not found",
 * which the same request could change); a failed read is never shared.
 */
export function perRequest<T>(c: Context, key: string, read: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
  const scope = requestScope(c);
  if (!scope) return read();
  let memo = memos.get(scope);
  if (!memo) {
    memo = new Map();
    memos.set(scope, memo);
  }
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  const pending = read();
  memo.set(key, pending);
  pending.then(
    (value) => {
      if (!keep(value) && memo.get(key) === pending) memo.delete(key);
    },
    () => {
      if (memo.get(key) === pending) memo.delete(key);
    },
  );
  return pending;
}

/** Forgets this request's answers whose key starts with `prefix` (after a write that changes them). */
export function forgetPerRequest(c: Context, prefix: string): void {
  const scope = requestScope(c);
  const memo = scope ? memos.get(scope) : undefined;
  if (!memo) return;
  for (const key of [...memo.keys()]) if (key.startsWith(prefix)) memo.delete(key);
}
