/**
 * One order through the real shop, in English: open a product, add it, check out with the given contact and
 * pay on collection; the order's number from the thank-you page. The vendor journeys need an order of their
 * own to work on, so they buy one this way (a logged-in buyer or a guest — the checkout asks a guest's e-mail).
 */
import type { Page } from 'playwright-core';

/** Borrowdale Digital's speaker: the seeded store the vendor journeys log in to. */
export const SPEAKER = '/product/jbl-flip-6-bluetooth-speaker-48/';

export type Buyer = { name: string; phone: string; address1: string; city: string };

export async function placeOrder(page: Page, buyer: Buyer, product = SPEAKER): Promise<string> {
  await page.goto(product);
  await page.click('form[aria-label="Add to cart"] button[type="submit"]');
  await page.waitForURL(/added=1/);
  await page.goto('/checkout');
  await page.fill('input[name="name"]', buyer.name);
  await page.fill('input[name="phone"]', buyer.phone);
  await page.fill('input[name="address1"]', buyer.address1);
  await page.fill('input[name="city"]', buyer.city);
  const email = page.locator('form[aria-label="Checkout"] input[name="email"]');
  if (await email.count()) await email.fill(`guest.${buyer.phone}.${Date.now()}@example.co.zw`);
  await page.click('form[aria-label="Checkout"] button[type="submit"]');
  await page.waitForURL(/\/thank-you/);
  const number = /MSK-\d+/.exec((await page.locator('main').textContent()) ?? '')?.[0];
  if (!number) throw new Error('no order number on the thank-you page');
  return number;
}
