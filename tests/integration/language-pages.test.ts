/**
 * Pages in chiShona and isiNdebele (issue 33 §3): the language comes from the switch's cookie, else
 * Accept-Language; `<html lang>` says it; the header and footer speak it; no raw message key shows; the switch
 * works as a plain form post; and the whole-page cache keeps one copy per language.
 */
import { describe, expect, it } from 'vitest';
import { settleWorkerTasks } from './support/worker';
import { page as send } from './support/http';
import { RAW_KEY } from './support/page-words';
import { ORIGIN } from './support/session';

/** The words a reader sees: tags, scripts and styles removed. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
}

/** Any message key of ours shown as text would read like `chrome.cartLabel`. */

describe('pages in Shona and Ndebele', () => {
  it.each([
    ['sn', { cookie: 'lang=sn' }, 'Tsvaga', 'Mitengo iri mumadhora eAmerica'],
    ['nd', { 'accept-language': 'nd-ZW,nd;q=0.9,en;q=0.5' }, 'Dinga', 'Amanani akumadola aseMelika'],
  ] as const)('renders the home page in %s, with no raw key and no English chrome', async (lang, headers, search, prices) => {
    const page = await send('/', { headers });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(new RegExp(`<html lang="${lang}"`));
    const text = visibleText(page.html);
    expect(text).toContain(search);
    expect(text).toContain(prices);
    expect(text).not.toMatch(RAW_KEY);
    // The chrome this foundation translates (the rest of the page is decision 030's list of what is left).
    for (const english of ['Skip to content', 'Prices in US dollars', 'Today&#x27;s deals →', 'Search products', 'Zimbabwe&#x27;s marketplace']) {
      expect(text).not.toContain(english);
    }
    // The switch names every language in itself, and posts without JavaScript.
    expect(page.html).toMatch(/<form[^>]*method="post"[^>]*action="\/language"/);
    expect(text).toContain('isiNdebele');
  });

  it('keeps English exactly as it was for a browser that asks for nothing else', async () => {
    const page = await send('/', { headers: { 'accept-language': 'en-GB,fr;q=0.5' } });
    expect(page.html).toMatch(/<html lang="en"/);
    expect(visibleText(page.html)).toContain('Prices in US dollars');
  });

  it('remembers the chosen language in a cookie and returns to the page it was chosen on', async () => {
    const form = new URLSearchParams({ lang: 'nd' });
    const answer = await send('/language', {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, referer: `${ORIGIN}/search/?term=mbatya` },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/search/?term=mbatya');
    expect(answer.headers.get('set-cookie')).toMatch(/^lang=nd; Path=\/; Max-Age=\d+; SameSite=Lax/);
    const refused = await send('/language', { method: 'POST', body: new URLSearchParams({ lang: 'xx' }), headers: { origin: ORIGIN } });
    expect(refused.status).toBe(400);
  });

  it('caches a page once per language, never serving one language the other’s copy', async () => {
    const first = await send('/shop/featured/', { headers: { 'accept-language': 'sn' } });
    expect(first.headers.get('x-musika-cache')).toBe('MISS');
    await settleWorkerTasks();
    const again = await send('/shop/featured/', { headers: { cookie: 'lang=sn' } });
    expect(again.headers.get('x-musika-cache')).toBe('HIT');
    expect(again.html).toMatch(/<html lang="sn"/);
    const ndebele = await send('/shop/featured/', { headers: { cookie: 'lang=nd' } });
    expect(ndebele.headers.get('x-musika-cache')).toBe('MISS');
    expect(ndebele.html).toMatch(/<html lang="nd"/);
    expect(ndebele.headers.get('vary')).toContain('Accept-Language');
  });

  it('finds goods by their Shona or Ndebele name (search synonyms in the FTS query)', async () => {
    const english = visibleText((await send('/search/?term=clothing')).html);
    expect(english).toContain('Men&#x27;s Slim Fit Chino Trousers');
    for (const word of ['mbatya', 'izigqoko']) {
      const page = await send(`/search/?term=${word}`);
      expect(page.status).toBe(200);
      expect(visibleText(page.html)).toContain('Men&#x27;s Slim Fit Chino Trousers');
    }
  });
});
