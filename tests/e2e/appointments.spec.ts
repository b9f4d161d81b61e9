/**
 * Booking a service end to end at 360 px (issue #14 items 3–4): a buyer books the first free slot of a service
 * from its product page, the vendor finds it on the dashboard calendar, opens it and accepts it, and the buyer
 * sees it accepted (and is notified). The service is a fixture written into the e2e server's D1 for the seeded
 * vendor's Eastlea Fashion House (business 2), open 08:00–18:00 in the seed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from './support/d1';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { login, manage } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('appointments', () => {
  it('a buyer books a service slot, the vendor accepts it from the calendar, the buyer sees it accepted', async () => {
    const slug = `e2e-tailoring-fitting-${Date.now().toString(36)}`;
    await sql(
      `insert into products (slug, business_id, category_id, kind, status, name, price_cents, city, lat, lng, rate_cents, rate_unit, service_area, created_at)
       select '${slug}', 2, category_id, 'trades_services', 'publish', 'Tailoring fitting session', 1500, 'Harare', -17.83, 31.07, 1500, 'hour', 'Harare', '${new Date().toISOString()}'
       from products where kind = 'trades_services' limit 1`,
    );
    const buyer = await newPage(browser, { width: 360 });
    const vendor = await newPage(browser, { width: 360 });
    await login(buyer.page, 'buyer@musika.co.zw', 'Buyer#2026!');
    await login(vendor.page, 'vendor@musika.co.zw', 'Vendor#2026!');

    // The buyer: product page → "Book a time" → the first free slot of the first day with one.
    const b = buyer.page;
    await b.goto(`/product/trades-services/${slug}/`);
    await b.click('a:has-text("Book a time")');
    await b.waitForURL(new RegExp(`/product/${slug}/book$`));
    expect(await fitsWidth(b)).toBe(true);
    const slot = b.locator('input[name="startsAt"]:not([disabled])').first();
    const startsAt = await slot.getAttribute('value');
    await slot.check();
    await b.fill('textarea[name="note"]', 'Wedding suit, second fitting');
    await b.click('button:has-text("Request this time")');
    await b.waitForURL(/\/account\/appointments\/respond\/\d+\?booked=1$/);
    const id = /respond\/(\d+)/.exec(b.url())![1];
    expect(await b.locator('[data-testid="booking-status"]').textContent()).toBe('Waiting for the business');
    await screenshot(b, 'appointments-booked-360');

    // The vendor: the calendar's day of the booking, the entry, then Accept.
    const v = vendor.page;
    await v.goto('/dashboard/');
    await manage(v, 'Eastlea Fashion House');
    const day = new Date(Date.parse(startsAt!) + 2 * 3_600_000).toISOString().slice(0, 10);
    await v.goto(`/dashboard/calendar/?view=week&date=${day}`);
    expect(await fitsWidth(v)).toBe(true);
    await screenshot(v, 'appointments-calendar-360');
    await v.click(`a[data-booking="${id}"]`);
    await v.waitForURL(new RegExp(`/dashboard/all-appointments/\\?booking=${id}$`));
    expect(await v.locator(`#booking-${id}`).textContent()).toContain('Wedding suit, second fitting');
    await v.click(`#booking-${id} button:has-text("Accept")`);
    await expect.poll(() => v.locator(`#booking-${id} [data-testid="booking-status"]`).textContent()).toBe('Accepted');
    await v.goto(`/dashboard/calendar/?view=day&date=${day}`);
    expect(await v.locator(`a[data-booking="${id}"]`).textContent()).toContain('Accepted');

    // The buyer sees it accepted, and was notified.
    await b.goto(`/account/appointments/respond/${id}`);
    expect(await b.locator('[data-testid="booking-status"]').textContent()).toBe('Accepted');
    await b.goto('/account/inbox/notifications');
    expect(await b.locator('main').textContent()).toContain('Appointment accepted: Tailoring fitting session');
    expect(buyer.problems()).toEqual([]);
    expect(vendor.problems()).toEqual([]);
    await buyer.close();
    await vendor.close();
  });
});
