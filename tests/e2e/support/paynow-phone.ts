/**
 * The payer's phone in the Paynow sandbox. The e2e server scales every scripted delay beyond a run
 * (PAYNOW_SANDBOX_DELAY_SCALE in setup/global-setup.ts), so an express payment stays pending until the journey
 * answers the prompt: a journey asserts "pending" as long as it likes, then answers, and never races a timer.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The payment reference in the page's address (/checkout/payment/MSK-PAY-…, ?payment=MSK-PAY-…). */
export function paymentReferenceIn(page: Page): string {
  const reference = /MSK-PAY-[0-9A-Z]+/.exec(page.url())?.[0];
  if (!reference) throw new Error(`No payment reference in ${page.url()}`);
  return reference;
}

/** Answers the express prompt of the payment the page shows: its test number's scripted outcome, now. */
export async function answerOnPhone(page: Page, reference = paymentReferenceIn(page)): Promise<void> {
  const response = await page.request.post(`/paynow-sandbox/phone/answer?reference=${reference}`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ answered: true });
}
