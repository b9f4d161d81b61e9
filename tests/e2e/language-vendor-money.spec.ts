/**
 * The money screens in chiShona and isiNdebele (issue 33 §3), JavaScript on: with the language chosen, the seeded
 * buyer opens billing details, a receipt (its print button is the JavaScript one), compare accounts and staff
 * invitations; no common English interface word shows on the way (names are marked translate="no").
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { englishOnPage, englishWordsIn, readerWords } from './support/english-words';
import { login } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** English words under `root`, payment references (MSK-PAY-…, codes, not words) left out. */
const englishBesideReferences = async (page: Page, root: string) => englishWordsIn((await readerWords(page, root)).replace(/MSK-PAY-[0-9A-Z]+/g, ''));

const LANGUAGES = [
  { lang: 'sn', billing: 'Ruzivo rwekubhadhara', print: 'Dhinda risiti', compare: 'Enzanisa maakaundi' },
  { lang: 'nd', billing: 'Imininingwane yokubhadala', print: 'Phrinta irisidi', compare: 'Qathanisa ama-akhawunti' },
] as const;

describe.each(LANGUAGES)('the money screens in $lang', ({ lang, billing, print, compare }) => {
  it('billing details, a receipt, compare accounts and staff invitations', async () => {
    const { page } = await newPage(browser, { width: 1280 });
    await login(page, 'buyer@musika.co.zw', 'Buyer#2026!');
    await page.context().addCookies([{ name: 'lang', value: lang, url: new URL(page.url()).origin }]);

    await page.goto('/account/billing-details');
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.locator('h1').textContent()).toBe(billing);
    expect(await englishBesideReferences(page, 'main')).toEqual([]);

    await page.locator('main a[href^="/account/billing-details/MSK-PAY-"]').first().click();
    await page.waitForURL(/\/account\/billing-details\/MSK-PAY-/);
    await page.locator(`main button:has-text("${print}")`).waitFor();
    expect(await englishBesideReferences(page, 'main')).toEqual([]);
    await screenshot(page, `language-vendor-money-${lang}-receipt`);

    await page.goto('/compare-accounts');
    expect(await page.locator('h1').textContent()).toBe(compare);
    // The table and the packages (the testimonials below are their writers' words and another area's).
    expect(await englishOnPage(page, 'main table')).toEqual([]);
    expect(await englishOnPage(page, 'main section')).toEqual([]);

    await page.goto('/account/staff-invitations');
    expect(await englishOnPage(page, 'main')).toEqual([]);
  });
});
