/**
 * The operator back office in chiShona and isiNdebele (issue 33 §3): the frame and menu, the overview, stores
 * and one store, payments and one payment, payouts, product reports and reviews render in the language with no
 * raw message key and none of their English; the API's refusals of the suspend and hide forms come back in the
 * language (read by their wording); English is unchanged. The operator logs in through the app's own forms
 * (password, then the authenticator code), as a browser would.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { operatorPages } from './support/operators';
import { paidEcocashOrder } from './support/refunds';
import { visit } from './support/session';
import { mainWords, screenIn } from './support/page-words';

const T = 60_000;
const as = operatorPages(T);

/** The English of the frame and the translated screens (each must be gone in sn and nd). */
const FRAME = ['Overview', 'Audit log', 'Product reports', 'Shopping centres', 'Finance settings', 'Exchange rate', 'Notice bar', 'Security'];
const SCREENS: [string, string[]][] = [
  ['/admin/', ['Waiting', 'Open product reports', 'Unread inbox', 'Payments pending', 'Sign-ups', 'feedback', 'Today (']],
  [
    '/admin/businesses/',
    ['Stores', 'suspended.', 'Filter', 'Store or owner', 'Owner', 'State', 'Active', 'Harare time', 'Back to the overview', 'Page 1 of'],
  ],
  ['/admin/payments/', ['Payments', 'Method', 'Reference', 'Amount', 'Payer', 'Created', 'newest first', 'Any']],
  ['/admin/payouts/?status=all', ['Payouts', 'for finance', 'Requested', 'Rejected', 'Filter payouts', 'Store name']],
  ['/admin/reports/?status=all', ['Product reports', 'Listing', 'Outcome', 'Product or store', 'Resolved']],
  ['/admin/security/', ['Your authenticator app is set up', 'recovery codes left', 'If you lose your phone']],
  ['/admin/operators/', ['Operators', 'Name or e-mail', 'Roles', 'Authenticator', 'Reset authenticator', 'Set up']],
  ['/admin/audit/', ['Everyone', 'Object type', 'newest first', 'Before → after', 'Address', 'Newer', 'Older']],
  ['/admin/reviews/', ['Reviews', 'hidden.', 'Visible', 'Moderation', 'Product, store or reviewer', 'Why (the reviewer reads it)', 'Hide']],
];
const STORE = [
  'Storefront',
  'Listings',
  'Balance',
  'available',
  'pending',
  'paid out',
  'Store since',
  'Visibility',
  'Package',
  'Save the package',
  'Back to the stores',
];
const PAYMENT = [
  'Status',
  'Amount',
  'Paynow reference',
  'What it paid for',
  'Refund',
  'Events',
  'oldest first',
  'Back to payments',
  'Musika cannot send this refund',
  'Refund transfer reference',
  'Reason',
  'Orders this payment paid for',
];

const first = async (sql: string) => String((await env.DB.prepare(sql).first<{ id: number }>())?.id);

describe.each([
  ['sn', 'Zvitoro', 'Pfupiso', 'Taura chikonzero, nemavara 5 kusvika 500: muridzi anozviverenga', 'akanyora ongororo anozviverenga'],
  ['nd', 'Izitolo', 'Isifinyezo', 'Chaza isizatho, ngezinhlamvu ezingu-5 kuya ku-500: umnikazi uyakufunda', 'obhale umbono uyakufunda'],
] as const)('the operator back office in %s', (lang, stores, overview, suspendRefused, hideRefused) => {
  it('every translated screen: no raw key, none of its English', { timeout: T }, async () => {
    const store = await first("select id from businesses where status = 'publish' order by id limit 1");
    // A paid payment, so its page shows the refund form too.
    const { payment } = await paidEcocashOrder();
    const pages: [string, string[]][] = [...SCREENS, [`/admin/businesses/${store}/`, STORE], [`/admin/payments/${payment.id}/`, PAYMENT]];
    for (const [path, english] of pages) {
      const text = await screenIn(path, as(), lang, [...FRAME, ...english]);
      expect(text).toContain(overview);
      if (path === '/admin/businesses/') expect(text).toContain(stores);
      // Dates never in English month names.
      expect(text).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|\b[AP]M\b/);
    }
  });

  it('the API refuses in the language (suspend a store, hide a review, refund a payment)', { timeout: T }, async () => {
    const store = await first("select id from businesses where status = 'publish' and suspended_at is null order by id limit 1");
    const suspend = await visit(`/admin/businesses/${store}/`, as(lang), {
      method: 'POST',
      body: new URLSearchParams({ intent: 'suspend', reason: 'no' }),
    });
    expect(suspend.status).toBe(400);
    const refused = mainWords(await suspend.text());
    expect(refused).toContain(suspendRefused);
    expect(refused).not.toContain('Say why');
    const review = await first('select id from reviews where hidden_at is null order by id limit 1');
    const hide = await visit('/admin/reviews/', as(lang), {
      method: 'POST',
      body: new URLSearchParams({ intent: 'hide', reviewId: review, reason: 'x' }),
    });
    expect(hide.status).toBe(400);
    const hidden = mainWords(await hide.text());
    expect(hidden).toContain(hideRefused);
    expect(hidden).not.toContain('Say why');
    const { payment } = await paidEcocashOrder();
    const body = new URLSearchParams({ reference: 'x', reason: 'Sent back by EcoCash' });
    const refund = await visit(`/admin/payments/${payment.id}/`, as(lang), { method: 'POST', body });
    expect(refund.status).toBe(400);
    const refunded = mainWords(await refund.text());
    expect(refunded).toContain(lang === 'sn' ? 'Nyora nhamba yekutumira mari yadzoserwa' : 'Bhala inombolo yokuthumela imali ebuyiselweyo');
    expect(refunded).not.toContain('Enter the refund');
  });
});

describe('the operator back office in English', () => {
  it('reads as before', { timeout: T }, async () => {
    const text = mainWords(await (await visit('/admin/businesses/', as('en'))).text());
    for (const word of ['Stores', 'Store or owner', 'Back to the overview', 'Audit log', 'Product reports', 'Page 1 of'])
      expect(text, word).toContain(word);
    expect(text).toMatch(/\d+ stores? (is|are) suspended\./);
    const overview = mainWords(await (await visit('/admin/', as('en'))).text());
    for (const word of ['Waiting', 'Open product reports', 'Payments pending over an hour', 'Today (']) expect(overview, word).toContain(word);
    const store = await first("select id from businesses where status = 'publish' and suspended_at is null order by id limit 1");
    const suspend = await visit(`/admin/businesses/${store}/`, as('en'), {
      method: 'POST',
      body: new URLSearchParams({ intent: 'suspend', reason: 'no' }),
    });
    expect(mainWords(await suspend.text())).toContain('Say why, in 5 to 500 characters: the owner reads it');
  });
});
