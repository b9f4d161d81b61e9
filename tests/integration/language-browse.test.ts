/**
 * Browsing in chiShona and isiNdebele (issue 33 §3): home, the categories, a category and a filtered search render
 * in the language, with no raw message key and none of their English strings; English stays as it was.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../server';
import { en } from '../../app/lib/i18n/catalogues/en';

async function page(path: string, lang: string) {
  const ctx = createExecutionContext();
  const request = new Request(`http://musika.test${path}`, { headers: { host: 'musika.test', cookie: `lang=${lang}` }, redirect: 'manual' });
  const response = await worker.fetch(request, env as never, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, text: html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ') };
}

const RAW_KEY = /\b(?:browse|search|category)\.[a-z][A-Za-z-]+\b/;

const SCREENS = [
  ['/', ['Buy and sell across Zimbabwe', 'Popular categories', 'See all →', 'Featured stores', ' listings']],
  ['/category', ['Browse ', ' listings']],
  ['/category/electronics', ['Browse by type', 'Listings', 'Phones, laptops, TVs']],
  ['/search?term=phone&sale=DEALS', ['Sort by', 'Best match', 'Show results', 'Type of sale', 'Results for']],
] as const;

describe('browsing in Shona and Ndebele', () => {
  it.each(['sn', 'nd'])('renders home, categories, a category and a filtered search in %s', async (lang) => {
    for (const [path, english] of SCREENS) {
      const { status, text } = await page(path, lang);
      expect(status, path).toBe(200);
      expect(text, path).not.toMatch(RAW_KEY);
      for (const words of english) expect(text, `${lang} ${path}`).not.toContain(words);
    }
  });

  it('names the seeded categories in the language', async () => {
    expect((await page('/category/electronics', 'sn')).text).toContain(en['category.electronics'] === 'Electronics' ? 'Zvemagetsi' : '');
    expect((await page('/category/electronics', 'nd')).text).toContain('Okukagesi');
  });

  it('keeps English as it was', async () => {
    expect((await page('/', 'en')).text).toContain('Buy and sell across Zimbabwe');
    expect((await page('/search?term=phone', 'en')).text).toContain('Sort by');
  });
});
