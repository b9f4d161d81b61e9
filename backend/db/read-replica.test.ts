/**
 * Issue 30, D1's read replicas: only a public read (the edge cache's table, schema/rest/public-reads.ts) asked
 * without a bearer token reads through a `first-unconstrained` session; a signed-in person's read and every other
 * call stay on the primary binding.
 */
import { describe, expect, it } from 'vitest';
import * as rest from '../../schema/rest';
import type { RestCall } from '../../schema/rest/call';
import { mayReadReplica, replicaSession } from './read-replica';

const request = (headers: Record<string, string> = {}) => ({ req: { header: (name: string) => headers[name.toLowerCase()] } }) as never;

/** Every call the contract modules describe, by name. */
const calls = new Map(
  Object.values(rest)
    .flatMap((module) => Object.values(module))
    .filter((v): v is RestCall => typeof v === 'object' && v !== null && 'path' in v && 'name' in v)
    .map((call) => [call.name, call]),
);

/** The public catalogue reads: every one of them may read a replica when asked without a token. */
const CATALOGUE_READS = [
  'searchProducts',
  'searchFilter',
  'searchFilterCategories',
  'searchFilterAttributes',
  'searchBusinesses',
  'storeFinder',
  'listCategories',
  'getCategory',
  'popularCategories',
  'categoryMenu',
  'getProduct',
  'relatedProducts',
  'productsBySaleType',
  'businessProducts',
  'listBusinesses',
  'promotedBusinesses',
  'getBusiness',
];
const call = (name: string) => {
  const found = calls.get(name);
  if (!found) throw new Error(`no call named ${name}`);
  return found;
};

describe('read replicas for public catalogue reads', () => {
  it('an anonymous public catalogue read may read a replica; with a bearer token it may not', () => {
    for (const name of CATALOGUE_READS) {
      expect(mayReadReplica(request(), call(name)), name).toBe(true);
      expect(mayReadReplica(request({ authorization: 'Bearer x' }), call(name)), name).toBe(false);
    }
  });

  it('a person’s own reads and every write stay on the primary, token or not', () => {
    for (const name of ['getCart', 'createOrder', 'login', 'me', 'businessOrders']) expect(mayReadReplica(request(), call(name)), name).toBe(false);
  });

  it('a replica session starts first-unconstrained; a binding without sessions is read as it is', () => {
    const asked: unknown[] = [];
    const session = { prepare: () => null };
    const d1 = {
      withSession: (constraint: unknown) => {
        asked.push(constraint);
        return session;
      },
    } as unknown as D1Database;
    expect(replicaSession(d1)).toBe(session);
    expect(asked).toEqual(['first-unconstrained']);
    const plain = { prepare: () => null } as unknown as D1Database;
    expect(replicaSession(plain)).toBe(plain);
  });
});
