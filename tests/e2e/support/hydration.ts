/**
 * The page's modules load only after the window's load event (`<Scripts afterLoad>` in app/root.tsx), so a
 * navigation that resolves on "load" hands a test a page that React has not taken over yet: its links and forms
 * work (as without JavaScript), but a click meant for a hydrated control could land before React does. After
 * every document navigation a test waits for, these wrappers also wait for `<html data-hydrated>`.
 */
import type { Page } from 'playwright-core';
import { HYDRATED_ATTRIBUTE } from '../../../app/lib/hydrated-marker';

const HYDRATION_TIMEOUT_MS = 15_000;

/** Waits for React when the document is one of our Remix pages; anything else (JSON, an image) is left alone. */
export async function waitForHydration(page: Page): Promise<void> {
  const isRemixPage = await page.evaluate(() => 'remixContext' in window || '__remixContext' in window).catch(() => false);
  if (!isRemixPage) return;
  await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]`, { state: 'attached', timeout: HYDRATION_TIMEOUT_MS });
}

const WAITS_FOR_LOAD = (waitUntil: string | undefined) => waitUntil !== 'commit' && waitUntil !== 'domcontentloaded';

export function waitForHydrationAfterNavigations(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (WAITS_FOR_LOAD(options?.waitUntil)) await waitForHydration(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (WAITS_FOR_LOAD(options?.waitUntil)) await waitForHydration(page);
    return response;
  };
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options);
    if (WAITS_FOR_LOAD(options?.waitUntil)) await waitForHydration(page);
  };
  const waitForLoadState = page.waitForLoadState.bind(page);
  page.waitForLoadState = async (state, options) => {
    await waitForLoadState(state, options);
    if (state === undefined || state === 'load' || state === 'networkidle') await waitForHydration(page);
  };
}
