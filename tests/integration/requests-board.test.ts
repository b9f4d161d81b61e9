/** The public buyer-request board: GET /buyer-requests and GET /buyer-requests/search, paging and filters. */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listBuyerRequests, searchBuyerRequests } from '../../schema/rest/buyer-requests';
import { call, clearRateLimits, TEN_KB } from './support/accounts';
import { buyerToken, expectCleanFailure } from './support/offers';

beforeEach(clearRateLimits);

/** Each test makes tens of requests, and every test file shares one workerd: under the full suite 5 s is too tight. */
const TEST_TIMEOUT = 30_000;

type Listed = { id: number; createdAt: string; title: string; status: string };

const list = async (qs = '') => {
  const r = await call('GET', `/buyer-requests${qs ? `?${qs}` : ''}`);
  expect(r.status, r.json.message).toBe(200);
  return listBuyerRequests.data.parse(r.json.data);
};
const search = async (params: Record<string, string | number>) => {
  const r = await call('GET', `/buyer-requests/search?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`);
  expect(r.status, r.json.message).toBe(200);
  return searchBuyerRequests.data.parse(r.json.data);
};

/** Oracle: ids of open requests, newest first, by plain SQL. */
async function openIds(condition = '1 = 1', ...binds: unknown[]): Promise<number[]> {
  const { results } = await env.DB.prepare(`select id from buyer_requests where status = 'open' and (${condition}) order by created_at desc, id desc`)
    .bind(...binds)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

let buyer: string;
let percentId: number;
let underscoreId: number;

beforeAll(async () => {
  await clearRateLimits();
  buyer = await buyerToken();
  // Requests whose text holds LIKE's wildcards, to show they are matched literally.
  const post = async (title: string, description: string) => {
    const r = await call('POST', '/buyer-requests', { token: buyer, body: { title, description, categoryId: 2, city: 'Gweru' } });
    if (r.status !== 201) throw new Error(r.json.message);
    return r.json.data.request.id as number;
  };
  percentId = await post('Duvet covers, 100% cotton', 'Looking for two double duvet covers in 100% cotton, any colour.');
  underscoreId = await post('Printed T-shirts for a club', 'Need 30 shirts printed with our handle club_gweru on the back.');
}, TEST_TIMEOUT);

describe('GET /buyer-requests', { timeout: TEST_TIMEOUT }, () => {
  it('lists open requests newest first, 12 a page by default', async () => {
    const all = await openIds();
    expect(all.length).toBeGreaterThanOrEqual(12);
    const first = await list();
    expect(first.pageInfo).toEqual({ page: 1, perPage: 12, total: all.length, totalPages: Math.ceil(all.length / 12) });
    expect(first.load.map((r) => r.id)).toEqual(all.slice(0, 12));
    const dates = first.load.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.load.every((r) => r.status === 'open')).toBe(true);
  });

  it('shows the poster by first name and initial only, with category and response count', async () => {
    const { load } = await list('per_page=100');
    const flat = load.find((r) => r.title === 'Looking for a 2 bedroom flat to rent in Avondale')!;
    expect(flat).toMatchObject({
      ownerName: 'Chiedza M.',
      city: 'Harare',
      budgetCents: 45_000,
      category: { id: 12, name: 'Real Estate' },
      currency: 'USD',
    });
    const phone = load.find((r) => r.title.startsWith('Samsung or iPhone'))!;
    expect(phone.responseCount).toBe(1);
    expect(JSON.stringify(load)).not.toMatch(/musika\.co\.zw|263772146318|userId/);
  });

  it('paging edges: the last page, past the end, one per page', async () => {
    const all = await openIds();
    const perPage = 5;
    const lastPage = Math.ceil(all.length / perPage);
    const last = await list(`per_page=${perPage}&page=${lastPage}`);
    expect(last.load.map((r) => r.id)).toEqual(all.slice((lastPage - 1) * perPage));
    expect(last.pageInfo).toEqual({ page: lastPage, perPage, total: all.length, totalPages: lastPage });
    const beyond = await list(`per_page=${perPage}&page=${lastPage + 1}`);
    expect(beyond.load).toEqual([]);
    expect(beyond.pageInfo.total).toBe(all.length);
    const far = await list('page=10000');
    expect(far.load).toEqual([]);
    const single = await list('per_page=1&page=2');
    expect(single.load.map((r) => r.id)).toEqual([all[1]]);
    // Walking every page visits each request once.
    const seen: number[] = [];
    for (let page = 1; page <= lastPage; page++) seen.push(...(await list(`per_page=${perPage}&page=${page}`)).load.map((r) => r.id));
    expect(seen).toEqual(all);
  });

  it.each([
    ['per_page=0', 'per_page: Number must be greater than or equal to 1'],
    ['per_page=101', 'per_page: Number must be less than or equal to 100'],
    ['page=0', 'page: Number must be greater than or equal to 1'],
    ['page=-3', 'page: Number must be greater than or equal to 1'],
    ['page=10001', 'page: Number must be less than or equal to 10000'],
    ['page=two', 'page: Expected number, received nan'],
  ])('refuses %s with 400', async (qs, message) => {
    const r = await call('GET', `/buyer-requests?${qs}`);
    expectCleanFailure(r, 400);
    expect(r.json.message).toBe(message);
  });

  it('leaves closed requests out', async () => {
    const [newest] = await openIds();
    await env.DB.prepare("update buyer_requests set status = 'closed' where id = ?").bind(newest).run();
    try {
      const { load, pageInfo } = await list('per_page=100');
      expect(load.map((r: Listed) => r.id)).not.toContain(newest);
      expect(pageInfo.total).toBe((await openIds()).length);
    } finally {
      await env.DB.prepare("update buyer_requests set status = 'open' where id = ?").bind(newest).run();
    }
  });
});

describe('search requests by category and term', { timeout: TEST_TIMEOUT }, () => {
  it('narrows by category (1–14)', async () => {
    for (const category of [3, 12, 14]) {
      const found = await search({ category, per_page: 100 });
      expect(found.load.map((r) => r.id)).toEqual(await openIds('category_id = ?', category));
      expect(found.load.every((r) => r.category.id === category)).toBe(true);
    }
    expect((await search({ category: 7 })).load).toEqual([]);
  });

  it('finds rTerm in the title or the description, whatever the case', async () => {
    const cement = await search({ rTerm: 'CEMENT' });
    expect(cement.load.map((r) => r.title)).toEqual(['Need 50 bags of cement delivered to Ruwa']);
    const borehole = await search({ rTerm: 'borehole water' });
    expect(borehole.load.map((r) => r.title)).toEqual(['Looking for a 2 bedroom flat to rent in Avondale']);
    expect((await search({ rTerm: 'for', per_page: 100 })).load.map((r) => r.id)).toEqual(
      await openIds("lower(title) like '%for%' or lower(description) like '%for%'"),
    );
  });

  it('combines category, term and city', async () => {
    const both = await search({ category: 14, rTerm: 'plumber' });
    expect(both.load.map((r) => r.title)).toEqual(['Plumber to fix a burst geyser pipe in Hillside']);
    expect((await search({ category: 12, rTerm: 'plumber' })).load).toEqual([]);
    const bulawayo = await search({ city: 'bulawayo', per_page: 100 });
    expect(bulawayo.load.map((r) => r.id)).toEqual(await openIds("city = 'Bulawayo'"));
    expect(bulawayo.load.length).toBeGreaterThan(1);
  });

  it('matches % and _ literally, and SQL-looking terms as plain text', async () => {
    expect((await search({ rTerm: '100%' })).load.map((r) => r.id)).toEqual([percentId]);
    expect((await search({ rTerm: '%' })).load.map((r) => r.id)).toEqual([percentId]);
    expect((await search({ rTerm: '_' })).load.map((r) => r.id)).toEqual([underscoreId]);
    expect((await search({ rTerm: "' or 1=1 --" })).load).toEqual([]);
    expect((await search({ rTerm: '"); drop table buyer_requests; --' })).load).toEqual([]);
    expect((await list()).pageInfo.total).toBeGreaterThan(0);
  });

  it('empty filters mean none; paging as the list', async () => {
    const all = await openIds();
    const everything = await search({ category: '', rTerm: '', per_page: 100 });
    expect(everything.load.map((r) => r.id)).toEqual(all);
    const page = await search({ per_page: 4, page: 2 });
    expect(page.load.map((r) => r.id)).toEqual(all.slice(4, 8));
    expect(page.pageInfo).toEqual({ page: 2, perPage: 4, total: all.length, totalPages: Math.ceil(all.length / 4) });
    const defaults = await search({});
    expect(defaults.pageInfo.perPage).toBe(12);
  });

  it.each([
    ['category=15', 'category: category must be a number from 1 to 14'],
    ['category=0', 'category: category must be a number from 1 to 14'],
    ['category=cars', 'category: category must be a number from 1 to 14'],
    ['category=1.5', 'category: category must be a number from 1 to 14'],
    [`rTerm=${'x'.repeat(101)}`, 'rTerm: rTerm is too long (at most 100 characters)'],
    [`city=${TEN_KB}`, 'city: city is too long (at most 60 characters)'],
    ['per_page=1000', 'per_page: Number must be less than or equal to 100'],
  ])('refuses %s with 400', async (qs, message) => {
    const r = await call('GET', `/buyer-requests/search?${qs}`);
    expectCleanFailure(r, 400);
    expect(r.json.message).toBe(message);
  });
});
