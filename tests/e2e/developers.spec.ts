/**
 * Issue 32 §4, /developers/ in Chromium against the running Worker: the guide lists every type of the schema (compared
 * with the SDL), a type page shows each field with its description, the Getting started commands do what they say
 * (the same requests, sent), and the explorer runs `{ categories { name } }` with JavaScript on and off and answers
 * an introspection query that network /graphql still refuses. Screenshots at 360 px and 1280 px.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLNamedType, isEnumType, isInputObjectType, isObjectType, isSpecifiedScalarType } from 'graphql';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { curlCommand, exampleRequest, GETTING_STARTED } from '../../app/features/developers/getting-started';
import { ROOT } from '../../scripts/lib.mjs';
import { launchBrowser, newPage, screenshot } from './support/browser';

const baseURL = inject('baseURL');
const SDL_DIR = join(ROOT, 'schema', 'graphql');
const schema = buildSchema(
  readdirSync(SDL_DIR)
    .filter((name) => name.endsWith('.graphql'))
    .map((name) => readFileSync(join(SDL_DIR, name), 'utf8'))
    .join('\n'),
);
const sdlTypes = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__') && !isSpecifiedScalarType(t));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const text = (page: Page, selector: string) => page.locator(selector).textContent();
/** The document's width: nothing may be wider than the phone (code scrolls inside its own box). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('/developers/', () => {
  it('answers with the guide and lists every type of the schema, each linked to its page', async () => {
    const tab = await newPage(browser, { width: 360 });
    const response = await tab.page.goto('/developers/');
    expect(response?.status()).toBe(200);
    const listed = await tab.page.locator('[data-type-index] a').allTextContents();
    expect([...listed].sort()).toEqual(sdlTypes.map((t) => t.name).sort());
    for (const id of ['getting-started', 'authentication', 'errors', 'limits', 'caching', 'deprecations', 'reference']) {
      expect(await tab.page.locator(`#${id}-title`).count(), id).toBe(1);
    }
    expect(await tab.page.locator('[data-error-code="QUERY_TOO_EXPENSIVE"]').count()).toBe(1);
    expect(await pageWidth(tab.page)).toBeLessThanOrEqual(360);
    await screenshot(tab.page, 'developers-360');
    await tab.page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(tab.page, 'developers-desktop');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('shows each field of a type with its description, and 404 for a type the schema lacks', async () => {
    const tab = await newPage(browser, { width: 360 });
    for (const name of ['CreateOrderInput', 'Order', 'CheckoutPaymentMethod']) {
      await tab.page.goto(`/developers/reference/${name}/`);
      const type = schema.getType(name) as GraphQLNamedType;
      expect(await text(tab.page, '[data-type-description]')).toBe(type.description);
      const members = isObjectType(type) || isInputObjectType(type) ? Object.values(type.getFields()) : isEnumType(type) ? type.getValues() : [];
      expect(members.length).toBeGreaterThan(1);
      for (const member of members) {
        expect(await text(tab.page, `[data-field="${member.name}"]`), `${name}.${member.name}`).toContain(member.description);
      }
    }
    await tab.page.goto('/developers/reference/Order/');
    expect(await pageWidth(tab.page)).toBeLessThanOrEqual(360);
    await screenshot(tab.page, 'developers-reference-360');
    await tab.page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(tab.page, 'developers-reference-desktop');
    // A type name links to its page.
    await tab.page.click('[data-field="items"] a:has-text("OrderItem")');
    await tab.page.waitForURL('**/developers/reference/OrderItem/');
    tab.allowStatus('/developers/reference/NoSuchType/', 404);
    expect((await tab.page.goto('/developers/reference/NoSuchType/'))?.status()).toBe(404);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('prints the Getting started requests as curl commands, and those requests work', async () => {
    const tab = await newPage(browser, { javaScriptEnabled: false });
    await tab.page.goto('/developers/');
    let token = '';
    const answers: Record<string, any> = {};
    for (const example of GETTING_STARTED) {
      expect(await text(tab.page, `pre[data-example="${example.id}"]`)).toBe(curlCommand(example, baseURL));
      const request = exampleRequest(example, baseURL, token);
      const response = await fetch(request.url, {
        method: request.method,
        headers: { ...request.headers, 'cf-connecting-ip': '203.0.113.41' },
        body: request.body,
      });
      expect(response.status, example.id).toBe(200);
      const body = (await response.json()) as { data?: any; errors?: unknown };
      expect(body.errors, example.id).toBeUndefined();
      answers[example.id] = body.data;
      if (example.id === 'login') token = body.data.login.session.token;
    }
    expect(answers.search.search.items.map((p: { id: string }) => p.id)).toContain('133');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(answers['add-to-cart'].addToCart.userErrors).toEqual([]);
    expect(answers.checkout.createOrder.userErrors).toEqual([]);
    expect(answers.checkout.createOrder.orders[0].number).toMatch(/^MSK-\d{5,}$/);
    await tab.close();
  });
});

describe('the explorer', () => {
  /** Runs a query and waits for an answer that holds `expected` (a run starts by clearing the last answer). */
  async function run(page: Page, query: string, expected: string) {
    await page.fill('#explorer-query', query);
    await page.click('form[aria-label="Run a query"] button[type="submit"]');
    await page.locator('[data-explorer-result][data-status="200"]').waitFor();
    await expect.poll(() => text(page, '[data-explorer-result]')).toContain(expected);
    return JSON.parse((await text(page, '[data-explorer-result]')) ?? '');
  }

  it('runs { categories { name } } with JavaScript, posting it to /graphql itself', async () => {
    const tab = await newPage(browser, { width: 360 });
    await tab.page.goto('/developers/explorer/');
    const posted = tab.page.waitForRequest((r) => r.url() === `${baseURL}/graphql` && r.method() === 'POST');
    const answer = await run(tab.page, '{ categories { name } }', '"categories"');
    expect((await posted).postDataJSON()).toMatchObject({ query: '{ categories { name } }' });
    expect(answer.data.categories.length).toBeGreaterThan(5);
    expect(await text(tab.page, '[role="status"]')).toContain('from /graphql');
    expect(await pageWidth(tab.page)).toBeLessThanOrEqual(360);
    await screenshot(tab.page, 'developers-explorer-360');
    const introspected = await run(tab.page, '{ __schema { queryType { name } } }', '"__schema"');
    expect(introspected.data.__schema.queryType.name).toBe('Query');
    await tab.page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(tab.page, 'developers-explorer-desktop');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('runs queries without JavaScript through its form, introspection included, which network /graphql refuses', async () => {
    const tab = await newPage(browser, { javaScriptEnabled: false });
    await tab.page.goto('/developers/explorer/');
    const answer = await run(tab.page, '{ categories { name } }', '"categories"');
    expect(answer.data.categories.length).toBeGreaterThan(5);
    const introspection = '{ __schema { queryType { name } types { name } } }';
    const introspected = await run(tab.page, introspection, '"__schema"');
    expect(introspected.data.__schema.queryType.name).toBe('Query');
    expect(introspected.data.__schema.types.map((t: { name: string }) => t.name)).toContain('CreateOrderInput');
    expect(await tab.page.inputValue('#explorer-query')).toBe(introspection);
    await screenshot(tab.page, 'developers-explorer-no-js');

    const network = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: introspection }),
    });
    const refused = (await network.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    await tab.close();
  });

  it('is linked from the site footer', async () => {
    const tab = await newPage(browser, { javaScriptEnabled: false });
    await tab.page.goto('/');
    await tab.page.click('footer a:has-text("Developers")');
    await tab.page.waitForURL('**/developers/');
    await tab.close();
  });
});
