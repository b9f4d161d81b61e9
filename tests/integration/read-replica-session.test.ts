/**
 * Issue 30, D1's read replicas: the runtime's D1 binding has the Sessions API, so public catalogue reads really go
 * through a `first-unconstrained` session (backend/db/read-replica.ts), and a session reads what the primary wrote.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { replicaSession } from '../../backend/db/read-replica';
import { rest } from './support/http';

describe('public reads through a D1 session', () => {
  it('the binding opens sessions, and a session sees the primary’s last write', async () => {
    expect(typeof env.DB.withSession).toBe('function');
    const session = replicaSession(env.DB);
    expect(session).not.toBe(env.DB);
    await env.DB.prepare("update businesses set name = 'Borrowdale Digital (session)' where slug = 'borrowdale-digital'").run();
    try {
      const row = await session.prepare("select name from businesses where slug = 'borrowdale-digital'").first<{ name: string }>();
      expect(row?.name).toBe('Borrowdale Digital (session)');
      // The public read answers through its session with the same store.
      const { json } = await rest('POST', '/business?bSlug=borrowdale-digital');
      expect(json.data.name).toBe('Borrowdale Digital (session)');
    } finally {
      await env.DB.prepare("update businesses set name = 'Borrowdale Digital' where slug = 'borrowdale-digital'").run();
    }
  });
});
