/**
 * Issue 30: the stores page counts no further than 1,000 stores (an index walk of at most 1,001, not a count of
 * every store), and says so: "1,000+ stores across Zimbabwe." — the API's pageInfo has total 1,000 and totalIsCapped.
 * Below the cap the count is exact, as before (the seed's 22 stores read "22 stores").
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addStoreCopies } from './support/kept-counts';
import { searchBusinesses } from '../../schema/rest/search';
import { page } from './support/http';
import { call } from './support/search';

const addStores = (n: number) => addStoreCopies(n, 50000, 'capped-store-');

const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('the stores count is capped at 1,000', () => {
  it('below the cap the total is exact and reads as before', async () => {
    const { pageInfo } = (await call(searchBusinesses, { sortBy: 'name', per_page: 20 })).data!;
    const { n } = (await env.DB.prepare("select count(*) as n from businesses where status = 'publish' and suspended_at is null").first<{
      n: number;
    }>())!;
    expect(pageInfo).toMatchObject({ total: n, totalIsCapped: false });
    expect(text((await page('/vendors')).html)).toContain(`${n} stores across Zimbabwe.`);
  });

  it('past 1,000 public stores the total reads "1,000+ stores across Zimbabwe."', async () => {
    await addStores(1000);
    try {
      const { pageInfo } = (await call(searchBusinesses, { sortBy: 'name', per_page: 20 })).data!;
      expect(pageInfo).toMatchObject({ total: 1000, totalIsCapped: true, totalPages: 50 });
      // A page of its own: cached reads and pages are keyed by URL, and the test above rendered page 1.
      expect(text((await page('/vendors?page=2')).html)).toContain('1,000+ stores across Zimbabwe.');
    } finally {
      // The test files of a shard share one D1: the other store tests count the seed's stores.
      await env.DB.prepare("delete from businesses where slug like 'capped-store-%'").run();
    }
  });
});
