/**
 * Query plans of the real statements (issue 30): a D1 that records what the backend's query functions ask, and each
 * statement explained on the same database with the same parameters.
 */
import { env } from 'cloudflare:test';

export interface Asked {
  sql: string;
  params: unknown[];
}

/** env.DB, recording every statement it binds. */
export function recordingD1(asked: Asked[]): D1Database {
  return new Proxy(env.DB, {
    get(target, key) {
      if (key === 'prepare')
        return (sql: string) => {
          const statement = target.prepare(sql);
          return new Proxy(statement, {
            get(s, k) {
              if (k === 'bind')
                return (...params: unknown[]) => {
                  asked.push({ sql, params });
                  return s.bind(...params);
                };
              const value = Reflect.get(s, k);
              return typeof value === 'function' ? value.bind(s) : value;
            },
          });
        };
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface PlanRow {
  id: number;
  parent: number;
  detail: string;
}

export async function planOf({ sql, params }: Asked): Promise<PlanRow[]> {
  const { results } = await env.DB.prepare(`explain query plan ${sql}`)
    .bind(...params)
    .all<PlanRow>();
  return results;
}
