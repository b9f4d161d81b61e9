/**
 * The operators' content and settings screens in chiShona and isiNdebele (issue 33 §3): the content list and
 * editor (new and existing, an FAQ's own fields), the exchange rate, the finance settings and the inbox with an
 * opened message render with no raw message key and none of their English; a validation message of each form
 * (ours and the API's, read back by its wording) comes back in the language; a non-operator is refused in it;
 * English is unchanged. The admin logs in through the app's own forms (support/operators.ts operatorPageJar).
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/accounts';
import { operatorPages } from './support/operators';
import { ENGLISH_TIME, mainWords, screenIn } from './support/page-words';
import { loginAs, visit } from './support/session';

const T = 60_000;
const as = operatorPages(T);
let contactId = '';

beforeAll(async () => {
  const sent = await call('POST', '/contact', {
    body: { name: 'Tendai Language', email: 'tendai.language@example.co.zw', topic: 'order', message: 'Where is my order MSK-1001?' },
    ip: '203.0.113.77',
  });
  contactId = String(sent.json.data.id);
}, T);

const post = (path: string, lang: string, fields: Record<string, string>) =>
  visit(path, as(lang), { method: 'POST', body: new URLSearchParams(fields) });
const firstPost = async () =>
  String(
    (await env.DB.prepare("select id from posts where post_type = 'post' and status = 'publish' order by id limit 1").first<{ id: number }>())?.id,
  );

const rootCategory = async () =>
  String((await env.DB.prepare('select id from product_categories where parent_id is null order by id limit 1').first<{ id: number }>())?.id);

/** Each screen and English of it that must be gone in sn and nd. */
const screens = async (): Promise<[string, string[]][]> => [
  ['/admin/content/?kind=post', ['Also:', 'Articles', 'New article', 'Title or slug', 'Last edited', 'Harare time', 'Drafts', 'Content']],
  [
    '/admin/content/post/new/',
    [
      'New article',
      'All articles',
      'Slug (its address)',
      'Summary (lists',
      'Content (HTML)',
      'Paragraphs, headings',
      'Cover image',
      'Featured',
      'Save as draft',
    ],
  ],
  ['/admin/content/faq/new/', ['New FAQ', 'Question', 'Answer (HTML)', 'Position in its category', 'Preview']],
  [
    `/admin/content/post/${await firstPost()}/`,
    ['Edit article', 'See it on the site', 'last edited', 'Unpublish', 'Saving an edit changes', 'Fixed:'],
  ],
  [
    '/admin/exchange-rates/',
    ['In force today', 'History', 'Set by', 'Recorded', 'newest first', 'Commission, hold', 'ZiG per US dollar, from today', 'Applies from today'],
  ],
  [
    '/admin/finance/',
    ['Commission per package', 'Package', 'a month', 'No package', 'Payouts', 'Hold after', 'Minimum payout', 'Save payout rules', 'Payout queue'],
  ],
  [
    '/admin/categories/',
    ['Product categories', 'Business categories', 'Search categories', 'Name and slug', 'Listings', 'menu order', 'Add the category'],
  ],
  ['/admin/categories/?kind=business', ['Business categories', 'in the order buyers see them', 'Add a business category', 'Slug (optional)']],
  [
    `/admin/categories/product/${await rootCategory()}/`,
    ['Rename', 'Save the name', 'Move it', 'Parent', 'Add a subcategory', 'place ', 'Back to the categories'],
  ],
  ['/admin/attributes/', ['Filter attributes', 'Any category', 'Name of', 'New term', 'Add the term', 'Add an attribute', 'Leave empty']],
  [
    `/admin/inbox/?kind=contact&status=all&item=${contactId}`,
    [
      'unread',
      'Contact messages',
      'Custom packages',
      'Sender or text',
      'Harare time',
      'Reply (e-mailed',
      'Send reply',
      'Mark read',
      'Close',
      'Back to the overview',
    ],
  ],
];

describe.each([
  [
    'sn',
    'Kureba inhamba yakazara',
    'Chipa musoro',
    'Nyora kuti dhora rimwe',
    'Kumirira kuri mazuva 0 kusvika 90',
    'Nyora mhinduro',
    'Peji rino nderevashandi',
    'Ipa zita rine mavara 2',
  ],
  [
    'nd',
    'Ubude yinani eliphelele',
    'Nika isihloko',
    'Bhala ukuthi idola',
    'Ukulinda kuyizinsuku',
    'Bhala impendulo',
    'Leli khasi ngelabasebenzi',
    'Nika ibizo lezinhlamvu',
  ],
] as const)('the operators’ content and settings screens in %s', (lang, duration, title, rate, hold, reply, operatorsOnly, categoryName) => {
  it('every screen: no raw key, none of its English', { timeout: T }, async () => {
    for (const [path, english] of await screens()) expect(await screenIn(path, as(), lang, english)).not.toMatch(ENGLISH_TIME);
  });

  it('validation messages, ours and the API’s, in the language', { timeout: T }, async () => {
    const ours = await post('/admin/content/video/new/', lang, { intent: 'preview', title: 'x', content: '<p>x</p>', durationSeconds: 'long' });
    expect(ours.status).toBe(400);
    expect(mainWords(await ours.text())).toContain(duration);
    const api = await post('/admin/content/post/new/', lang, { intent: 'save', title: '', content: '<p>x</p>' });
    expect(api.status).toBe(400);
    const apiText = mainWords(await api.text());
    expect(apiText).toContain(title);
    expect(apiText).not.toContain('Give it a title');
    const rates = await post('/admin/exchange-rates/', lang, { intent: 'set', rate: 'lots' });
    expect(rates.status).toBe(400);
    expect(mainWords(await rates.text())).toContain(rate);
    const finance = await post('/admin/finance/', lang, { intent: 'payout-rules', holdDays: 'x', minPayout: '5' });
    expect(finance.status).toBe(400);
    expect(mainWords(await finance.text())).toContain(hold);
    const category = await post('/admin/categories/', lang, { intent: 'add', kind: 'product', name: 'x' });
    expect(category.status).toBe(400);
    const categoryText = mainWords(await category.text());
    expect(categoryText).toContain(categoryName);
    expect(categoryText).not.toContain('Give a name');
    const replied = await post(`/admin/inbox/?kind=contact&item=${contactId}`, lang, { intent: 'reply', itemId: contactId, body: 'x' });
    expect(replied.status).toBe(400);
    const replyText = mainWords(await replied.text());
    expect(replyText).toContain(reply);
    expect(replyText).not.toContain('Write the reply');
  });

  it('a buyer is refused in the language', { timeout: T }, async () => {
    const { jar: buyer } = await loginAs('buyer', '/account');
    const refused = await visit('/admin/content.data', { ...buyer, lang });
    expect(refused.status).toBe(403);
    const body = await refused.text();
    expect(body).toContain(operatorsOnly);
    expect(body).not.toContain('operators only');
  });
});

describe('what the API writes of a feedback in the operator’s inbox', () => {
  it('reads in the operator’s language: its kind, its rating with its label', { timeout: T }, async () => {
    const sent = await call('POST', '/feedback', {
      body: {
        requestTypeId: 13,
        name: 'Chipo',
        email: 'chipo.language@example.co.zw',
        summary: 'Checkout was slow',
        customfield_10059: { id: 10049 },
      },
      ip: '203.0.113.78',
    });
    expect(sent.status, sent.json.message).toBe(201);
    const path = `/admin/inbox/?kind=feedback&status=all&item=${sent.json.data.id}`;
    for (const [lang, kind, rating] of [
      ['sn', 'Chikumbiro cherubatsiro', 'Chiyero: 4/5'],
      ['nd', 'Isicelo soncedo', 'Amaphuzu: 4/5'],
      ['en', 'Support request', 'Rating: 4/5 (Good)'],
    ] as const) {
      const html = await (await visit(path, as(lang))).text();
      expect(html, lang).toContain(kind);
      expect(html, lang).toContain(rating);
      if (lang !== 'en') expect(html, lang).not.toMatch(/Support request|Rating: |\(Good\)/);
    }
  });
});

describe('the operators’ content and settings screens in English', () => {
  it('read as before', { timeout: T }, async () => {
    const text = mainWords(await (await visit('/admin/content/?kind=post', as('en'))).text());
    for (const word of ['Also:', 'Articles', 'New article', 'Title or slug', 'Last edited', 'Harare time']) expect(text, word).toContain(word);
    const finance = mainWords(await (await visit('/admin/finance/', as('en'))).text());
    for (const word of ['Commission per package', 'No package', 'Save payout rules', 'a month · now']) expect(finance, word).toContain(word);
    const rates = await post('/admin/exchange-rates/', 'en', { intent: 'set', rate: 'lots' });
    expect(mainWords(await rates.text())).toContain('Enter how many ZiG one US dollar buys');
    const inbox = mainWords(await (await visit(`/admin/inbox/?kind=contact&status=all&item=${contactId}`, as('en'))).text());
    for (const word of ['Contact messages', 'Send reply', 'Back to the overview', 'From ']) expect(inbox, word).toContain(word);
    const categories = mainWords(await (await visit('/admin/categories/', as('en'))).text());
    for (const word of ['Product categories', 'Name and slug', 'each under its parent in menu order', 'Add the category'])
      expect(categories, word).toContain(word);
  });
});
