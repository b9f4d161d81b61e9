/**
 * Feedback overlays (issue #13, spec §2 overlays 2–4 and 6) in Chromium at 360 px: the support widget's form
 * with each validation message first, then success and the reset 3 s later; Live Chat; the new-version notice
 * bar hiding on scroll and closing for good; the opt-out modal; the feature rating on search results; and the
 * same feedback form as a plain page without JavaScript.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { join } from 'node:path';
import { SCREENSHOT_DIR, launchBrowser, newPage, type TrackedPage } from './support/browser';

/** What the visitor sees (the viewport, not the whole page): overlays are fixed to it. */
async function screenshot(page: TrackedPage['page'], name: string) {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

const THANKS = 'Thank you for your feedback!';

/** The cookie banner (another overlay, tested in shell-overlays.spec.ts) is answered before the visit. */
async function answerCookieBanner(tab: TrackedPage) {
  await tab.context.addCookies([{ name: 'cookie_consent', value: 'denied', url: inject('baseURL') }]);
}

/** Opens a page and waits until React has hydrated it (the notice bar only appears after hydration). */
async function openHydrated(tab: TrackedPage, path: string) {
  await answerCookieBanner(tab);
  await tab.page.goto(path);
  await tab.page.waitForLoadState('networkidle');
}

async function fillFeedback(form: Locator, values: { name?: string; email?: string; summary?: string; rating?: string }) {
  if (values.name !== undefined) await form.getByLabel('Name').fill(values.name);
  if (values.email !== undefined) await form.getByLabel('Email').fill(values.email);
  if (values.summary !== undefined) await form.getByLabel('Feedback', { exact: true }).fill(values.summary);
  if (values.rating) await form.getByRole('radio', { name: values.rating, exact: true }).check();
}

describe('feedback overlays', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends feedback from the support widget: each validation message first, then success, reset after 3 s', async () => {
    const tab = await newPage(browser, { width: 360 });
    // Refused feedback answers 400 (the form shows why).
    tab.allowStatus('/support/feedback', 400);
    await openHydrated(tab, '/');
    const fab = tab.page.getByRole('link', { name: 'Help: send feedback or chat with us' });
    await fab.click();
    const panel = tab.page.getByRole('dialog', { name: 'Send Feedback' });
    await panel.waitFor();
    const form = panel.getByRole('form', { name: 'Send Feedback' });

    await form.getByRole('button', { name: 'Send feedback' }).click();
    for (const message of ['Name is required', 'Email is required', 'Please select a rating', 'Feedback is required']) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    await fillFeedback(form, { name: 'Tendai Moyo', email: 'tendai@', summary: 'Search is quick on my phone.', rating: 'Good' });
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await form.getByText('Email is invalid', { exact: true }).waitFor();
    await screenshot(tab.page, 'feedback-widget-errors-360');

    await form.getByLabel('Email').fill('tendai@example.co.zw');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await form.getByText(THANKS).waitFor();
    await screenshot(tab.page, 'feedback-widget-sent-360');
    // The success message resets the form after 3 s.
    await form.getByText(THANKS).waitFor({ state: 'detached', timeout: 6000 });
    expect(await form.getByLabel('Name').inputValue()).toBe('');

    await panel.getByRole('tab', { name: 'Live Chat' }).click();
    // The panel's title follows the tab.
    const chat = tab.page.getByRole('dialog', { name: 'Live Chat' });
    await chat.waitFor();
    expect(await chat.getByRole('link', { name: 'Open WhatsApp chat' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/263772003000\?text=/);
    await screenshot(tab.page, 'feedback-widget-chat-360');

    await tab.page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });
    expect(await fab.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('shows the notice bar only within 10 px of the top, above the header without covering it, and closing it is remembered', async () => {
    const tab = await newPage(browser, { width: 360 });
    await openHydrated(tab, '/');
    const bar = tab.page.getByTestId('notice-bar');
    await bar.waitFor();
    await screenshot(tab.page, 'feedback-notice-bar-360');
    // In the page flow above the header: the header's links stay reachable while the bar shows.
    const [barBox, headerBox] = await Promise.all([bar.boundingBox(), tab.page.locator('header').first().boundingBox()]);
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(headerBox!.y + 1);
    await tab.page.evaluate(() => window.scrollTo(0, 11));
    await bar.waitFor({ state: 'hidden' });
    await tab.page.evaluate(() => window.scrollTo(0, 10));
    await bar.waitFor();
    await tab.page.evaluate(() => window.scrollTo(0, 0));

    await bar.getByRole('button', { name: 'Close the notice' }).click();
    // It animates away for 400 ms, then is gone and stays gone on the next visit (hidden before it paints).
    await bar.waitFor({ state: 'detached', timeout: 2000 });
    await tab.page.reload();
    expect(await tab.page.evaluate(() => document.documentElement.hasAttribute('data-notice-dismissed'))).toBe(true);
    await tab.page.waitForLoadState('networkidle');
    await bar.waitFor({ state: 'hidden' });
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('opens the opt-out modal from the notice bar and sends a rating, reasons and a comment', async () => {
    const tab = await newPage(browser, { width: 360 });
    await openHydrated(tab, '/');
    await tab.page.getByTestId('notice-bar').getByRole('link', { name: 'Click here' }).click();
    const modal = tab.page.getByRole('dialog', { name: 'Tell us about the new version' });
    await modal.waitFor();
    await modal.getByRole('radio', { name: 'Average', exact: true }).check();
    await modal.getByLabel('Slow or unresponsive').check();
    await modal.getByLabel('Hard to relearn').check();
    await modal.getByLabel('Comment (optional)').fill('<b>Pages</b> take long on Econet data.');
    await screenshot(tab.page, 'feedback-opt-out-360');
    await modal.getByRole('button', { name: 'Send' }).click();
    await modal.getByText(THANKS).waitFor();
    await modal.getByRole('button', { name: 'Close', exact: true }).first().click();
    await modal.waitFor({ state: 'hidden' });
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('asks for a rating of the search results: a rating is required, thank-you, closes after 2 s, not asked again', async () => {
    const tab = await newPage(browser, { width: 360 });
    await openHydrated(tab, '/search?term=a');
    const popover = tab.page.getByTestId('feature-rating');
    await popover.waitFor();
    await popover.getByRole('button', { name: 'Send rating' }).click();
    await popover.getByText('Please select a rating', { exact: true }).waitFor();
    await popover.getByRole('radio', { name: 'Excellent', exact: true }).check();
    await popover.scrollIntoViewIfNeeded();
    await screenshot(tab.page, 'feedback-feature-rating-360');
    await popover.getByRole('button', { name: 'Send rating' }).click();
    await popover.getByText(THANKS).waitFor();
    await popover.waitFor({ state: 'detached', timeout: 5000 });
    await tab.page.reload();
    await tab.page.waitForLoadState('networkidle');
    expect(await popover.count()).toBe(0);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('sends the feedback form without JavaScript: the button is a link to the page, the form a plain post', async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled: false });
    tab.allowStatus('/support/feedback', 400);
    await answerCookieBanner(tab);
    await tab.page.goto('/');
    // The notice bar is in the server HTML: without JavaScript its 'Click here' leads to the feedback page.
    expect(await tab.page.getByTestId('notice-bar').getByRole('link', { name: 'Click here' }).getAttribute('href')).toBe('/support/feedback');
    await tab.page.getByRole('link', { name: 'Help: send feedback or chat with us' }).click();
    await tab.page.waitForURL('**/support/feedback');
    const form = tab.page.getByRole('form', { name: 'Send Feedback' });
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await form.getByText('Name is required', { exact: true }).waitFor();
    await form.getByText('Please select a rating', { exact: true }).waitFor();
    await screenshot(tab.page, 'feedback-page-nojs-errors-360');
    await fillFeedback(form, { name: 'Farai Dube', email: 'farai@example.com', summary: 'Please add EcoCash refunds.', rating: 'Poor' });
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await form.getByText(THANKS).waitFor();
    await screenshot(tab.page, 'feedback-page-nojs-sent-360');

    // Without JavaScript the notice bar's × closes it too, back on the same page, and it stays closed.
    await tab.page.goto('/search?term=radio');
    await tab.page.getByTestId('notice-bar').getByRole('button', { name: 'Close the notice' }).click();
    await tab.page.waitForURL('**/search?term=radio');
    expect(await tab.page.getByTestId('notice-bar').count()).toBe(0);
    await tab.page.goto('/');
    expect(await tab.page.getByTestId('notice-bar').count()).toBe(0);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
