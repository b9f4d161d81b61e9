/**
 * The scale bench's rows-read measurement (backend/db/rows-read.ts): only a Worker configured with MEASURE_ROWS_READ
 * answers it, only to a request that asks, with D1's own rows_read for the request's reads; writes are never asked
 * twice.
 */
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { measureRowsRead, ROWS_READ_HEADER } from '../../backend/db/rows-read';
import type { BackendEnv } from '../../backend/http';

/** A route that reads the public products and writes one row of its own. */
function app() {
  const hono = new Hono<{ Bindings: BackendEnv & { MEASURE_ROWS_READ?: string } }>();
  hono.use('*', measureRowsRead());
  hono.get('/read', async (c) => {
    const rows = await c.env.DB.prepare("select id from products where status = ? and kind = 'general'").bind('publish').raw();
    await c.env.DB.prepare('create table if not exists rows_read_probe (n integer)').run();
    await c.env.DB.prepare('insert into rows_read_probe (n) values (?)').bind(rows.length).run();
    return c.json({ n: rows.length });
  });
  return hono;
}

const ask = (configured: boolean, asks: boolean) =>
  app().fetch(new Request('http://musika.test/read', { headers: asks ? { [ROWS_READ_HEADER]: '1' } : {} }), {
    DB: env.DB,
    ...(configured ? { MEASURE_ROWS_READ: 'true' } : {}),
  });

const probes = async () => (await env.DB.prepare('select count(*) as n from rows_read_probe').first<{ n: number }>())!.n;

describe('rows read per request (bench only)', () => {
  it('a configured Worker answers the rows D1 read for the request’s reads, and writes only once', async () => {
    const expected = await env.DB.prepare("select id from products where status = ? and kind = 'general'").bind('publish').all();
    const response = await ask(true, true);
    expect(response.status).toBe(200);
    expect(Number(response.headers.get(ROWS_READ_HEADER))).toBe(expected.meta.rows_read);
    expect(expected.meta.rows_read).toBeGreaterThan(0);
    // The request's one insert ran once: the re-asked statements are its reads alone.
    expect(await probes()).toBe(1);
  });

  it('neither a request that does not ask nor a Worker not configured for it measures anything', async () => {
    expect((await ask(true, false)).headers.get(ROWS_READ_HEADER)).toBeNull();
    expect((await ask(false, true)).headers.get(ROWS_READ_HEADER)).toBeNull();
  });
});
