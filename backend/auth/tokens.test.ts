import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { forgetVerifiedTokens, requireUser } from './tokens';

const TOKEN = 'a'.repeat(43);

/** A D1 stand-in for the token lookup (select … from auth_tokens … limit 1) that counts queries. */
function tokenTable(owner: { tokenId: number; userId: number; expiresAt: string } | null) {
  let queries = 0;
  const chain = {
    from: () => chain,
    where: () => chain,
    limit: async () => {
      queries++;
      return owner ? [owner] : [];
    },
  };
  return { db: { select: () => chain } as unknown as Db, queries: () => queries };
}

/** What Hono hands a route: the bearer header, and the Worker request's ExecutionContext (shared by a page's calls). */
function call(executionCtx: object | null, token = TOKEN) {
  return {
    req: { header: (name: string) => (name === 'authorization' ? `Bearer ${token}` : undefined) },
    get executionCtx() {
      if (!executionCtx) throw new Error('This context has no ExecutionContext');
      return executionCtx;
    },
  } as unknown as Context;
}

describe('bearer token checks', () => {
  const owner = { tokenId: 1, userId: 7, expiresAt: '2099-01-01T00:00:00.000Z' };

  it('are made once per Worker request, however many API calls of the page carry the token', async () => {
    const table = tokenTable(owner);
    const page = {};
    for (let i = 0; i < 5; i++) expect(await requireUser(call(page), table.db)).toEqual(owner);
    expect(table.queries()).toBe(1);
  });

  it('are made again by the next request (nothing outlives a request)', async () => {
    const table = tokenTable(owner);
    await requireUser(call({}), table.db);
    await requireUser(call({}), table.db);
    expect(table.queries()).toBe(2);
  });

  it('are made again after a revocation in the same request', async () => {
    const table = tokenTable(owner);
    const page = {};
    await requireUser(call(page), table.db);
    forgetVerifiedTokens(call(page));
    await requireUser(call(page), table.db);
    expect(table.queries()).toBe(2);
  });

  it('refuse an unknown token with 401, and without a request scope still look it up every time', async () => {
    const table = tokenTable(null);
    await expect(requireUser(call(null), table.db)).rejects.toMatchObject({ status: 401 });
    await expect(requireUser(call(null), table.db)).rejects.toMatchObject({ status: 401 });
    expect(table.queries()).toBe(2);
  });
});
