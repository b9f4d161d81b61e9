/**
 * Rows read per request, for `npm run bench:scale` (issue 30: at most 5,000 per public read, whatever the catalogue
 * size). D1 reports `rows_read` in each result's meta, but Drizzle reads through raw(), whose answer has none. So in
 * a Worker started with MEASURE_ROWS_READ=true (the bench's own servers, never a deployed one), a request carrying
 * `x-musika-rows-read: 1` has its read statements recorded; once it is answered they are asked again with all(),
 * whose meta has the rows read, and the sum goes back in the same header. Writes are never asked twice.
 */
import type { MiddlewareHandler } from 'hono';
import type { BackendEnv } from '../http';

export const ROWS_READ_HEADER = 'x-musika-rows-read';

export interface Asked {
  sql: string;
  params: unknown[];
}

const isRead = (sql: string) => /^\s*(select|with)\b/i.test(sql);

/**
 * `d1`, recording every read statement it prepares, with the parameters it is bound to (the query-plan tests record
 * the backend's statements with it too).
 */
export function recordingD1(d1: D1Database, asked: Asked[]): D1Database {
  const prepare = (sql: string) => {
    const statement = d1.prepare(sql);
    const entry: Asked | null = isRead(sql) ? { sql, params: [] } : null;
    if (entry) asked.push(entry);
    return new Proxy(statement, {
      get(target, key) {
        if (key === 'bind')
          return (...params: unknown[]) => {
            if (entry) entry.params = params;
            return target.bind(...params);
          };
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  return new Proxy(d1, {
    get(target, key) {
      if (key === 'prepare') return prepare;
      // A public read's replica session (read-replica.ts) records into the same list.
      if (key === 'withSession')
        return (...args: Parameters<D1Database['withSession']>) => recordingD1(target.withSession(...args) as unknown as D1Database, asked);
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The rows D1 reads for these statements, each asked once more. */
async function rowsRead(d1: D1Database, asked: Asked[]): Promise<number> {
  const results = await Promise.all(
    asked.map(({ sql, params }) =>
      d1
        .prepare(sql)
        .bind(...params)
        .all(),
    ),
  );
  return results.reduce((total, result) => total + (result.meta.rows_read ?? 0), 0);
}

/** The middleware: measures only when the Worker is configured to and the request asks. */
export function measureRowsRead(): MiddlewareHandler<{ Bindings: BackendEnv & { MEASURE_ROWS_READ?: string } }> {
  return async (c, next) => {
    if (c.env.MEASURE_ROWS_READ !== 'true' || c.req.header(ROWS_READ_HEADER) !== '1') return next();
    const real = c.env.DB;
    const asked: Asked[] = [];
    c.env = { ...c.env, DB: recordingD1(real, asked) };
    await next();
    c.res.headers.set(ROWS_READ_HEADER, String(await rowsRead(real, asked)));
  };
}
