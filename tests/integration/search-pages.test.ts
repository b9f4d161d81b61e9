/** The discovery pages rendered by the Worker: search screens of every kind, stores, storefront sections. */
import { describe, expect, it } from 'vitest';
import { page } from './support/http';
import { visit } from './support/session';

/** Result cards: every <article> but the sponsored ones (the seed runs ads; sponsored-card.tsx marks them data-ad-id). */
const articles = (html: string) => html.match(/<article(?![^>]*data-ad-id)/g)?.length ?? 0;
/** React separates adjacent text with <!-- --> in server HTML; people do not see those. */
const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('search screens', () => {
  it('renders search results for a term with facets, paged 20 at a time', async () => {
    const { status, html } = await page('/search?term=a');
    expect(status).toBe(200);
    expect(articles(html)).toBe(20);
    expect(html).toContain('name="sale"');
    expect(html).toMatch(/href="\/search\?term=a&amp;page=2"/);
  });

  it('renders every category screen and its near-you sub-route with the filters of its kind', async () => {
    const screens: [string, string][] = [
      ['/general', 'name="category"'],
      ['/trades-and-services', 'name="min"'],
      ['/real-estate', 'name="bedrooms"'],
      ['/motor-vehicles', 'name="year_min"'],
      ['/motor-vehicles-spare-parts', 'name="min"'],
      ['/motor-vehicles-specific-search', 'name="mileage_max"'],
      ['/food-and-grocery', 'name="sale"'],
      ['/clothing-apparel', 'name="attr"'],
      ['/hats', 'name="attr"'],
    ];
    for (const [path, control] of screens) {
      const plain = await page(path);
      expect(plain.status, path).toBe(200);
      expect(plain.html, path).toContain(control);
      expect(articles(plain.html), path).toBeGreaterThan(0);
      const near = await page(`${path}/near-you?city=harare`);
      expect(near.status, `${path}/near-you`).toBe(200);
      expect(text(near.html), `${path}/near-you`).toMatch(/near Harare<\/h1>/);
      if (articles(near.html) > 0) expect(text(near.html), `${path}/near-you`).toContain('km away');
    }
    expect((await page('/category/electronics/near-you?city=harare')).status).toBe(200);
    expect((await page('/popular-categories/near-you?city=harare')).status).toBe(200);
  });

  it('keeps only the kinds of a screen, whatever the URL asks', async () => {
    const { html } = await page('/real-estate?kind=MOTOR_VEHICLE');
    expect(text(html)).not.toContain('Motor vehicle ·');
    expect(text(html)).toMatch(/Real estate ·|Property auction ·/);
  });

  it('says which filters of a bad link it left out, instead of failing', async () => {
    const { status, html } = await page(`/search?min=abc&page=0&term=${'x'.repeat(10_000)}`);
    expect(status).toBe(200);
    expect(text(html)).toContain('were not valid and were left out: term, min, page');
  });

  it('suggests widening the search when nothing matches', async () => {
    const { html } = await page('/search?term=zzzqqqxxy');
    expect(html).toContain('Nothing matches');
    expect(html).toContain('Clear the filters');
  });

  it('remembers the chosen city for the visit', async () => {
    const jar: Record<string, string> = {};
    await visit('/search/near-you?city=gweru', jar);
    expect(jar.musika_city).toBeDefined();
    const html = await (await visit('/food-and-grocery/near-you', jar)).text();
    expect(text(html)).toContain('Food &amp; grocery near Gweru');
  });

  it('suggests products for the header search box', async () => {
    const response = await page('/search/suggest?term=sol');
    expect(response.status).toBe(200);
    const body = JSON.parse(response.html) as { suggestions: { name: string; url: string }[] };
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions[0].name).toMatch(/^Sol/);
    expect(body.suggestions[0].url).toMatch(/^\/product\//);
    expect(response.headers.get('cache-control')).toContain('s-maxage');
  });
});

describe('stores', () => {
  it('lists stores, searchable by name and city', async () => {
    const all = await page('/vendors');
    expect(articles(all.html)).toBeGreaterThanOrEqual(12);
    const harare = await page('/vendors?city=Harare');
    expect(articles(harare.html)).toBeLessThan(articles(all.html));
    expect((await page('/vendors?term=Highveld')).html).toContain('Highveld Properties');
  });

  it('shows a storefront section with only that kind, and open-now in Harare time', async () => {
    const { status, html } = await page('/vendor/highveld-properties/real-estate');
    expect(status).toBe(200);
    expect(html).toMatch(/Open until|Closed · opens|>Closed</);
    expect(html).toContain('aria-current="page"');
    expect((await page('/vendor/highveld-properties/food')).html).toContain('This store has nothing listed yet.');
  });

  it('lists stores near a city by distance in the store finder, with an offline map', async () => {
    const { html } = await page('/store-finder?city=harare&radius=10');
    expect(text(html)).toContain('Stores near Harare');
    expect(html).toContain('<svg');
    const km = [...text(html).matchAll(/([\d.]+) km · /g)].map((m) => Number(m[1]));
    expect(km.length).toBeGreaterThan(0);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });
});
