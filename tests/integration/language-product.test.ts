/**
 * The product page, sign-in pages and error screens in chiShona and isiNdebele (issue 33 §3): pages of three
 * kinds of product, log in, registration, password reset and not found render in the language with no raw
 * message key and none of the English those screens showed; English stays as it was; a validation message
 * comes back in the language.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { nd } from '../../app/lib/i18n/catalogues/nd';
import { sn } from '../../app/lib/i18n/catalogues/sn';
import { page as send } from './support/http';
import { RAW_KEY } from './support/page-words';
import { ORIGIN } from './support/session';

/** What a reader sees and hears: text and the labels read aloud, without what is marked translate="no". */
function readerText(html: string): string {
  let body = html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<style[\s\S]*?<\/style>/g, ' ');
  // Content the site does not write (a product's, store's or person's words), innermost first.
  for (let before = ''; before !== body; ) {
    before = body;
    body = body.replace(/<(\w+)\b[^>]*\btranslate="no"[^>]*>(?:(?!<\1\b)[\s\S])*?<\/\1>/g, ' ');
  }
  const labels = [...body.matchAll(/\b(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((m) => m[1]);
  return `${body.replace(/<[^>]+>/g, ' ')} ${labels.join(' ')}`
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
}

/** The English of this work's screens, as the site shows it (a sample of each screen's words). */
const PRODUCT_ENGLISH = [
  'Description',
  'Reviews',
  'Report this product',
  'Save to favourites',
  'Sold by',
  'Location',
  'Make an offer',
  'What is wrong?',
];
const KIND_ENGLISH: Record<string, string[]> = {
  vehicle: ['Mileage', 'Transmission', 'WhatsApp the seller'],
  hire: ['Check availability and book', 'Rate'],
  general: ['In stock'],
};
const LOGIN_ENGLISH = ['Email or username', 'Password', 'Forgot your password?', 'New to Musika? Create an account', 'Email me a link', 'Log in'];

/** A seeded vehicle's or hire item's page (both open at /product/; its slug carries the seeded id). */
async function productPath(name: string): Promise<string> {
  const row = await env.DB.prepare('select slug from products where name = ?').bind(name).first<{ slug: string }>();
  if (!row) throw new Error(`No product ${name}`);
  return `/product/${row.slug}/`;
}

const LANGUAGES = [
  ['sn', sn],
  ['nd', nd],
] as const;

describe('the product page in Shona and Ndebele', () => {
  it.each(LANGUAGES)('renders products of three kinds in %s with no raw key and none of their English', async (lang, catalogue) => {
    const pages = {
      general: '/product/solar-panel-400w-mono-50/',
      vehicle: await productPath('Toyota Corolla Axio 1.5 2014'),
      hire: await productPath('Gazebo 3x3m Hire'),
    };
    for (const [kind, path] of Object.entries(pages)) {
      const page = await send(path, { headers: { cookie: `lang=${lang}` } });
      expect(page.status, path).toBe(200);
      expect(page.html).toMatch(new RegExp(`<html lang="${lang}"`));
      const text = readerText(page.html);
      expect(text, path).not.toMatch(RAW_KEY);
      for (const english of [...PRODUCT_ENGLISH, ...KIND_ENGLISH[kind]])
        expect(text, `${path}: ${english}`).not.toMatch(new RegExp(`\\b${english.replace(/[?]/g, '\\?')}\\b`));
      expect(text).toContain(catalogue['productPage.description']);
      expect(text).toContain(catalogue['productPage.report.title']);
    }
    const vehicle = readerText((await send(pages.vehicle, { headers: { cookie: `lang=${lang}` } })).html);
    expect(vehicle).toContain(catalogue['productPage.spec.mileage']);
    expect(vehicle).toContain(catalogue['productPage.kind.MOTOR_VEHICLE']);
  });

  it('keeps the English product page as it was', async () => {
    const text = readerText((await send('/product/solar-panel-400w-mono-50/', { headers: { 'accept-language': 'en' } })).html);
    for (const english of ['Description', 'Reviews', 'Report this product', 'Save to favourites', 'Sold by', 'Make an offer'])
      expect(text).toContain(english);
  });

  it.each(LANGUAGES)('answers a report without a reason in %s', async (lang, catalogue) => {
    const body = new URLSearchParams({ intent: 'report', reason: '' });
    // A form post without JavaScript: the page comes back with the action's answer in its data.
    const answer = await send('/product/solar-panel-400w-mono-50/', {
      method: 'POST',
      body,
      headers: { cookie: `lang=${lang}`, 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain(catalogue['productPage.error.reason']);
    expect(answer.html).not.toContain('Choose a reason"');
  });
});

describe('sign-in and error pages in Shona and Ndebele', () => {
  it.each(LANGUAGES)('renders log in, registration and password reset in %s with no raw key and no English', async (lang, catalogue) => {
    for (const [path, english] of [
      ['/login/', LOGIN_ENGLISH],
      ['/register/', ['Create your Musika account', 'First name', 'Last name', 'WhatsApp number', 'Confirm password', 'Create account', 'I want to']],
      ['/password-reset/', ['Reset your password', 'Email me a reset link', 'Back to log in']],
    ] as const) {
      const page = await send(path, { headers: { cookie: `lang=${lang}` } });
      expect(page.status, path).toBe(200);
      const text = readerText(page.html);
      expect(text, path).not.toMatch(RAW_KEY);
      for (const e of english) expect(text, `${path}: ${e}`).not.toContain(e);
    }
    expect(readerText((await send('/login/', { headers: { cookie: `lang=${lang}` } })).html)).toContain(catalogue['auth.forgot']);
  });

  it.each(LANGUAGES)('says a login form mistake in %s', async (lang, catalogue) => {
    const answer = await send('/login/', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'password', username: '', password: '' }),
      headers: { cookie: `lang=${lang}`, 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    });
    expect(answer.status).toBe(400);
    expect(readerText(answer.html)).toContain(catalogue['auth.error.username']);
  });

  it.each(LANGUAGES)('shows not found in %s', async (lang, catalogue) => {
    const page = await send('/product/no-such-product-b13/', { headers: { cookie: `lang=${lang}` } });
    expect(page.status).toBe(404);
    const text = readerText(page.html);
    expect(text).toContain(catalogue['errors.notFoundTitle']);
    expect(text).not.toContain("We couldn't find that page");
    expect(text).not.toMatch(RAW_KEY);
  });
});
