/**
 * A slow connection the test controls: matching requests wait until the test releases them, instead of for a
 * fixed delay that a busy machine can outrun (a "slow" response that arrives before the assertion) or that makes
 * a quiet run wait for nothing.
 */
import type { Page, Route } from 'playwright-core';

export interface HeldRoutes {
  /** Lets every held request through, and every later one at once. */
  release(): Promise<void>;
}

export async function holdRoutes(page: Page, pattern: RegExp): Promise<HeldRoutes> {
  const held: Route[] = [];
  let open = false;
  await page.route(pattern, async (route) => {
    if (open) await route.continue();
    else held.push(route);
  });
  return {
    async release() {
      open = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
