/**
 * Mounting a schema/rest call on the Hono router: the request is validated with the call's own zod schemas,
 * the handler's result is wrapped in the ezw/v1 envelope, and failures answer a clear 4xx message — never a
 * stack trace or SQL.
 */
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { RestCall } from '../schema/rest/call';
import type { Db } from './db/client';
import { createDb } from './db/client';
import { mayReadReplica, replicaSession } from './db/read-replica';
import type { Clock } from './clock';

/** Where the ezw/v1 API is mounted (spec §7). */
export const API_BASE_PATH = '/wp-json/ezw/v1';

export interface BackendEnv {
  DB: D1Database;
  /** USD→ZWG rate set by configuration, e.g. "26.95" (backend/money/rate-changes.ts records it once). */
  ZWG_RATE?: string;
  /** Secret bearer that may PUT /exchange-rates; unset: the call is disabled. */
  EXCHANGE_RATE_TOKEN?: string;
  /** Handed by the composition root (server.ts); absent: the system clock (backend/clock.ts). */
  clock?: Clock;
  /**
   * How bulk import downloads photos given by address (backend/media/fetch-remote-photo.ts), and its time per
   * photo. Absent: the Worker's fetch and 8 s; tests hand a fake host and a short deadline.
   */
  fetchImage?: (input: string, init: RequestInit) => Promise<Response>;
  imageFetchTimeoutMs?: number;
}

export type BackendApp = Hono<{ Bindings: BackendEnv }>;

/** An expected failure with the status and message the client should see. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429,
    message: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Bodies above this are refused before parsing: no call takes more, and JSON.parse of megabytes burns CPU. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface HandlerInput<C extends RestCall> {
  query: z.output<C['query']>;
  body: z.output<C['body']>;
  db: Db;
  c: Context<{ Bindings: BackendEnv }>;
}

/** Query strings as an object: `a[]=1&a[]=2` and repeated keys become arrays. */
export function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of url.searchParams) {
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = isArray ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

function firstIssue(error: z.ZodError): string {
  let issue = error.issues[0];
  // A union (e.g. login's {username, password} | {email, key}) reports "Invalid input"; name the problem of
  // the branch that came closest instead (fewest issues, first branch on a tie).
  while (issue.code === 'invalid_union') {
    const closest = [...issue.unionErrors].sort((a, b) => a.issues.length - b.issues.length)[0];
    if (!closest?.issues.length) break;
    issue = closest.issues[0];
  }
  const field = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${field}${issue.message}`;
}

async function readBody(c: Context): Promise<unknown> {
  if (c.req.method === 'GET') return {};
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, 'The request body is too large');
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new HttpError(413, 'The request body is too large');
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
}

export interface MountOptions {
  /** Success status; 201 for calls that create something (POST /register). */
  status?: 200 | 201;
  /** What an unexpected failure answers instead of 'An error occurred': the call's message in spec §8. */
  failure?: string;
}

/** An unexpected failure: the detail is logged for operators, the client learns nothing about internals. */
export function unexpectedFailure(c: Context, error: unknown, message = 'An error occurred') {
  console.error('ezw/v1 unexpected error', c.req.method, new URL(c.req.url).pathname, error);
  return c.json({ success: false, message, data: { status: 500 } }, 500);
}

export function mount<C extends RestCall>(
  app: BackendApp,
  call: C,
  handler: (input: HandlerInput<C>) => Promise<z.infer<C['data']>>,
  options: MountOptions = {},
): void {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  // Routes match without a trailing slash; the router (strict: false) ignores one on requests.
  app[method](call.path.replace(/(.)\/$/, '$1'), async (c) => {
    const query = call.query.safeParse(queryObject(new URL(c.req.url)));
    if (!query.success) throw new HttpError(400, firstIssue(query.error));
    const body = call.body.safeParse(await readBody(c));
    if (!body.success) throw new HttpError(400, firstIssue(body.error));
    try {
      const d1 = mayReadReplica(c, call) ? replicaSession(c.env.DB) : c.env.DB;
      const data = await handler({ query: query.data, body: body.data, db: createDb(d1), c });
      // Headers the handler set (Set-Cookie) ride along: c.json merges them.
      return c.json({ success: true, message: 'success', data }, options.status ?? 200);
    } catch (error) {
      if (options.failure && !(error instanceof HttpError)) return unexpectedFailure(c, error, options.failure);
      throw error;
    }
  });
}
