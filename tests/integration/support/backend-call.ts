/**
 * Calls the embedded ezw/v1 backend directly (not through SELF), so a test can give it other configuration
 * than wrangler.toml's (TRUST_CF_CONNECTING_IP, PUBLIC_ORIGIN) and watch the work a call does: the D1 round
 * trips and statements, the PBKDF2 derivations and the SHA-256 digests.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';
import { createBackend } from '../../../backend/app';
import type { CallOptions, CallResult } from './accounts';
import { API } from './http';

const backend = createBackend();

export interface Work {
  /** Round trips to D1: each batch or statement run on its own is one. */
  roundTrips: number;
  /** The number of statements in each round trip, in order, e.g. [1, 1, 2]. */
  statements: number[];
  pbkdf2: number;
  sha256: number;
}

/** The D1 binding, counting what runs through it (drizzle calls prepare → bind → run/all/raw/first, or batch). */
function countingD1(real: D1Database, work: Work): D1Database {
  // The real batch wants the real statements, not the proxies.
  const unwrapped = new WeakMap<object, D1PreparedStatement>();
  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        if (prop === 'bind') return (...args: unknown[]) => wrapStatement(value.apply(target, args));
        if (['run', 'all', 'raw', 'first'].includes(String(prop))) {
          return (...args: unknown[]) => {
            work.roundTrips += 1;
            work.statements.push(1);
            return value.apply(target, args);
          };
        }
        return value.bind(target);
      },
    });
    unwrapped.set(proxy, statement);
    return proxy;
  };
  return new Proxy(real, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === 'prepare') return (query: string) => wrapStatement(value.call(target, query));
      if (prop === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          work.roundTrips += 1;
          work.statements.push(statements.length);
          return value.call(
            target,
            statements.map((s) => unwrapped.get(s) ?? s),
          );
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export async function backendCall(method: string, path: string, options: CallOptions & { vars?: Record<string, string> } = {}) {
  const work: Work = { roundTrips: 0, statements: [], pbkdf2: 0, sha256: 0 };
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.ip !== undefined) headers['cf-connecting-ip'] = options.ip;
  const request = new Request(`${API}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const derive = vi.spyOn(crypto.subtle, 'deriveBits');
  const digest = vi.spyOn(crypto.subtle, 'digest');
  const ctx = createExecutionContext();
  try {
    const bindings = { ...env, ...options.vars, DB: countingD1(env.DB, work) };
    const response = await backend.fetch(request, bindings, ctx);
    await waitOnExecutionContext(ctx);
    work.pbkdf2 = derive.mock.calls.filter(([algorithm]) => (algorithm as { name?: string }).name === 'PBKDF2').length;
    work.sha256 = digest.mock.calls.filter(([algorithm]) => algorithm === 'SHA-256' || (algorithm as { name?: string }).name === 'SHA-256').length;
    const result: CallResult = { status: response.status, headers: response.headers, json: (await response.json()) as CallResult['json'] };
    return { ...result, work };
  } finally {
    derive.mockRestore();
    digest.mockRestore();
  }
}
