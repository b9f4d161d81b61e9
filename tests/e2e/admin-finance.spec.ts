/**
 * Finance's settings end to end (issue 29): the finance operator logs in with password and authenticator code, sets
 * today's USD→ZiG rate on /admin/exchange-rates/ and the ZiG price a visitor sees on a product page follows at once
 * (the edge and page caches included), then sets the Business package's commission on /admin/finance/ — with
 * JavaScript on at 1280 px, and off at 360 px (where a bad percentage shows its field message first). The rate in
 * force and the package's commission are put back afterwards: the rate through the screen (so cached pages are
 * purged again), then this spec's rows are removed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harareDay } from '../../backend/analytics/harare-range';
import { formatZig } from '../../app/lib/money';
import { ADMIN_FINANCE_MESSAGES } from '../../schema/rest/admin-finance';
import { toZwgCents } from '../../schema/rest/zwg';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sql } from './support/d1';
import { operatorLogin, SEEDED_OPERATOR_SECRET } from './support/operator-session';

const SOLAR = '/product/solar-panel-400w-mono-50/';

let browser: Browser;
let original: { rateMicros: number; businessBp: number };

const rateInForce = async () =>
  Number(
    (
      await sql<{ rate_micros: number }>(
        `select rate_micros from exchange_rates where currency = 'ZWG' and effective_date <= '${harareDay(new Date())}'
         order by effective_date desc, id desc limit 1`,
      )
    )[0].rate_micros,
  );

beforeAll(async () => {
  browser = await launchBrowser();
  // A rerun on the same database starts from the seed's rate and commission (an earlier run's rows are gone).
  await sql("delete from exchange_rates where source = 'operator'");
  original = {
    rateMicros: await rateInForce(),
    businessBp: Number((await sql<{ bp: number }>("select commission_bp as bp from subscription_packages where slug = 'business'"))[0].bp),
  };
});

afterAll(async () => {
  if (original && (await rateInForce()) !== original.rateMicros) {
    const finance = await newPage(browser, { width: 1280 });
    await operatorLogin(finance.page, 'finance');
    await setRate(finance.page, String(original.rateMicros / 1_000_000));
    await finance.close();
  }
  await sql("delete from exchange_rates where source = 'operator'");
  if (original) await sql(`update subscription_packages set commission_bp = ${original.businessBp} where slug = 'business'`);
  // The support operator's seeded authenticator back (the reset journey removes it).
  await sql(
    `insert into operator_totp (user_id, secret, confirmed_at, last_step, created_at)
     select id, '${SEEDED_OPERATOR_SECRET}', '2026-01-02T07:00:00.000Z', null, '2026-01-02T07:00:00.000Z' from users
     where email = 'support@musika.co.zw' on conflict (user_id) do nothing`,
  );
  await browser?.close();
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const cents = (usd: string) => Math.round(Number(usd.replace(/[$,]/g, '')) * 100);

/** The product page's price line as a visitor sees it: its USD amount and the whole text (with ZiG). */
async function visitorPrice(page: Page) {
  await page.goto(SOLAR, { waitUntil: 'domcontentloaded' });
  const text = (await page.locator('main p:has([data-zig])').first().textContent()) ?? '';
  const usd = /\$[\d,]+\.\d\d/.exec(text)?.[0];
  expect(usd, text).toBeTruthy();
  return { usdCents: cents(usd!), text };
}

async function setRate(page: Page, rate: string) {
  await page.goto('/admin/exchange-rates/');
  await page.fill('form[aria-label="Set today\'s rate"] input[name="rate"]', rate);
  await page.click('form[aria-label="Set today\'s rate"] button[value="set"]');
  await page.waitForURL(/done=(set|unchanged)/);
}

describe('finance settings', () => {
  it('finance sets today’s rate and the product page’s ZiG follows; then a package’s commission (JS on, 1280 px)', async () => {
    const visitor = await newPage(browser, { width: 1280 });
    const before = await visitorPrice(visitor.page);
    expect(before.text).toContain(formatZig(toZwgCents(before.usdCents, original.rateMicros)));

    const finance = await newPage(browser, { width: 1280, javaScriptEnabled: true });
    await operatorLogin(finance.page, 'finance');
    await finance.page.click('nav a:has-text("Exchange rate")');
    await finance.page.waitForURL('**/admin/exchange-rates/');
    expect(await finance.page.locator('[data-testid="rate-today"]').textContent()).toContain(`ZiG ${(original.rateMicros / 1_000_000).toFixed(2)}`);
    await setRate(finance.page, '30.5');
    expect(await finance.page.locator('main').textContent()).toContain('Today’s rate is now ZiG 30.50 per US dollar');
    expect(await finance.page.locator('main tbody tr').first().textContent()).toContain('An operator');
    expect(await fitsWidth(finance.page)).toBe(true);
    await screenshot(finance.page, 'admin-exchange-rates-1280');

    // At once: the same page the visitor saw (and the caches kept) shows ZiG at the new rate.
    const after = await visitorPrice(visitor.page);
    expect(after.text).toContain(formatZig(toZwgCents(after.usdCents, 30_500_000)));

    await finance.page.click('nav a:has-text("Finance settings")');
    await finance.page.waitForURL('**/admin/finance/');
    const row = finance.page.locator('[data-testid="commission-business"]');
    await row.locator('input[name="commission"]').fill('8.5');
    await row.locator('button[value="commission"]').click();
    await finance.page.waitForURL(/done=commission/);
    expect(await finance.page.locator('main').textContent()).toContain('it applies to sales that settle from now on');
    expect(await finance.page.locator('[data-testid="commission-business"]').textContent()).toContain('now 8.5 %');
    expect((await sql("select commission_bp as bp from subscription_packages where slug = 'business'"))[0].bp).toBe(850);
    expect(await fitsWidth(finance.page)).toBe(true);
    await screenshot(finance.page, 'admin-finance-1280');
    for (const tab of [visitor, finance]) await tab.close();
  }, 240_000);

  it('the same with JavaScript off at 360 px: a bad percentage names the field, then both changes apply', async () => {
    const finance = await newPage(browser, { width: 360, javaScriptEnabled: false });
    await operatorLogin(finance.page, 'finance');
    await setRate(finance.page, '31.25');
    expect(await finance.page.locator('main').textContent()).toContain('Today’s rate is now ZiG 31.25 per US dollar');
    expect(await fitsWidth(finance.page)).toBe(true);
    await screenshot(finance.page, 'admin-exchange-rates-360');

    const visitor = await newPage(browser, { width: 360, javaScriptEnabled: false });
    const price = await visitorPrice(visitor.page);
    expect(price.text).toContain(formatZig(toZwgCents(price.usdCents, 31_250_000)));
    await visitor.close();

    await finance.page.goto('/admin/finance/');
    const row = () => finance.page.locator('[data-testid="commission-business"]');
    await row().locator('input[name="commission"]').fill('31');
    await row().locator('button[value="commission"]').click();
    await expect.poll(() => row().textContent()).toContain(ADMIN_FINANCE_MESSAGES.commission);
    expect(await fitsWidth(finance.page)).toBe(true);
    await screenshot(finance.page, 'admin-finance-error-360');
    await row().locator('input[name="commission"]').fill('9');
    await row().locator('button[value="commission"]').click();
    await finance.page.waitForURL(/done=commission/);
    expect(await row().textContent()).toContain('now 9 %');
    await screenshot(finance.page, 'admin-finance-360');
    await finance.close();
  }, 240_000);

  it('an admin finds an operator and resets their authenticator (JS on, 1280 px), then lists them at 360 px without JavaScript', async () => {
    const admin = await newPage(browser, { width: 1280, javaScriptEnabled: true });
    await operatorLogin(admin.page, 'admin');
    await admin.page.click('nav a:has-text("Operators")');
    await admin.page.waitForURL('**/admin/operators/');
    const row = admin.page.locator('main tr', { hasText: 'support@musika.co.zw' });
    expect(await row.textContent()).toContain('Set up');
    await screenshot(admin.page, 'admin-operators-1280');
    await row.locator('button[value="reset"]').click();
    await admin.page.waitForURL(/done=reset/);
    expect(await admin.page.locator('main').textContent()).toContain('sets up a new one at /admin/security/');
    expect(await admin.page.locator('main tr', { hasText: 'support@musika.co.zw' }).textContent()).toContain('None: sets one up at next login');
    expect(await sql("select user_id from operator_totp where user_id = (select id from users where email = 'support@musika.co.zw')")).toEqual([]);
    await admin.close();

    const narrow = await newPage(browser, { width: 360, javaScriptEnabled: false });
    await operatorLogin(narrow.page, 'admin');
    await narrow.page.goto('/admin/operators/?search=support');
    await expect.poll(() => narrow.page.locator('main tbody tr').count()).toBe(1);
    expect(await fitsWidth(narrow.page)).toBe(true);
    await screenshot(narrow.page, 'admin-operators-360');
    await narrow.close();
  }, 240_000);
});
