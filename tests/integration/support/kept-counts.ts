/**
 * Counts kept by triggers (issue 30: per category, migration 0040; per store, 0042) against a live count: the keys
 * whose kept and live counts differ (none, when the triggers kept up).
 */
import { env } from 'cloudflare:test';

export interface Drift {
  id: number;
  kept: number;
  live: number;
}

/** `live` selects (id, n); the kept table holds (keyColumn, n). */
export async function keptCountDrift(table: string, keyColumn: string, live: string): Promise<Drift[]> {
  const { results } = await env.DB.prepare(
    `select id, sum(kept) as kept, sum(live) as live from (
       select ${keyColumn} as id, n as kept, 0 as live from ${table}
       union all select id, 0, n from (${live})) group by id having sum(kept) <> sum(live)`,
  ).all<Drift>();
  return results;
}

/** One write of a test's own, bound. */
export const run = (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .run();

/**
 * `n` more public stores, copies of the seeded Borrowdale Digital (equal dates, so their order is the id's): ids from
 * `firstId` + 1, slugs `slugPrefix` + i. The caller deletes them (`slug like 'prefix%'`): a shard's test files share one D1.
 */
export async function addStoreCopies(n: number, firstId: number, slugPrefix: string) {
  const cols = (await env.DB.prepare("select name from pragma_table_info('businesses')").all<{ name: string }>()).results.map((r) => r.name);
  const copy = cols
    .map((c) => (c === 'id' ? `${firstId} + i` : c === 'slug' ? `'${slugPrefix}' || i` : c === 'name' ? "name || ' ' || i" : c))
    .join(', ');
  await env.DB.prepare(
    `insert into businesses (${cols.join(', ')}) with recursive n(i) as (select 1 union all select i + 1 from n where i < ${n})
     select ${copy} from n, (select * from businesses where slug = 'borrowdale-digital')`,
  ).run();
}
