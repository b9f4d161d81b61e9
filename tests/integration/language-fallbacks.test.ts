/**
 * The words every page or form shares that no screen hands over itself (issue 33 §3): the breadcrumb trail's name
 * (screen readers announce it on every page with a trail) comes from the root loader's words in the page's
 * language; the follow form's refusal of a malformed post and the product picker a store answers a buyer's
 * request with are in the language. English reads as before.
 */
import { describe, expect, it } from 'vitest';
import { page } from './support/http';
import { vendorJar } from './support/page-words';
import { visit } from './support/session';

const get = (path: string, lang: string, init: RequestInit = {}) =>
  page(path, { ...init, headers: { cookie: `lang=${lang}`, ...(init.headers as Record<string, string>) } });

const TRAIL = { en: 'Breadcrumb', sn: 'Nzira yawafamba', nd: 'Indlela ohambe ngayo' } as const;
const PICKER = {
  en: ['Your product (optional; you answer as the store that sells it)', 'No product, just a message'],
  sn: ['Chigadzirwa chako (kana uchida; unopindura sechitoro chinochitengesa)', 'Hapana chigadzirwa, meseji chete'],
  nd: ['Umkhiqizo wakho (nxa uthanda; uphendula njengesitolo esiwuthengisayo)', 'Akulamkhiqizo, umlayezo nje'],
} as const;
const FOLLOW = { en: 'Choose a store to follow', sn: 'Sarudza chitoro chekutevera', nd: 'Khetha isitolo ozasilandela' } as const;

describe.each(['en', 'sn', 'nd'] as const)('%s', (lang) => {
  it.each(['/faqs', '/cart', '/company'])('names the breadcrumb trail of %s in the language', async (path) => {
    const { status, html } = await get(path, lang);
    expect(status).toBe(200);
    expect(html).toContain(`<nav aria-label="${TRAIL[lang]}">`);
    if (lang !== 'en') expect(html).not.toContain('aria-label="Breadcrumb"');
  });

  it('refuses a malformed follow post in the language', async () => {
    const { status, html } = await get('/follow-store', lang, {
      method: 'POST',
      body: new URLSearchParams({ businessId: 'none', intent: 'follow' }),
      headers: { origin: 'http://musika.test' },
    });
    expect(status).toBe(400);
    expect(html).toContain(FOLLOW[lang]);
  });

  it("offers a store's products in the language when it answers a buyer's request", async () => {
    const html = await (await visit('/buyer-requests-list/2', { ...(await vendorJar()), lang })).text();
    for (const words of PICKER[lang]) expect(html).toContain(words);
    if (lang !== 'en') for (const english of PICKER.en) expect(html).not.toContain(english);
  });
});
