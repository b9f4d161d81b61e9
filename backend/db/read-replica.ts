/**
 * D1 read replication through the Sessions API (issue 30). A replica may lag the primary by a moment, so only
 * reads that lose nothing by it go there: the public reads the edge cache may hold (search, categories, products,
 * stores, content), asked without a bearer token — the same answers the edge cache already holds for a while. Their session starts
 * `first-unconstrained` (any replica, then consistent with itself). Everything else — a signed-in person's reads,
 * which must see their own writes, and every write — stays on the primary binding, so no bookmark has to travel
 * between requests. A write a public read happens to make (a product view) goes to the primary through the
 * session, as D1 routes every write.
 */
import type { Context } from 'hono';
import type { RestCall } from '../../schema/rest/call';
import { policyFor } from '../../schema/rest/public-reads';

/**
 * Whether a request may read from a replica: one of the public reads (schema/rest/public-reads.ts, the edge cache's
 * own table), asked by no one signed in. A product read shows its vendor a draft, but only to a bearer of their token,
 * which keeps the read on the primary.
 */
export function mayReadReplica(c: Pick<Context, 'req'>, call: Pick<RestCall, 'method' | 'path'>): boolean {
  return policyFor(call.method, call.path) !== null && !c.req.header('authorization');
}

/**
 * A D1 session on any replica, as a D1Database (Drizzle prepares and batches through it; it has no exec or dump,
 * which reads never use). A binding without sessions (an older runtime, a test double) is read as it is.
 */
export function replicaSession(d1: D1Database): D1Database {
  if (typeof d1.withSession !== 'function') return d1;
  return d1.withSession('first-unconstrained') as unknown as D1Database;
}
