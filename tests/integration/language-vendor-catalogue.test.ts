/**
 * The store's catalogue screens in chiShona and isiNdebele (issue 33 §3): add product and the product form of
 * several kinds (its steps, labels and choices), editing and deleting, selling from the account, the listings
 * (dashboard and account), services and auctions render in the language with no raw message key and none of
 * their English; the form's validation and the list's bulk validation answer in the language; English unchanged.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { P } from './support/buying';
import { adsShop, unlimitedAdsInThisFile } from './support/ads-manage';
import { vendorWith } from './support/dashboard-pages';
import { loginAs, visit } from './support/session';
import { RAW_KEY, vendorJar } from './support/page-words';

const T = 60_000;
let jar: Record<string, string>;
let phones: number;
let slug: string;
beforeEach(clearRateLimits);
beforeAll(async () => {
  await clearRateLimits();
  jar = await vendorJar('/dashboard/all-sell-items');
  phones = (await env.DB.prepare("select id from product_categories where slug = 'phones'").first<{ id: number }>())!.id;
  slug = (await env.DB.prepare('select slug from products where id = ?').bind(P.jbl).first<{ slug: string }>())!.slug;
}, T);

/** The words a reader sees: tags, scripts and styles removed (entities as the page writes them). */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+translate="no"[^>]*>[^<]*<\/[a-z0-9]+>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

const mainText = (html: string) => visibleText(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html);

/** The English of this area's screens (each must be gone in sn and nd). */
const ENGLISH = [
  'Add product',
  'What are you listing?',
  'General product',
  'Everything else sold from stock',
  'Kind & basics',
  'Price & stock',
  'Review & publish',
  'Save draft',
  'Next:',
  'Kind of listing',
  'Choose a category',
  'Short description',
  'What buyers search for',
  'Listing in',
  'Five short steps',
  'SKU, your own',
  'Town or city',
  'Property type',
  'For sale or to rent',
  'Bedrooms',
  'Not given',
  'Start price',
  'Bidding ends',
  'Rate (US$)',
  'Sizes and colours',
  'Add another size',
  'Sale price',
  'In stock',
  'Publish to show it',
  'Duplicate',
  'This cannot be undone',
  'No, keep it',
  'Sell an item',
  'What are you selling',
  'All sell items',
  'Search name or SKU',
  'All kinds',
  'Published (',
  'Drafts (',
  'With the ticked products',
  'Unpublish',
  ' products',
  'Services',
  'Add a service',
  'Add a hire item',
  'upcoming',
  'waiting for an answer',
  'Longest hire',
  'View page',
  'Auctions',
  'Taking bids',
  'Current bid',
  'Starting bid',
  'Dashboard menu',
  'Electronics',
  'Bulk upload',
  'Download the template',
  'One product per row',
  'Prices in US dollars',
  'Download CSV template',
  'Upload your file',
  'Nothing is saved until',
  'CSV file (at most',
  'Photos for the rows',
  'Check the file',
  'Upload products',
];

const as = (lang: string) => ({ ...jar, lang });

/** A multipart post of the form as a browser without JavaScript sends it. */
function formBody(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

async function screen(path: string, lang: string, init?: RequestInit) {
  const page = await visit(path, as(lang), init);
  const html = await page.text();
  return { status: page.status, html, text: mainText(html) };
}

function noEnglish(path: string, text: string) {
  expect(text, path).not.toMatch(RAW_KEY);
  for (const english of ENGLISH) expect(text, `${path}: "${english}"`).not.toContain(english);
}

describe.each([
  ['sn', 'Wedzera chinhu', 'Mutengo wakadzikiswa unofanira kuva pasi pemutengo', 'Tanga wasarudza zvinhu zvekuchinja', 'Nyora mutengo'],
  ['nd', 'Engeza impahla', 'Inani elehlisiweyo kumele libe ngaphansi kwenani', 'Qala ukhethe impahla ofuna ukuyintshintsha', 'Bhala inani'],
] as const)('the store’s catalogue in %s', (lang, addProduct, saleLower, tickFirst, enterPrice) => {
  it('add product, the form of several kinds and its steps', { timeout: T }, async () => {
    const choose = await screen('/dashboard/add-product/', lang);
    expect(choose.html).toMatch(new RegExp(`<html lang="${lang}"`));
    expect(choose.text).toContain(addProduct);
    noEnglish('/dashboard/add-product/', choose.text);
    for (const path of [
      '/dashboard/add-new-product/',
      '/dashboard/add-new-product-auction/',
      '/dashboard/add-new-product-hire-item/',
      '/dashboard/add-new-product-service/',
    ]) {
      const page = await screen(path, lang);
      expect(page.status, path).toBe(200);
      noEnglish(path, page.text);
    }
    // Step 2 of the kinds with details of their own, and the photo, price and review steps.
    for (const kind of ['real_estate', 'motor_vehicle', 'clothing', 'auction', 'hire_item', 'trades_services']) {
      for (const step of ['2', '3', '4', '5']) {
        const body = formBody({ kind, name: 'Tecno Spark 20', categoryId: String(phones), step: String(Number(step) - 1), intent: `step-${step}` });
        const page = await screen(`/dashboard/add-new-product/?kind=${kind}`, lang, { method: 'POST', body });
        // A step left behind with a required field empty is shown again with its message (400): in the language too.
        expect([200, 400], `${kind} step ${step}`).toContain(page.status);
        noEnglish(`${kind} step ${step}`, page.text);
      }
    }
  });

  it('says the form’s validation in the language', { timeout: T }, async () => {
    const basics = { kind: 'general', name: 'Tecno Spark 20', categoryId: String(phones) };
    const refused = await screen('/dashboard/add-new-product/', lang, {
      method: 'POST',
      body: formBody({ ...basics, step: '5', priceCents: '20', salePriceCents: '25.00', intent: 'publish' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(saleLower);
    expect(refused.text).not.toContain('The sale price must be lower');
    const empty = await screen('/dashboard/add-new-product/', lang, {
      method: 'POST',
      body: formBody({ ...basics, step: '5', intent: 'publish' }),
    });
    expect(empty.text).toContain(enterPrice);
    expect(empty.text).not.toContain('Enter the price');
  });

  it('editing, deleting and selling from the account', { timeout: T }, async () => {
    for (const path of [
      `/dashboard/update-product/${slug}/`,
      `/dashboard/update-product/${slug}/?delete=1`,
      '/account/add',
      '/account/publish-product?kind=food',
    ]) {
      const page = await screen(path, lang);
      expect(page.status, path).toBe(200);
      noEnglish(path, page.text);
    }
  });

  it('the listings, services and auctions, and the bulk validation', { timeout: T }, async () => {
    for (const path of [
      '/dashboard/all-sell-items',
      '/dashboard/all-sell-items?status=draft&term=zz',
      '/account/all-sell-items',
      '/dashboard/all-services/',
      '/dashboard/auctions/',
    ]) {
      const page = await screen(path, lang);
      expect(page.status, path).toBe(200);
      noEnglish(path, page.text);
    }
    const bulk = await screen('/dashboard/all-sell-items', lang, { method: 'POST', body: new URLSearchParams({ intent: 'publish' }) });
    expect(bulk.text).toContain(tickFirst);
    const confirm = await screen('/dashboard/all-sell-items', lang, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'delete', ids: String(P.jbl) }),
    });
    expect(confirm.text).not.toContain('Delete 1 product?');
    noEnglish('confirm delete', confirm.text);
  });
});

describe.each([
  ['sn', '3. Ongorora usati waisa', 'Mitsara ine zvikanganiso'],
  ['nd', '3. Hlola ungakafaki', 'Imigqa elamaphutha'],
] as const)('a bulk upload’s preview in %s', (lang, previewTitle, rowsWithErrors) => {
  it('says the preview and its table of row errors in the language', { timeout: T }, async () => {
    const { jar: enterprise } = await loginAs('enterprise');
    await visit('/dashboard/', enterprise);
    const form = new FormData();
    form.set('intent', 'preview');
    form.set(
      'file',
      new File(['sku,kind,name,category,price,status\r\nLV-1,general,Language mug,kitchenware,abc,publish\r\n'], 'products.csv', {
        type: 'text/csv',
      }),
    );
    const page = await visit('/dashboard/bulk-upload/', { ...enterprise, lang }, { method: 'POST', body: form });
    const html = await page.text();
    const text = mainText(html);
    expect(text).toContain(previewTitle);
    // The table of row errors is named by its aria-label; its headings are read.
    expect(html).toContain(`aria-label="${rowsWithErrors}"`);
    expect(text).not.toMatch(RAW_KEY);
    for (const english of [
      'Preview',
      ' rows: ',
      'ready (',
      'with errors',
      'Rows with errors',
      'No row can be imported',
      'Download the row',
      'to fix (CSV)',
    ])
      expect(text, english).not.toContain(english);
  });
});

unlimitedAdsInThisFile();

describe.each([
  ['sn', 'Nyora mutengo waunopa mumadhora'],
  ['nd', 'Bhala inani olinikelayo ngamadola'],
] as const)('the ad form in %s', (lang, enterBid) => {
  it('shows the new-ad form and its validation in the language', { timeout: T }, async () => {
    const shop = await adsShop(4000);
    const ads = await vendorWith(shop.id);
    const ADD = '/dashboard/ads-management/add-new-ad';
    const page = mainText(await (await visit(ADD, { ...ads, lang })).text());
    expect(page).not.toMatch(RAW_KEY);
    for (const english of [
      'New ad',
      'What the ad promotes',
      'The whole store',
      'Where it shows',
      'How you pay',
      'Daily budget',
      'First day',
      'Search keywords',
      'Create ad',
      'Back to your ads',
      'Per 1,000 views',
    ])
      expect(page, english).not.toContain(english);
    const fields = {
      productId: '',
      title: 'Solar lanterns',
      placement: 'SEARCH',
      pricing: 'CPM',
      bid: 'abc',
      dailyBudget: '5',
      startsOn: '2031-01-01',
      endsOn: '2031-01-10',
      keywords: '',
      city: '',
    };
    const refused = mainText(await (await visit(ADD, { ...ads, lang }, { method: 'POST', body: new URLSearchParams(fields) })).text());
    expect(refused).toContain(enterBid);
    expect(refused).not.toContain('Enter the bid in dollars');
  });
});

describe('English is unchanged', () => {
  it('shows the form, its messages and the listings as before', { timeout: T }, async () => {
    expect((await screen('/dashboard/add-product/', 'en')).text).toContain(
      'What are you listing? Each kind asks for the details its buyers look for.',
    );
    const form = await screen('/dashboard/add-new-product/', 'en');
    expect(form.text).toContain('Kind & basics');
    expect(form.text).toContain('Short description (optional)');
    const refused = await screen('/dashboard/add-new-product/', 'en', {
      method: 'POST',
      body: formBody({ kind: 'general', name: 'Tecno Spark 20', categoryId: String(phones), step: '5', intent: 'publish' }),
    });
    expect(refused.text).toContain('Enter the price');
    const list = await screen('/dashboard/all-sell-items', 'en');
    expect(list.text).toContain('All sell items');
    expect(list.text).toMatch(/\d+ products/);
    expect((await screen('/dashboard/all-sell-items', 'en', { method: 'POST', body: new URLSearchParams({ intent: 'publish' }) })).text).toContain(
      'Tick the products to change first',
    );
  });
});
