/**
 * A vendor lists products from a phone (360 px): three kinds with photos through the multi-step form, each seen
 * on the storefront and in search; one edited, one deleted (after the confirm step); and the whole form without
 * JavaScript, including a refused step that keeps what was typed. Names are unique per run (Date.now()).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, type TrackedPage } from './support/browser';
import { login } from './support/session';
import { sql } from './support/d1';

/** Real 1×1 PNGs (two different files: the same photo twice is refused). */
const PNG_A = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PNG_B = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const FORM = 'main form[method="post"][enctype="multipart/form-data"]';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function vendorTab(options: { javaScriptEnabled?: boolean; width?: number } = {}): Promise<TrackedPage> {
  const tab = await newPage(browser, { width: 360, ...options });
  await login(tab.page, 'vendor@musika.co.zw', 'Vendor#2026!');
  return tab;
}

/** Clicks a button of the form by its exact name ("Publish" must not find "5 Review & publish"). */
const press = (page: Page, label: string | RegExp) =>
  page
    .locator(FORM)
    .getByRole('button', { name: label, exact: typeof label === 'string' })
    .first()
    .click();
async function next(page: Page, title: string) {
  await press(page, /^Next/);
  await page.locator(`${FORM} button[aria-current="step"]`, { hasText: title }).waitFor();
}

async function uploadPhotos(page: Page, files: { name: string; buffer: Buffer }[]) {
  await page.setInputFiles(
    `${FORM} input[name="newPhotos"]`,
    files.map((f) => ({ ...f, mimeType: 'image/png' })),
  );
  await press(page, 'Upload');
  await page
    .locator(`${FORM} ol[aria-label="Photos in order"] li`)
    .nth(files.length - 1)
    .waitFor();
}

/** Publishes from the review step and answers the product's slug (from the edit page it lands on). */
async function publish(page: Page): Promise<string> {
  await press(page, 'Publish');
  await page.waitForURL(/\/dashboard\/update-product\/[a-z0-9-]+\/\?saved=publish$/);
  await page.getByText('Published: buyers see it now.').waitFor();
  return /update-product\/([a-z0-9-]+)\//.exec(page.url())![1];
}

async function storefrontPath(page: Page): Promise<string> {
  return (await page.locator('a', { hasText: 'View storefront' }).first().getAttribute('href'))!;
}

/** The product shows on its business's storefront and in search, to a visitor who is not logged in. */
async function seenByBuyers(store: string, name: string) {
  const visitor = await newPage(browser, { width: 360 });
  await visitor.page.goto(store);
  await visitor.page.getByRole('link', { name }).first().waitFor();
  await visitor.page.goto(`/search?term=${encodeURIComponent(name)}`);
  await visitor.page.getByRole('link', { name }).first().waitFor();
  expect(visitor.problems()).toEqual([]);
  await visitor.close();
}

describe('vendor products', () => {
  it('adds a general product with two photos, a motor vehicle and a hire item; each shows on the storefront and in search', async () => {
    const tab = await vendorTab();
    const { page } = tab;
    const stamp = Date.now();

    // General, chosen on "Add product" first.
    await page.goto('/dashboard/add-product/', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /General product/ }).click();
    await page.waitForURL(/add-new-product\/\?kind=general$/);
    const general = `Solar lantern ${stamp}`;
    await page.fill(`${FORM} input[name="name"]`, general);
    await page.selectOption(`${FORM} select[name="categoryId"]`, { label: 'Solar & Power' });
    await next(page, 'Details');
    await next(page, 'Photos');
    await uploadPhotos(page, [
      { name: 'front.png', buffer: PNG_A },
      { name: 'side.png', buffer: PNG_B },
    ]);
    // The second photo becomes the main one.
    await press(page, 'Make main');
    await page.locator(`${FORM} ol[aria-label="Photos in order"] li`).first().getByText('Main photo').waitFor();
    await screenshot(page, 'vendor-products-photos-360');
    await next(page, 'Price & stock');
    await page.fill(`${FORM} input[name="priceCents"]`, '25.00');
    await page.fill(`${FORM} input[name="stockQuantity"]`, '12');
    await next(page, 'Review & publish');
    await screenshot(page, 'vendor-products-review-360');
    await publish(page);
    const store = await storefrontPath(page);
    await seenByBuyers(store, general);

    // A motor vehicle: its own details step.
    await page.goto('/dashboard/add-new-product/?kind=motor_vehicle', { waitUntil: 'networkidle' });
    const car = `Toyota Vitz ${stamp}`;
    await page.fill(`${FORM} input[name="name"]`, car);
    await page.selectOption(`${FORM} select[name="categoryId"]`, { label: 'Cars' });
    await next(page, 'Details');
    // Make and model are pick-lists with "other" (issue 31): the model suggestions follow the make as it is typed.
    const models = page.locator('#vehicle-models option');
    await page.fill(`${FORM} input[name="make"]`, 'nissan');
    await expect.poll(() => models.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toContain('Navara');
    await page.fill(`${FORM} input[name="make"]`, 'toyota');
    await expect.poll(() => models.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toContain('Vitz');
    expect(await page.locator('#vehicle-models option[value="Navara"]').count()).toBe(0);
    expect(await page.locator('#vehicle-makes option[value="Toyota"]').count()).toBe(1);
    await page.fill(`${FORM} input[name="model"]`, 'vitz');
    await page.fill(`${FORM} input[name="year"]`, '2016');
    await page.fill(`${FORM} input[name="mileageKm"]`, '84000');
    await page.selectOption(`${FORM} select[name="transmission"]`, 'automatic');
    await page.selectOption(`${FORM} select[name="fuelType"]`, 'petrol');
    await screenshot(page, 'vendor-products-vehicle-details-360');
    await next(page, 'Photos');
    await uploadPhotos(page, [{ name: 'car.png', buffer: PNG_A }]);
    await next(page, 'Price & stock');
    await page.fill(`${FORM} input[name="priceCents"]`, '7,800');
    await next(page, 'Review & publish');
    await publish(page);
    await seenByBuyers(store, car);
    // Typed in lower case, stored in the list's spelling: the make filter groups it with every other Toyota.
    expect(await sql(`select make, model from products where name = '${car}'`)).toEqual([{ make: 'Toyota', model: 'Vitz' }]);

    // A hire item: the kind comes from the route; priced by its rate.
    await page.goto('/dashboard/add-new-product-hire-item/', { waitUntil: 'networkidle' });
    const tent = `Stretch tent hire ${stamp}`;
    await page.fill(`${FORM} input[name="name"]`, tent);
    await page.selectOption(`${FORM} select[name="categoryId"]`, { label: 'Tent Hire' });
    await next(page, 'Details');
    await page.fill(`${FORM} input[name="rateCents"]`, '120');
    await page.selectOption(`${FORM} select[name="rateUnit"]`, 'day');
    await page.fill(`${FORM} input[name="depositCents"]`, '50');
    await next(page, 'Photos');
    await uploadPhotos(page, [{ name: 'tent.png', buffer: PNG_B }]);
    await next(page, 'Price & stock');
    await next(page, 'Review & publish');
    const tentSlug = await publish(page);
    await seenByBuyers(store, tent);

    // Edit it: a rename keeps the address and shows at once.
    await page.goto(`/dashboard/update-product/${tentSlug}/`, { waitUntil: 'networkidle' });
    const renamed = `Stretch tent 10x15 hire ${stamp}`;
    await page.fill(`${FORM} input[name="name"]`, renamed);
    await press(page, /^5 Review/);
    await page.locator(`${FORM} button[aria-current="step"]`, { hasText: 'Review & publish' }).waitFor();
    await publish(page);
    const visitor = await newPage(browser, { width: 360 });
    await visitor.page.goto(`/product/${tentSlug}/`);
    await visitor.page.getByRole('heading', { name: renamed }).waitFor();
    await visitor.close();

    // Duplicate it: the copy opens as a draft to change what differs; then back to the original.
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.waitForURL(/\/dashboard\/update-product\/[a-z0-9-]+-copy\/\?copied=/);
    await page.getByText(`A copy of ${renamed}, saved as a draft: change what differs, then publish it.`).waitFor();
    await screenshot(page, 'vendor-products-duplicated-360');
    await page.goto(`/dashboard/update-product/${tentSlug}/`);

    // Delete it, after the confirm step.
    await page.getByRole('link', { name: 'Delete' }).click();
    await page.getByText(`Delete ${renamed}? This cannot be undone`).waitFor();
    await screenshot(page, 'vendor-products-delete-confirm-360');
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.waitForURL(/\/dashboard\/all-sell-items/);
    const gone = await newPage(browser, { width: 360 });
    gone.allowStatus(`/product/${tentSlug}/`, 404);
    const answer = await gone.page.goto(`/product/${tentSlug}/`);
    expect(answer?.status()).toBe(404);
    await gone.close();

    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('the whole product form works without JavaScript, and a refused step keeps what was typed', async () => {
    const tab = await vendorTab({ javaScriptEnabled: false });
    const { page } = tab;
    tab.allowStatus('/dashboard/add-new-product', 400);
    const name = `Bucket hat no-JS ${Date.now()}`;
    await page.goto('/dashboard/add-new-product/?kind=hat');
    await page.fill(`${FORM} input[name="name"]`, name);
    await page.selectOption(`${FORM} select[name="categoryId"]`, { label: 'Bucket Hats' });
    await page.fill(`${FORM} textarea[name="description"]`, 'Cotton bucket hat in local prints.');
    await next(page, 'Details');
    await page.fill(`${FORM} input[name="variations.0.size"]`, 'S/M');
    await page.fill(`${FORM} input[name="variations.0.colour"]`, 'Navy');
    await page.fill(`${FORM} input[name="variations.0.stockQuantity"]`, '4');
    await press(page, 'Add another size');
    await page.fill(`${FORM} input[name="variations.1.size"]`, 'L/XL');
    await page.fill(`${FORM} input[name="variations.1.colour"]`, 'Navy');
    await page.fill(`${FORM} input[name="variations.1.stockQuantity"]`, '3');
    await screenshot(page, 'vendor-products-nojs-sizes-360');
    await next(page, 'Photos');
    await uploadPhotos(page, [{ name: 'hat.png', buffer: PNG_A }]);
    await next(page, 'Price & stock');
    // A sale price that is not below the price: refused beside the field, everything typed kept.
    await page.fill(`${FORM} input[name="priceCents"]`, '12.50');
    await page.fill(`${FORM} input[name="salePriceCents"]`, '15');
    await press(page, /^Next/);
    await page.getByText('The sale price must be lower than the price').waitFor();
    expect(await page.locator(`${FORM} button[aria-current="step"]`).textContent()).toContain('Price & stock');
    expect(await page.inputValue(`${FORM} input[name="salePriceCents"]`)).toBe('15');
    expect(await page.inputValue(`${FORM} input[name="priceCents"]`)).toBe('12.50');
    expect(await page.locator(`${FORM} input[name="name"]`).getAttribute('value')).toBe(name);
    await screenshot(page, 'vendor-products-nojs-error-360');
    await page.fill(`${FORM} input[name="salePriceCents"]`, '9.99');
    await next(page, 'Review & publish');
    await page.getByText('S/M Navy, L/XL Navy').waitFor();
    const slug = await publish(page);
    const desktop = await newPage(browser, { width: 1280, javaScriptEnabled: false });
    await desktop.page.goto(`/product/${slug}/`);
    await desktop.page.getByRole('heading', { name }).waitFor();
    await screenshot(desktop.page, 'vendor-products-nojs-product-desktop');
    await desktop.close();
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
