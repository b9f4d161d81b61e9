/**
 * Checkout, payment, thank-you and order tracking in chiShona and isiNdebele (issue 33 §3): a guest whose switch set
 * the `lang` cookie checks out; each page shows no raw message key and none of its English, a validation error
 * comes back in the language, and English stays exactly as it was.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../app/lib/i18n/catalogues/en';
import { P, product } from './support/buying';
import { visit } from './support/session';
import { RAW_KEY } from './support/page-words';

const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ');
const visibleText = (html: string) =>
  withoutScripts(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/**
 * The English of these screens: every text of the checkout, payment and order catalogues, up to its first value
 * (long enough to be unmistakable), looked for in the page's words and attributes (labels are read aloud).
 */
const ENGLISH = [
  ...new Set(
    Object.entries(en)
      .filter(([key]) => /^(checkout|payment|order)\./.test(key))
      .map(([, text]) => text.split(/\{/)[0].trim())
      .filter((text) => text.length >= 8),
  ),
];

/** English words and phrases the old pages showed that no catalogue text starts with. */
const ALSO_ENGLISH = ['A Zimbabwean mobile number', 'US dollars', 'with EcoCash', 'reference MSK', ' item)', ' items)', ' from '];

/** The page's own part (the header and footer are another area's, tested there) and its title. */
const ownPart = (html: string) => `${/<title>.*?<\/title>/.exec(html)?.[0]} ${/<main[\s\S]*<\/main>/.exec(withoutScripts(html))?.[0]}`;

function expectNoEnglish(html: string) {
  const page = ownPart(html);
  expect(page).toContain('</main>');
  for (const english of [...ENGLISH, ...ALSO_ENGLISH]) expect(page, english).not.toContain(english);
  expect(visibleText(html)).not.toMatch(RAW_KEY);
}

async function guestWithCart(lang: string) {
  const { slug } = await product(P.fertiliser);
  const jar: Record<string, string> = { lang };
  const add = new URLSearchParams({ intent: 'add', productId: String(P.fertiliser), slug, quantity: '2' });
  await visit('/cart/', jar, { method: 'POST', body: add });
  return jar;
}

const idempotencyKeyIn = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)![1];

function checkoutForm(key: string, fields: Record<string, string> = {}) {
  return new URLSearchParams({
    idempotencyKey: key,
    name: 'Chipo Ndlovu',
    phone: '0772111222',
    fulfilment: 'COLLECTION',
    paymentMethod: 'CASH_ON_DELIVERY',
    currency: 'USD',
    ...fields,
  });
}

describe.each([
  [
    'sn',
    'Kubhadhara',
    'Isa odha',
    'Unoda kubhadhara sei?',
    'Zita rako rinodiwa',
    'Mubhadharo wako',
    'Maita basa — odha yako yaiswa',
    'Teedzera odha',
    'Odha',
  ],
  [
    'nd',
    'Ukubhadala',
    'Faka i-oda',
    'Ufuna ukubhadala njani?',
    'Ibizo lakho liyadingeka',
    'Inkokhelo yakho',
    'Siyabonga — i-oda yakho ifakiwe',
    'Landelela i-oda',
    'I-oda',
  ],
] as const)('checking out in %s', (lang, title, place, payLegend, nameRequired, paymentTitle, thanks, trackTitle, orderHeading) => {
  it('shows the checkout in the language and answers a validation error in it', async () => {
    const jar = await guestWithCart(lang);
    const html = await (await visit('/checkout/', jar)).text();
    expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
    expect(html).toContain(`<title>${title} — Musika</title>`);
    const text = visibleText(html);
    for (const words of [place, payLegend, '$80.00']) expect(text).toContain(words);
    // Names the site does not write are marked so.
    expect(html).toMatch(/<span translate="no">Midlands Agri Supplies<\/span>/);
    expectNoEnglish(html);

    const refused = await visit('/checkout/', jar, { method: 'POST', body: checkoutForm(idempotencyKeyIn(html), { name: '' }) });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(visibleText(refusedHtml)).toContain(nameRequired);
    expectNoEnglish(refusedHtml);
  });

  it('shows the payment page (EcoCash, OneMoney, InnBucks or a card) in the language', async () => {
    const jar = await guestWithCart(lang);
    const key = idempotencyKeyIn(await (await visit('/checkout/', jar)).text());
    const placed = await visit('/checkout/', jar, {
      method: 'POST',
      body: checkoutForm(key, { paymentMethod: 'ECOCASH', mobileMoneyNo: '0771111111' }),
    });
    expect(placed.status).toBe(302);
    const location = placed.headers.get('location')!;
    expect(location).toMatch(/\/checkout\/payment\/MSK-PAY-/);
    const html = await (await visit(location, jar)).text();
    expect(html).toContain(`<title>${paymentTitle} — Musika</title>`);
    expect(html).toContain('data-payment-status="pending"');
    expect(visibleText(html)).toContain('$80.00');
    expect(html).toMatch(/<span translate="no">Midlands Agri Supplies<\/span>/);
    expectNoEnglish(html);

    // The page a guest sees without the payment's cookie asks for the phone, in the language too.
    const askHtml = await (await visit(location, { lang })).text();
    expect(askHtml).toContain(`<title>${paymentTitle} — Musika</title>`);
    expectNoEnglish(askHtml);
  });

  it('shows the pay-on-collection thank-you page and order tracking in the language', async () => {
    const jar = await guestWithCart(lang);
    const key = idempotencyKeyIn(await (await visit('/checkout/', jar)).text());
    const placed = await visit('/checkout/', jar, { method: 'POST', body: checkoutForm(key) });
    expect(placed.headers.get('location')).toMatch(/\/thank-you\/?$/);
    const html = await (await visit(placed.headers.get('location')!, jar)).text();
    expect(visibleText(html)).toContain(thanks);
    expect(visibleText(html)).toContain('$80.00');
    expectNoEnglish(html);

    const trackHtml = await (await visit('/order-tracking/', jar)).text();
    expect(trackHtml).toContain(`<title>${trackTitle} — Musika</title>`);
    expectNoEnglish(trackHtml);
    const notFound = await visit('/order-tracking/', jar, { method: 'POST', body: new URLSearchParams({ number: 'MSK-1', contact: '0772000000' }) });
    expect(notFound.status).toBe(404);
    expectNoEnglish(await notFound.text());

    // Tracking the order just placed: the order itself in the language, its store's name as written.
    const number = /MSK-\d+/.exec(visibleText(html))![0];
    const found = await visit('/order-tracking/', jar, { method: 'POST', body: new URLSearchParams({ number, contact: '0772111222' }) });
    expect(found.status).toBe(200);
    const foundHtml = await found.text();
    expect(visibleText(foundHtml)).toContain(`${orderHeading} ${number}`);
    expect(foundHtml).toMatch(/translate="no"[^>]*>Midlands Agri Supplies</);
    expectNoEnglish(foundHtml);
  });
});

describe('checking out in English', () => {
  it('says exactly what it said before translation', async () => {
    const jar = await guestWithCart('en');
    const html = await (await visit('/checkout/', jar)).text();
    expect(html).toContain('<title>Checkout — Musika</title>');
    const text = visibleText(html);
    for (const english of [
      'How do you want it?',
      'Collect from the store (free)',
      'How do you want to pay?',
      'Pay on delivery or collection',
      'ZiG (ZWG, at today&#x27;s rate)',
      '(2 items)',
      '$80.00',
      'Place order',
    ]) {
      expect(text).toContain(english);
    }
    const refused = await visit('/checkout/', jar, { method: 'POST', body: checkoutForm(idempotencyKeyIn(html), { name: '' }) });
    expect(visibleText(await refused.text())).toContain('Your name is required');
  });
});
