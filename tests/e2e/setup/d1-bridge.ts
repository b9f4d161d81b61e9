/**
 * The e2e server's D1, reachable from the test files over a local HTTP port: fixtures a journey needs that no
 * page creates, and reading the outbox. It is the very binding the server's Worker uses (Miniflare's
 * getD1Database), so reads and writes are seen by the server at once: a `wrangler d1 execute` per statement
 * started a workerd each time (~3.5 s; ~18 of them per run).
 */
import { createServer, type Server } from 'node:http';
import { freePort } from '../../../scripts/lib.mjs';

interface D1Like {
  prepare(sql: string): { all<T>(): Promise<{ results: T[] }> };
}

export interface D1Bridge {
  url: string;
  close(): Promise<void>;
}

export async function startD1Bridge(db: D1Like): Promise<D1Bridge> {
  const server: Server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    try {
      const { sql } = JSON.parse(body) as { sql: string };
      const { results } = await db.prepare(sql).all();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results }));
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
    }
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
