/**
 * Search filters (spec §3) on the /search page: per_page sets the page size, bID limits results to one store,
 * bTerm to stores whose name matches; a storefront has a box that searches within the store by bID.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { page } from './support/http';

/** React separates adjacent text with <!-- --> in server HTML; people do not see those. */
const text = (html: string) => html.replace(/<!-- -->/g, '');
/** The product slugs of the result cards, in order. */
const resultSlugs = (html: string) => [...html.matchAll(/<article[\s\S]*?href="\/product\/(?:[a-z-]+\/)?([a-z0-9-]+)\/"/g)].map((m) => m[1]);
const resultCount = (html: string) => Number(/id="results-title"[^>]*>(\d+) results?</.exec(text(html))?.[1]);

async function publishedSlugs(where: string, ...binds: unknown[]) {
  const { results } = await env.DB.prepare(
    `select p.slug from products p join businesses b on b.id = p.business_id where p.status = 'publish' and ${where}`,
  )
    .bind(...binds)
    .all<{ slug: string }>();
  return new Set(results.map((r) => r.slug));
}

describe('search filters: per_page, bID and bTerm are not ignored on /search', () => {
  it('per_page sets how many results a page shows, and paging links keep it', async () => {
    const { status, html } = await page('/search?per_page=5');
    expect(status).toBe(200);
    expect(resultSlugs(html)).toHaveLength(5);
    expect(html).toMatch(/href="\/search\?page=2&amp;per_page=5"/);
    expect(resultSlugs((await page('/search?per_page=40')).html)).toHaveLength(40);
  });

  it('a per_page outside 1–100 is left out with a note, and the default 20 applies', async () => {
    const { html } = await page('/search?per_page=500');
    expect(resultSlugs(html)).toHaveLength(20);
    expect(text(html)).toContain('were not valid and were left out: per_page');
  });

  it('bID shows only that store’s listings, all of them counted, and names the store', async () => {
    const storeId = (await env.DB.prepare(`select id from businesses where slug = 'borrowdale-digital'`).first<number>('id'))!;
    const theirs = await publishedSlugs('p.business_id = ?', storeId);
    const { status, html } = await page(`/search?bID=${storeId}&per_page=100`);
    expect(status).toBe(200);
    expect(resultCount(html)).toBe(theirs.size);
    expect(new Set(resultSlugs(html))).toEqual(theirs);
    expect(text(html)).toContain('Only listings in Borrowdale Digital.');
    // A term narrows within the store; "Search all of Musika" drops the store.
    const jbl = await page(`/search?bID=${storeId}&term=jbl`);
    expect(resultSlugs(jbl.html).length).toBeGreaterThan(0);
    for (const slug of resultSlugs(jbl.html)) expect(theirs.has(slug), slug).toBe(true);
    expect(jbl.html).toMatch(/href="\/search\?term=jbl">Search all of Musika/);
  });

  it('bTerm shows only listings of stores whose name matches', async () => {
    const matching = await publishedSlugs(`b.name like '%Highveld%'`);
    expect(matching.size).toBeGreaterThan(0);
    const { html } = await page('/search?bTerm=Highveld&per_page=100');
    expect(new Set(resultSlugs(html))).toEqual(matching);
    expect(text(html)).toContain('Only listings from stores named “Highveld”.');
  });

  it('the filter form carries the store and page size through every change of filter', async () => {
    const { html } = await page('/search?bID=4&bTerm=Borrowdale&per_page=10');
    for (const [name, value] of [
      ['per_page', '10'],
      ['bID', '4'],
      ['bTerm', 'Borrowdale'],
    ]) {
      expect(html).toMatch(new RegExp(`<input type="hidden" name="${name}" value="${value}"/>`));
    }
  });

  it('a storefront has a search box that searches within the store by bID', async () => {
    const storeId = (await env.DB.prepare(`select id from businesses where slug = 'borrowdale-digital'`).first<number>('id'))!;
    const { html } = await page('/vendor/borrowdale-digital');
    const form = /<form[^>]*action="\/search"[^>]*aria-label="Search Borrowdale Digital"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    expect(form, 'the store search form').not.toBeNull();
    expect(form![1]).toContain(`<input type="hidden" name="bID" value="${storeId}"/>`);
    expect(form![1]).toMatch(/<input[^>]*type="search"[^>]*name="term"/);
  });
});
