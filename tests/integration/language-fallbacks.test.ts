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
const AD_GONE = { en: 'Ad not found', sn: 'Shambadzo haina kuwanikwa', nd: 'Isikhangiso kasitholakalanga' } as const;
const NO_PROVIDER = {
  en: 'Signing in with this provider is not available on this site.',
  sn: 'Kupinda nebasa iri hakuwanikwi pasaiti ino.',
  nd: 'Ukungena ngalo msebenzi akutholakali kule sayithi.',
} as const;
const NOT_TOKEN = {
  en: 'That is not a bearer token: paste session.token from the login mutation.',
  sn: 'Iyi haisi bearer token: isa session.token kubva ku login mutation.',
  nd: 'Le kayisiyo i-bearer token: faka i-session.token evela ku-login mutation.',
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

  // A 404's body reaches the browser as the data of a client-side navigation (the page itself shows the root's
  // "not found" screen): it is in the language too.
  it('answers an ad the store does not have, and a sign-in provider the site does not offer, with a 404 in the language', async () => {
    const jar = { ...(await vendorJar()), lang };
    for (const path of ['/dashboard/update-ad/99999999.data', '/dashboard/update-ad/not-an-id.data']) {
      const response = await visit(path, jar);
      const body = await response.text();
      expect(body, path).toContain(AD_GONE[lang]);
      if (lang !== 'en') expect(body, path).not.toContain(AD_GONE.en);
    }
    const { html: body } = await get('/login/with/myspace.data', lang);
    expect(body).toContain(NO_PROVIDER[lang]);
    if (lang !== 'en') expect(body).not.toContain('not available');
  });

  it('refuses an explorer token longer than any token in the language', async () => {
    const { status, html } = await get('/developers/explorer/', lang, {
      method: 'POST',
      body: new URLSearchParams({ query: '{ categories { name } }', variables: '', token: 'a'.repeat(513) }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://musika.test' },
    });
    expect(status).toBe(400);
    expect(html).toContain(NOT_TOKEN[lang]);
    expect(html).not.toMatch(/at most 512|String must contain/);
  });
});
