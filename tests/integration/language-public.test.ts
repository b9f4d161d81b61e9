/**
 * The public pages, shared components and edge words in chiShona and isiNdebele (issue 33 §3): the stores list,
 * a store's page, shopping centres, the blog, a post and a video, Help and FAQs, the company page, the newsletter
 * page and an editors' page render in the language with no raw message key and none of their English; pagers
 * say their words in the language on every list; an error page's <title> is in the language; low-data mode's
 * edge-written words follow the page's language. English stays as it was.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SELF } from './support/worker';
import { freshBusiness } from './support/analytics';
import { bulkFollowers } from './support/followers';
import { RAW_KEY } from './support/page-words';

const ORIGIN = 'http://musika.test';
const T = 60_000;

async function get(path: string, lang: string, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { host: 'musika.test', cookie: `lang=${lang}`, ...headers }, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** What a reader sees of the page's own part, outside translate="no" (the stores' and editors' words). */
function pageText(html: string): string {
  let main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  // Elements marked translate="no" hold content; nested markup inside them is removed with them.
  for (let i = 0; i < 5; i++) main = main.replace(/<(\w+)\b[^>]*\btranslate="no"[^>]*>(?:(?!<\1\b)[\s\S])*?<\/\1>/g, ' ');
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Labels a reader hears: aria-label and placeholder values outside content. */
const labels = (html: string) => [...html.matchAll(/\b(?:aria-label|placeholder)="([^"]*)"/g)].map((m) => m[1]).join(' | ');

/** Each page and the English of it that must be gone in sn and nd. */
const PAGES: [path: string, english: string[]][] = [
  ['/vendors', ['Stores', 'across Zimbabwe', 'Find stores near you', 'Store name', 'All cities', 'Find stores', 'listings']],
  [
    '/vendor/borrowdale-digital',
    ['Listings', 'Message the store', 'Address', 'Phone', 'Chat on WhatsApp', 'Opening hours', 'Search this store', 'Follow store', 'followers'],
  ],
  ['/shopping-centres', ['Shopping centres', 'Find Musika stores', 'Stores selling', 'Anything', 'Show centres', 'centres', ' stores']],
  ['/shopping-centres/1', ['Centre hours', 'Parking', 'Directions', 'Open in maps', 'this centre', 'km away', 'Stores at', 'open now', 'listings']],
  ['/blog', ['Blog', 'All articles', 'Videos', 'Updates', 'Guides and tips', 'Search articles', 'Featured']],
  ['/blog/videos', ['Short guides', 'Video coming soon', 'All articles']],
  ['/blog/article/buying-a-used-car-in-harare', ['Home', 'More articles', 'See all']],
  ['/blog/video/how-to-open-your-store', ['Video coming soon', 'More videos', 'See all']],
  [
    '/faqs',
    ['Help and FAQs', 'Answers to common questions', 'Contact us', 'All questions', 'Frequently asked questions', 'All videos', 'Read our guides'],
  ],
  ['/faqs?q=solar', ['Results for', 'results', 'Article']],
  ['/company', ['About Musika', 'Head office', 'More about us', 'Terms and conditions', 'Privacy policy', 'Compare accounts', 'Sell on Musika']],
  ['/newsletter', ['Musika newsletter', 'Deals, new stores', 'Back to the home page']],
  ['/privacy-policy', ['Home']],
];

/** English months, which a post's date must not show in sn or nd. */
const ENGLISH_MONTH = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;

describe.each([
  ['sn', 'Zvitoro', 'Peji harina kuwanikwa', 'Inotevera →', 'Mufananidzo · ', 'Mamiriro ekushandisa dhata shoma ari pachena'],
  ['nd', 'Izitolo', 'Ikhasi alitholakalanga', 'Okulandelayo →', 'Umfanekiso · ', 'Indlela yedatha encane ivuliwe'],
] as const)('public pages in %s', (lang, stores, notFound, next, photo, lowDataOn) => {
  it('shows each page with no raw key and none of its English', { timeout: T }, async () => {
    for (const [path, english] of PAGES) {
      const page = await get(path, lang);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toMatch(new RegExp(`<html lang="${lang}"`));
      const text = pageText(page.html);
      expect(text, path).not.toMatch(RAW_KEY);
      for (const word of english) expect(text, `${path}: "${word}"`).not.toContain(word);
      expect(text, path).not.toMatch(ENGLISH_MONTH);
    }
    expect(pageText((await get('/vendors', lang)).html)).toContain(stores);
  });

  it('asks about unsubscribing from a store’s newsletter in the language', { timeout: T }, async () => {
    const shop = await freshBusiness();
    await bulkFollowers(shop.id, 1);
    const row = await env.DB.prepare('select unsubscribe_token as t from business_followers where business_id = ?')
      .bind(shop.id)
      .first<{ t: string }>();
    const page = await get(`/newsletter/unsubscribe/${row!.t}`, lang);
    expect(page.status).toBe(200);
    const text = pageText(page.html);
    expect(text).not.toMatch(RAW_KEY);
    expect(text).not.toMatch(/Unsubscribe|Stop getting newsletters|You will keep following|Musika home/);
  });

  it('names the page’s controls in the language', { timeout: T }, async () => {
    const store = labels((await get('/vendor/borrowdale-digital', lang)).html);
    expect(store).not.toMatch(/Store sections|Store details|Search this store|Search Borrowdale/);
    const list = labels((await get('/vendors', lang)).html);
    expect(list).not.toMatch(/Find a store|Store name|\bCity\b|\bCategory\b/);
  });

  it('says the pager’s words in the language on a paged list that hands none over', { timeout: T }, async () => {
    let paged: string | null = null;
    for (const path of ['/vendors', '/blog', '/vendor/borrowdale-digital', '/shopping-centres']) {
      const { html } = await get(path, lang);
      if (html.includes('rel="next"')) {
        paged = html;
        break;
      }
    }
    expect(paged, 'a paged public list').not.toBeNull();
    const text = pageText(paged!);
    expect(text).toContain(next);
    expect(text).not.toMatch(/Page \d+ of \d+|Next →/);
  });

  it('titles an error page in the language', { timeout: T }, async () => {
    expect((await get('/not-found/', lang)).html).toContain(`<title>${notFound} — Musika</title>`);
    const missing = await get('/vendor/no-such-store-anywhere', lang);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(`<title>${notFound} — Musika</title>`);
  });

  it('writes low-data mode’s edge words in the language', { timeout: T }, async () => {
    const page = await get('/vendor/borrowdale-digital', lang, { 'save-data': 'on' });
    expect(page.status).toBe(200);
    expect(page.html).toContain(lowDataOn);
    expect(page.html).not.toMatch(/Low-data mode is on|Turn off low-data mode|Photo · /);
    if (page.html.includes('class="ld-photo')) expect(page.html).toContain(photo);
    expect(page.html).toMatch(/<span id="ld-cost" data-t="[^"]*\{kb\}[^"]*"><\/span>/);
  });

  it('hands the service worker its offline words on <html>', { timeout: T }, async () => {
    const tag = /<html[^>]*>/.exec((await get('/vendors', lang)).html)![0];
    expect(tag).toMatch(/data-t-offline-form="[^"|]+\|[^"|]+\|[^"|]+"/);
    expect(tag).toMatch(/data-t-months="[^"]+"/);
    expect(tag).not.toContain('You are offline');
  });
});

describe('public pages in English', () => {
  it('read as before', { timeout: T }, async () => {
    const stores = pageText((await get('/vendors', 'en')).html);
    expect(stores).toContain('across Zimbabwe.');
    expect(stores).toContain('Find stores near you →');
    const store = pageText((await get('/vendor/borrowdale-digital', 'en')).html);
    expect(store).toContain('Message the store');
    expect(store).toContain('Opening hours');
    const faqs = pageText((await get('/faqs', 'en')).html);
    expect(faqs).toContain('Frequently asked questions');
    expect((await get('/blog', 'en')).html).toContain('<title>Blog — Musika</title>');
    expect((await get('/not-found/', 'en')).html).toContain('<title>Page not found — Musika</title>');
    const lowData = await get('/vendor/borrowdale-digital', 'en', { 'save-data': 'on' });
    expect(lowData.html).toContain('Low-data mode is on: photos load when tapped.');
    const tag = /<html[^>]*>/.exec((await get('/vendors', 'en')).html)![0];
    expect(tag).toContain('data-t-offline-form="You are offline|');
    expect(tag).not.toContain('data-t-months');
  });
});
