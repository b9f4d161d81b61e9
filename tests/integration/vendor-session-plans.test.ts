/**
 * Issue 30: a vendor's session (asked on every logged-in page) and the dashboard counters read a vendor's stores off
 * businesses_owner_idx (0051) and their published listings from the counts kept per store (0042) — never a walk of
 * every store or a count of every listing. A vendor with 10,000 listings read ~9,000 rows for each before.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { publishedProductCountOfSql, sessionRows } from '../../backend/auth/accounts-queries';
import { createDb } from '../../backend/db/client';
import { type Asked, planOf, recordingD1 } from './support/query-plans';

/** A vendor of the seed with several stores (user 20 owns three). */
const VENDOR = 20;

describe('a vendor session at scale: query plans', () => {
  it('the session batch never scans stores or listings', async () => {
    const asked: Asked[] = [];
    await sessionRows(createDb(recordingD1(asked)), VENDOR, new Date('2026-11-27T08:00:00Z'));
    expect(asked.length).toBeGreaterThanOrEqual(5);
    for (const statement of asked) {
      const lines = (await planOf(statement)).map((r) => r.detail);
      expect(
        lines.filter((l) => /^SCAN (businesses|products)\b/.test(l)),
        `${statement.sql}\n${lines.join(' | ')}`,
      ).toEqual([]);
    }
  });

  it('the published listings of a vendor’s stores equal a live count of them', async () => {
    const { n: kept } = (await env.DB.prepare(
      'select coalesce(sum(c.n), 0) as n from business_product_counts c where c.business_id in (select id from businesses where owner_id = ?)',
    )
      .bind(VENDOR)
      .first<{ n: number }>())!;
    const { n: live } = (await env.DB.prepare(
      "select count(*) as n from products where status = 'publish' and business_id in (select id from businesses where owner_id = ?)",
    )
      .bind(VENDOR)
      .first<{ n: number }>())!;
    expect(kept).toBe(live);
    expect(live).toBeGreaterThan(0);
    const [row] = await createDb(env.DB).all<{ n: number }>(publishedProductCountOfSql(VENDOR));
    expect(Number(row.n)).toBe(live);
  });
});
