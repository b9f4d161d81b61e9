/**
 * The rest of the public site in chiShona and isiNdebele (issue 33 §3): the store finder, the start-selling page
 * with its packages, steps and testimonials, popular categories, the social sign-in pages and the developer portal
 * (its frame, headings, steps, explorer and reference labels) render in the language with no raw message key and
 * none of their English; the explorer's validation message and a social sign-in refusal come in the language.
 * English stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { page } from './support/http';
import { mainWords, RAW_KEY } from './support/page-words';

const T = 60_000;

const get = (path: string, lang: string, init: RequestInit = {}) =>
  page(path, { ...init, headers: { cookie: `lang=${lang}`, ...(init.headers as Record<string, string>) } });

/** What a reader sees and hears of the page's own part: main's words outside translate="no", and its labels. */
function pageWords(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  const labels = [...main.matchAll(/\b(?:aria-label|placeholder)="([^"]*)"/g)].map((m) => m[1]).join(' | ');
  return `${mainWords(html)
    .replace(/<!-- -->/g, '')
    .replace(/\s+/g, ' ')} | ${labels} | ${/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''}`;
}

/** The documentation in English (lang="en": the guide's paragraphs, the schema's descriptions) left out. */
const withoutDocs = (html: string) => html.replace(/<(\w+)\b[^>]*\blang="en"[^>]*>[\s\S]*?<\/\1>/g, ' ');

/** Each screen and the English of it that must be gone in sn and nd. */
const SCREENS: [path: string, english: string[]][] = [
  [
    '/store-finder?city=harare',
    ['Store finder', 'Stores near', 'within 25 km', 'Find stores', 'Where to look', 'Stores by distance', ' listings', 'Map of'],
  ],
  ['/store-finder', ['choose your city or use your location']],
  [
    '/sell-items',
    [
      'Sell on Musika',
      'Reach buyers',
      'Open your shop in five steps',
      'Create your account',
      'Choose a package',
      'Create your business',
      'List your products',
      'Take orders',
      'with your e-mail',
      'your subscriptions page',
      'opening hours',
      'spreadsheet',
      'Buyers order',
      ' / month',
      'Up to ',
      'Includes',
      'List a product',
      'What vendors and buyers say',
      'Vendor',
      'Watch the video',
      'Packages',
    ],
  ],
  ['/popular-categories', ['Popular categories', 'What Zimbabwe buys', 'All categories', 'listings']],
  ['/login/with/google/link/', ['Sign-in did not finish', 'link request has expired', 'Log in with a password', 'Create an account', 'Sign in —']],
  [
    '/developers/',
    [
      'The Musika API',
      'Everything the site does',
      'On this page',
      'Getting started',
      'Authentication',
      'Caching and persisted queries',
      'Deprecation policy',
      'Schema reference',
      'Search the catalogue',
      'Log in for a token',
      'Add to the cart',
      'Check out',
      'Codes of the request',
      'Meaning',
      'Object types',
      'Every type of the schema',
      'Run a query against the live API',
      'Developers',
    ],
  ],
  [
    '/developers/explorer/',
    [
      'Queries run against',
      'is answered here only',
      'schema reference',
      'Variables (JSON)',
      'Bearer token (optional)',
      'Leave empty',
      'Run a query',
      'Developers',
    ],
  ],
  ['/developers/reference/Query/', ['Object type', 'Fields (', 'Arguments of', 'Musika API reference', 'Reference', 'Developers']],
];

describe('the rest of the public site in chiShona and isiNdebele', () => {
  for (const lang of ['sn', 'nd']) {
    it(`renders every screen in ${lang}, with no raw key and none of its English`, { timeout: T }, async () => {
      for (const [path, english] of SCREENS) {
        const { status, html } = await get(path, lang);
        expect([200, 403], path).toContain(status);
        expect(html, path).toContain(`<html lang="${lang}"`);
        const words = pageWords(withoutDocs(html));
        expect(words, path).not.toMatch(RAW_KEY);
        for (const phrase of english) expect(words, `${path} (${lang}): ${phrase}`).not.toContain(phrase);
      }
    });

    it(`answers the explorer's validation in ${lang}`, { timeout: T }, async () => {
      const body = new URLSearchParams({ query: '  ', variables: '', token: '' });
      const { status, html } = await get('/developers/explorer/', lang, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(status).toBe(400);
      expect(html).toContain(lang === 'sn' ? 'Nyora mubvunzo wekumhanyisa.' : 'Bhala umbuzo ozawuqhuba.');
      expect(html).not.toContain('Write a query to run.');
      const bad = new URLSearchParams({ query: '{ categories { name } }', variables: '[1]', token: '' });
      const variables = await get('/developers/explorer/', lang, {
        method: 'POST',
        body: bad,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(variables.html).toContain(
        lang === 'sn' ? 'JSON object, somuenzaniso {&quot;slug&quot;: &quot;food&quot;}.' : 'isibonelo {&quot;slug&quot;: &quot;food&quot;}.',
      );
    });

    it(`refuses a forged social sign-in in ${lang}`, { timeout: T }, async () => {
      const { status, html } = await get('/login/with/google/callback/?state=forged&code=anything', lang);
      expect(status).toBe(403);
      expect(html).toContain(lang === 'sn' ? 'state haienderani' : 'i-state ayifanani');
      expect(html).not.toContain('was not started in this browser');
    });
  }

  it('keeps English as it was', { timeout: T }, async () => {
    const finder = await get('/store-finder?city=harare', 'en');
    expect(finder.html).toContain('<title>Store finder — Musika</title>');
    expect(pageWords(finder.html)).toMatch(/Stores near Harare .*\d+ stores? within 25 km\./);
    const sell = pageWords((await get('/sell-items', 'en')).html);
    for (const phrase of [
      'Register with your e-mail and WhatsApp number (or log in if you have an account).',
      'Pick the package that fits your shop on your subscriptions page and pay with EcoCash or OneMoney.',
      'What vendors and buyers say about Musika',
      'Up to 25 products',
      'Includes listing products',
    ]) {
      expect(sell).toContain(phrase);
    }
    const developers = await get('/developers/', 'en');
    expect(developers.html).toContain('<title>Developers — the Musika GraphQL API</title>');
    expect(pageWords(developers.html)).toContain('Try queries in the explorer .');
    expect(developers.html).not.toContain('The technical guide below is in English.');
    const explorer = await get('/developers/explorer/', 'en', {
      method: 'POST',
      body: new URLSearchParams({ query: '', variables: '', token: '' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(explorer.html).toContain('Write a query to run.');
    const failed = await get('/login/with/google/link/', 'en');
    expect(failed.html).toContain('<title>Sign in — Musika</title>');
    expect(failed.html).toContain('This link request has expired. Please continue with the provider again.');
  });
});
