/**
 * Issue 30, D1's read replicas: only a public catalogue read asked without a bearer token reads through a
 * `first-unconstrained` session; a signed-in person's read and every other call stay on the primary binding.
 */
import { describe, expect, it } from 'vitest';
import * as rest from '../../schema/rest';
import { mayReadReplica, PUBLIC_READS, replicaSession } from './read-replica';

const request = (headers: Record<string, string> = {}) => ({ req: { header: (name: string) => headers[name.toLowerCase()] } }) as never;

/** Every call the contract modules describe, by name. */
const calls = new Map(
  Object.values(rest)
    .flatMap((module) => Object.values(module))
    .filter((v): v is { name: string; method: string; path: string } => typeof v === 'object' && v !== null && 'path' in v && 'name' in v)
    .map((call) => [call.name, call]),
);

describe('read replicas for public catalogue reads', () => {
  it('every public read named is a call of the contract, and none of them is a write', () => {
    for (const name of PUBLIC_READS) {
      const call = calls.get(name);
      expect(call, name).toBeDefined();
      // The spec's reads by POST (a product, a store, a store's products) are reads all the same: their names say so.
      expect(/^(get|list|search|related|popular|products|business|promoted|store|category)/i.test(name), name).toBe(true);
    }
  });

  it('an anonymous public read may read a replica; with a bearer token, or any other call, it may not', () => {
    expect(mayReadReplica(request(), 'searchProducts')).toBe(true);
    expect(mayReadReplica(request({ authorization: 'Bearer x' }), 'searchProducts')).toBe(false);
    expect(mayReadReplica(request(), 'getCart')).toBe(false);
    expect(mayReadReplica(request(), 'createOrder')).toBe(false);
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
