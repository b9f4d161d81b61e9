/**
 * Staff members end to end (issue #14 item 6): the owner invites the seeded buyer as assistant, the buyer
 * accepts from their account and works the business's orders in the dashboard, is refused the subscriptions
 * page, and once the owner removes them the next page load sends them out of the dashboard. Two browser
 * contexts (owner and buyer) side by side; the buyer's at 360 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { login } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const STAFF = '/dashboard/manage-all-staff-members/';

describe('staff members', () => {
  it('invite, accept, work orders, refused billing, removed: the next page load refuses', async () => {
    const owner = await newPage(browser, { width: 1280 });
    const buyer = await newPage(browser, { width: 360 });
    await login(owner.page, 'vendor@musika.co.zw', 'Vendor#2026!');
    await login(buyer.page, 'buyer@musika.co.zw', 'Buyer#2026!');

    await owner.page.goto(STAFF);
    const businessName = (await owner.page.locator('main p', { hasText: 'People who help run' }).textContent())?.replace(
      /^People who help run (.*?)\. A manager.*$/,
      '$1',
    );
    await owner.page.fill('input[name="contact"]', 'buyer@musika.co.zw');
    await owner.page.check('input[name="role"][value="ASSISTANT"]');
    await owner.page.click('form[aria-labelledby="invite-heading"] button[type="submit"]');
    await owner.page.locator('[role="status"]', { hasText: 'Invitation sent to buyer@musika.co.zw as assistant.' }).waitFor();
    expect(await owner.page.locator('[data-testid="staff-invitation"]', { hasText: 'buyer@musika.co.zw' }).count()).toBe(1);

    await buyer.page.goto('/account/staff-invitations');
    const invitation = buyer.page.locator('[data-testid="staff-invitation"]', { hasText: businessName ?? '' });
    await invitation.locator('button', { hasText: 'Accept' }).click();
    // Accepting opens the business's dashboard; an assistant's lands on the orders.
    await buyer.page.waitForURL('**/dashboard/orders/');
    // With JavaScript the answer is a client-side navigation: the URL changes before the page has rendered.
    await buyer.page.locator('h1', { hasText: 'All orders' }).waitFor();
    expect(await buyer.page.locator('a[href="/dashboard/subscriptions"]').count()).toBe(0);
    await screenshot(buyer.page, 'staff-assistant-orders-360');

    const refused = await buyer.page.goto('/dashboard/subscriptions');
    expect(refused?.status()).toBe(403);
    expect(await buyer.page.locator('h1', { hasText: "You don't have access to this page" }).count()).toBe(1);

    await owner.page.goto(STAFF);
    const member = owner.page.locator('[data-testid="staff-member"]', { hasText: 'buyer@musika.co.zw' });
    await member.locator('button', { hasText: 'Remove' }).click();
    await owner.page.locator('[role="status"]', { hasText: 'their access has ended' }).waitFor();

    await buyer.page.goto('/dashboard/orders/');
    expect(new URL(buyer.page.url()).pathname).toBe('/account');
    expect(owner.problems()).toEqual([]);
    await owner.close();
    await buyer.close();
  });
});
