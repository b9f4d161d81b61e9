/**
 * axe-core (WCAG 2.2 A and AA rules) on the main pages at 360 px, as a shopper and as a vendor meets them: any
 * violation fails, so the count stays at zero (issue 31). axe runs inside the page after hydration; it is put
 * there through the DevTools protocol, which the pages' Content-Security-Policy does not govern.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { sql } from './support/d1';
import { login } from './support/session';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Each violation as one line: rule, impact, and the first elements it found. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations;
  }, WCAG_TAGS);
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

/** The violations of each page that has any, by path. */
async function violationsOn(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    const list = await violations(page);
    if (list.length) found[path] = list;
  }
  return found;
}

describe('WCAG 2.2 A/AA (axe) on the main pages at 360 px', () => {
  let browser: Browser;
  let paths: { product: string; storefront: string };
  beforeAll(async () => {
    browser = await launchBrowser();
    const [p] = await sql<{ slug: string; store: string }>(
      "SELECT p.slug, b.slug AS store FROM products p JOIN businesses b ON b.id = p.business_id WHERE p.status = 'publish' AND p.kind = 'general' ORDER BY p.id LIMIT 1",
    );
    paths = { product: `/product/${p.slug}/`, storefront: `/vendor/${p.store}` };
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a shopper’s pages have no violation', async () => {
    const tab = await newPage(browser, { width: 360, overlays: true });
    const shopperPages = [
      '/',
      '/search?term=phone',
      '/motor-vehicles/',
      paths.product,
      paths.storefront,
      '/vendors',
      '/cart',
      '/login/',
      '/register/',
      '/how-to-sell/',
      '/order-tracking',
      '/developers/',
      '/developers/reference/Order/',
      '/developers/explorer/',
    ];
    expect(await violationsOn(tab.page, shopperPages)).toEqual({});
    await tab.close();
  }, 180_000);

  it('a vendor’s pages have no violation', async () => {
    const tab = await newPage(browser, { width: 360 });
    await login(tab.page, 'vendor@musika.co.zw', 'Vendor#2026!');
    const vendorPages = ['/account', '/dashboard/', '/dashboard/orders/', '/dashboard/all-sell-items', '/dashboard/settings/business-information/'];
    expect(await violationsOn(tab.page, vendorPages)).toEqual({});
    await tab.close();
  }, 180_000);
});
