/**
 * Writes that notify other people are rate limited per user (10 a minute, then 429 with Retry-After): posting
 * buyer requests, answering them, making offers and answering offers. Failed attempts count too.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import { call, clearRateLimits } from './support/accounts';
import { newBuyer, vendorToken } from './support/offers';

beforeEach(clearRateLimits);

const TEST_TIMEOUT = 60_000;

const REQUEST = { title: 'Second-hand fridge', description: 'A working fridge, any brand, delivered in Harare.', categoryId: 10, city: 'Harare' };

/** Makes `attempt` 10 times (each must not be a 429), then expects the 11th to be limited. */
async function expectLimitedAfterTen(attempt: () => Promise<{ status: number; headers: Headers; json: any }>) {
  for (let i = 0; i < 10; i++) expect((await attempt()).status, `attempt ${i + 1}`).not.toBe(429);
  const limited = await attempt();
  expect(limited.status).toBe(429);
  expect(limited.json.message).toBe(AUTH_MESSAGES.rateLimited);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('rate limits on writes that notify people', { timeout: TEST_TIMEOUT }, () => {
  it('posting buyer requests: 10 a minute per user, and another user is not affected', async () => {
    const [flooder, other] = [await newBuyer('Flood'), await newBuyer('Other')];
    await expectLimitedAfterTen(() => call('POST', '/buyer-requests', { token: flooder.token, body: REQUEST }));
    expect((await call('POST', '/buyer-requests', { token: other.token, body: REQUEST })).status).toBe(201);
  });

  it('answering buyer requests: 10 a minute per user', async () => {
    const vendor = await vendorToken();
    await expectLimitedAfterTen(() =>
      call('POST', '/buyer-requests/create-response', { token: vendor, body: { requestId: 999_999, bID: 4, message: 'We have one in stock.' } }),
    );
  });

  it('making and answering offers: 10 a minute per user, counted together', async () => {
    const buyer = await newBuyer('Haggler');
    let n = 0;
    await expectLimitedAfterTen(() =>
      ++n % 2
        ? call('POST', '/offers', { token: buyer.token, body: { offer: { productId: 999_999, amount: 100 } } })
        : call('POST', '/offers/response', { token: buyer.token, body: { offerId: 999_999, status: 'withdrawn', role: 'buyer' } }),
    );
  });
});
