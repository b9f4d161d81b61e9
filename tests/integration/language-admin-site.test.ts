/**
 * The editors' site content screens in chiShona and isiNdebele (issue 33 §3): menus, the notice bar,
 * testimonials and shopping centres (one centre opened, with its stores) render with no raw message key and none
 * of their English; a refusal of each screen's form (the API's, read back by its wording) comes back in the
 * language, beside its field; English is unchanged. The admin logs in through the app's own forms.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { operatorPages } from './support/operators';
import { ENGLISH_TIME, mainWords, screenIn } from './support/page-words';
import { visit } from './support/session';

const T = 60_000;
const as = operatorPages(T);

const post = (path: string, lang: string, fields: Record<string, string>) =>
  visit(path, as(lang), { method: 'POST', body: new URLSearchParams(fields) });
const firstId = async (sql: string) => String((await env.DB.prepare(sql).first<{ id: number }>())?.id);

const MENUS = '/admin/content/menus/';
const NOTICE = '/admin/content/notice-bar/';
const TESTIMONIALS = '/admin/content/testimonials/';
const CENTRES = '/admin/content/shopping-centres/';

/** Each screen and English of it that must be gone in sn and nd. */
const screens = async (): Promise<[string, string[]][]> => [
  [MENUS, ['Addresses are site paths', 'Add an item', 'Top level', 'Add the item', 'Title', 'Under', 'Remove', 'Edit']],
  [`${MENUS}?edit=${await firstId('select id from menu_items order by id limit 1')}`, ['Save the item', 'Cancel']],
  [NOTICE, ['Now on the site', 'Last changed', 'Harare time', 'Change it', 'Show the notice bar', 'Link words', 'Text after the link']],
  [
    TESTIMONIALS,
    ['Write a new testimonial', 'Customer’s name', 'Story (50', 'Words that open', 'Video page', 'Show the first sentence', 'in the order'],
  ],
  [
    `${CENTRES}?edit=${await firstId('select id from shopping_centres order by id limit 1')}`,
    ['Add a shopping centre', 'Street address', 'Latitude', 'Opening hours', 'Save the centre', 'Stores in', 'Link the store', 'Shop number'],
  ],
];

describe.each([
  ['sn', 'Ipa chinhu musoro', 'Nyora mashoko echiziviso', 'Nyora zita remutengi', 'Ipa nzvimbo zita', 'Hapana chitoro', 'Vhidhiyo inoda kero'],
  ['nd', 'Nika into isihloko', 'Bhala amazwi esaziso', 'Bhala ibizo lekhasimende', 'Nika indawo ibizo', 'Akukho sitolo', 'Ividiyo idinga ikheli'],
] as const)('the editors’ site content screens in %s', (lang, itemTitle, noticeText, customerName, centreName, noStore, videoEmbed) => {
  it('every screen: no raw key, none of its English', { timeout: T }, async () => {
    for (const [path, english] of await screens()) expect(await screenIn(path, as(), lang, english)).not.toMatch(ENGLISH_TIME);
  });

  it('each form’s refusal in the language', { timeout: T }, async () => {
    const menuId = await firstId("select id from menus where slug = 'footer-company'");
    const centreId = await firstId('select id from shopping_centres order by id limit 1');
    const cases: [string, Record<string, string>, string, string][] = [
      [MENUS, { intent: 'add', menuId, title: '', url: '/faqs' }, itemTitle, 'Give the item a title'],
      [NOTICE, { enabled: 'on', text: '', linkText: '', linkUrl: '', textAfter: '' }, noticeText, 'Give the notice text'],
      [
        TESTIMONIALS,
        { id: '', customerName: 'x', customerRole: 'VENDOR', text: 'x', linkText: 'Read more', videoUrl: '' },
        customerName,
        'Give the customer’s name',
      ],
      [
        CENTRES,
        { id: '', name: 'x', streetAddress: '1 Main Road', city: 'Harare', lat: '-17.8', lng: '31.05' },
        centreName,
        'Give the centre a name',
      ],
      [
        `${CENTRES}?edit=${centreId}`,
        { intent: 'link', id: centreId, store: 'no-such-store-anywhere', unit: '' },
        noStore,
        'No store has that web name',
      ],
      // The content editor's video refusal: its address (with `<id>`) is a value of the message, not ICU.
      [
        '/admin/content/video/new/',
        { intent: 'save', title: 'A video', content: '<p>x</p>', videoUrl: 'https://example.com/watch' },
        videoEmbed,
        'A video needs its embed address',
      ],
    ];
    for (const [path, fields, said, english] of cases) {
      const answer = await post(path, lang, fields);
      expect(answer.status, path).toBe(400);
      const text = mainWords(await answer.text());
      expect(text, path).toContain(said);
      expect(text, path).not.toContain(english);
    }
  });
});

describe('the editors’ site content screens in English', () => {
  it('read as before', { timeout: T }, async () => {
    const menus = mainWords(await (await visit(MENUS, as('en'))).text());
    for (const word of ['Addresses are site paths (/faqs)', 'Add an item', 'Top level', 'Add the item']) expect(menus, word).toContain(word);
    const notice = mainWords(await (await visit(NOTICE, as('en'))).text());
    for (const word of ['Now on the site', '(Harare time).', 'Show the notice bar', 'Save the notice bar']) expect(notice, word).toContain(word);
    const stories = mainWords(await (await visit(TESTIMONIALS, as('en'))).text());
    for (const word of ['Write a new testimonial', 'in the order the pages show them', 'Save as a draft']) expect(stories, word).toContain(word);
    const centres = mainWords(await (await visit(CENTRES, as('en'))).text());
    for (const word of ['Add a shopping centre', 'Opening hours', 'Save as a draft']) expect(centres, word).toContain(word);
    const refused = await post(NOTICE, 'en', { enabled: 'on', text: '' });
    expect(mainWords(await refused.text())).toContain('Give the notice text in 1 to 160 characters');
  });
});
