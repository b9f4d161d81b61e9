/**
 * API clients end to end (issue 32 §3): a store owner registers a client on /dashboard/api-clients/, reads its id,
 * uses it against /graphql (charged to its budget), revokes it and sees the id refused — once with JavaScript off
 * at 360 px, once with it on at desktop width. An admin's /admin/api-clients/ lists store owners' clients too.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADER, CLIENT_ID_PATTERN } from '../../schema/rest/api-clients';
import { launchBrowser, newPage, screenshot, type TrackedPage } from './support/browser';
import { operatorLogin } from './support/operator-session';
import { login } from './support/session';

const PAGE = '/dashboard/api-clients/';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What /graphql answers a request carrying the id (the page's request context: another application's call). */
async function graphqlWith(page: Page, clientId: string) {
  const answer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', [CLIENT_HEADER]: clientId, cookie: '' },
    data: { query: '{ rateLimit { cost remaining limit } }' },
    failOnStatusCode: false,
  });
  return { status: answer.status(), body: (await answer.json()) as { data?: { rateLimit: { cost: number; remaining: number; limit: number } } } };
}

async function registerAndRevoke(tab: TrackedPage, name: string, shot: string) {
  const { page } = tab;
  await page.goto(PAGE);
  await page.locator('h1', { hasText: 'API clients' }).waitFor();
  await page.fill('input[name="name"]', name);
  await page.fill('input[name="contactEmail"]', 'dev@borrowdale.co.zw');
  await page.click('form[aria-labelledby="register-client-heading"] button[type="submit"]');
  const notice = page.locator('[role="status"]', { hasText: `“${name}” is registered` });
  await notice.waitFor();
  const id = (await notice.locator('code').first().textContent()) ?? '';
  expect(id).toMatch(CLIENT_ID_PATTERN);
  const card = page.locator(`[data-testid="api-client-${id}"]`);
  expect(await card.locator('h3').textContent()).toBe(name);
  await screenshot(page, shot);

  const used = await graphqlWith(page, id);
  expect(used.status).toBe(200);
  expect(used.body.data?.rateLimit.remaining).toBe(used.body.data!.rateLimit.limit - used.body.data!.rateLimit.cost);

  await card.locator('button', { hasText: 'Revoke' }).click();
  await page.locator('[role="status"]', { hasText: `“${name}” is revoked` }).waitFor();
  await page.locator(`[data-testid="api-client-${id}"]`, { hasText: 'Revoked' }).waitFor();
  expect(await page.locator(`[data-testid="api-client-${id}"] button`, { hasText: 'Revoke' }).count()).toBe(0);
  expect((await graphqlWith(page, id)).status).toBe(401);
  return id;
}

describe('a store owner’s API clients', () => {
  it('registers, reads the id, and revokes with JavaScript off at 360 px', async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled: false });
    await login(tab.page, 'vendor@musika.co.zw', 'Vendor#2026!');
    await registerAndRevoke(tab, 'Till app (no JS)', 'api-clients-dashboard-360');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('registers, reads the id, and revokes with JavaScript on at desktop width; an admin sees it', async () => {
    const tab = await newPage(browser, { width: 1280 });
    await login(tab.page, 'vendor@musika.co.zw', 'Vendor#2026!');
    const id = await registerAndRevoke(tab, 'Harare Deals app', 'api-clients-dashboard-desktop');
    expect(tab.problems()).toEqual([]);
    await tab.close();

    for (const width of [360, 1280]) {
      const admin = await newPage(browser, { width });
      await operatorLogin(admin.page, 'admin');
      await admin.page.goto('/admin/api-clients/');
      const card = admin.page.locator(`[data-testid="api-client-${id}"]`);
      expect(await card.textContent()).toContain('by a store owner');
      await screenshot(admin.page, `api-clients-admin-${width === 360 ? '360' : 'desktop'}`);
      expect(admin.problems()).toEqual([]);
      await admin.close();
    }
  });
});
