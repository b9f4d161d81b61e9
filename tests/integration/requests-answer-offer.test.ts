/**
 * A buyer turns a store's answer to their request into an offer in one click (the request page's action), and
 * the store picks the product it answers with from its own (GraphQL viewer.businesses.products).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, clearRateLimits } from './support/accounts';
import { buyerToken, vendorToken } from './support/offers';
import { gql } from './support/http';
import { loginAs, visit } from './support/session';

/** vendor@'s stores: Borrowdale Digital (electronics; sells the JBL Flip 6, $120) and Eastlea Fashion House. */
const BORROWDALE = 4;
const EASTLEA = 2;
const JBL = 48;

let buyer: string;
let vendor: string;
beforeAll(async () => {
  await clearRateLimits();
  [buyer, vendor] = [await buyerToken(), await vendorToken()];
}, 30_000);
beforeEach(clearRateLimits);

async function requestWithAnswers() {
  const posted = await call('POST', '/buyer-requests', {
    token: buyer,
    body: {
      title: 'Bluetooth speaker for a party',
      description: 'A loud portable speaker with a good battery, in Harare.',
      categoryId: 4,
      budget: 15_000,
      city: 'Harare',
    },
  });
  const requestId = posted.json.data.request.id as number;
  // One answer per store and request: the product answer from Borrowdale, a plain message from Eastlea.
  const answer = async (body: Record<string, unknown>) =>
    (await call('POST', '/buyer-requests/create-response', { token: vendor, body: { requestId, ...body } })).json.data.response.id as number;
  const withProduct = await answer({ bID: BORROWDALE, message: 'The JBL Flip 6 is loud and lasts 12 hours.', productId: JBL, price: 11_000 });
  const messageOnly = await answer({ bID: EASTLEA, message: 'We can order one in for you next week.' });
  return { requestId, withProduct, messageOnly };
}

const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

describe('turning an answer into an offer', () => {
  it('one click makes an offer on the answer’s product at the quoted price, and opens it', async () => {
    const { requestId, withProduct } = await requestWithAnswers();
    const { jar } = await loginAs('buyer');
    const res = await visit(`/buyer-requests-list/${requestId}`, jar, form({ intent: 'offer', responseId: String(withProduct) }));
    expect(res.status).toBe(302);
    const offerId = /^\/account\/inbox\/offers\/(\d+)$/.exec(res.headers.get('location') ?? '')?.[1];
    expect(offerId).toBeDefined();
    const { json } = await call('GET', `/offer?offerId=${offerId}`, { token: buyer });
    expect(json.data.offer).toMatchObject({ status: 'pending', amountCents: 11_000, quantity: 1, product: { id: JBL } });
    expect(json.data.history[0].message).toContain('Bluetooth speaker for a party');
  });

  it('an answer without a product cannot become an offer, and says why', async () => {
    const { requestId, messageOnly } = await requestWithAnswers();
    const { jar } = await loginAs('buyer');
    const res = await visit(`/buyer-requests-list/${requestId}`, jar, form({ intent: 'offer', responseId: String(messageOnly) }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This answer has no product to make an offer on.');
  });

  it('only the person who posted the request can do it', async () => {
    const { requestId, withProduct } = await requestWithAnswers();
    const { jar } = await loginAs('subscribedVendor');
    const res = await visit(`/buyer-requests-list/${requestId}`, jar, form({ intent: 'offer', responseId: String(withProduct) }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Only the person who posted the request can make an offer from its answers.');
  });

  it('a forged intent or answer id is refused before anything is asked of the API', async () => {
    const { requestId } = await requestWithAnswers();
    const { jar } = await loginAs('buyer');
    const forged: Record<string, string>[] = [{ intent: 'delete' }, { intent: 'offer', responseId: '1 or 1=1' }];
    for (const fields of forged) {
      expect((await visit(`/buyer-requests-list/${requestId}`, jar, form(fields))).status).toBe(400);
    }
  });
});

describe("a store's products to answer with", () => {
  async function freshRequest() {
    const posted = await call('POST', '/buyer-requests', {
      token: buyer,
      body: {
        title: 'Speaker for church events',
        description: 'Portable speaker with a long battery life, in Harare.',
        categoryId: 4,
        city: 'Harare',
      },
    });
    return posted.json.data.request.id as number;
  }
  const answerForm = (fields: Record<string, string>) =>
    form({ intent: 'answer', businessId: String(EASTLEA), message: 'This one is loud and lasts all day.', price: '', ...fields });

  it('a chosen product answers as the store that sells it, whatever "answer as" says', async () => {
    const requestId = await freshRequest();
    const { jar } = await loginAs('vendor');
    const res = await visit(`/buyer-requests-list/${requestId}`, jar, answerForm({ product: `${BORROWDALE}:${JBL}` }));
    expect(res.status).toBe(302);
    const { json } = await call('GET', `/buyer-requests/${requestId}`, { token: buyer });
    expect(json.data.responses).toMatchObject([{ business: { bID: BORROWDALE }, product: { id: JBL } }]);
  });

  it("a forged pairing of one store with another store's product is refused by the API", async () => {
    const requestId = await freshRequest();
    const { jar } = await loginAs('vendor');
    const res = await visit(`/buyer-requests-list/${requestId}`, jar, answerForm({ product: `${EASTLEA}:${JBL}` }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('that product is not one of this business&#x27;s published products');
  });

  it("lists each of the viewer's businesses with its own products", async () => {
    const { data } = await gql<{ viewer: { businesses: { id: string; products: { id: string }[] }[] } }>(
      '{ viewer { businesses { id products(limit: 100) { id } } } }',
      {},
      { authorization: `Bearer ${vendor}` },
    );
    const borrowdale = data!.viewer.businesses.find((b) => b.id === String(BORROWDALE));
    expect(borrowdale?.products.map((p) => p.id)).toContain(String(JBL));
    const eastlea = data!.viewer.businesses.find((b) => b.id === String(EASTLEA));
    expect(eastlea?.products.map((p) => p.id)).not.toContain(String(JBL));
  });
});
