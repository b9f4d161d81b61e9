/**
 * Offers answered as the store by its staff (issue #14 item 6): offers are the business's inbox, which every staff
 * role works, until the member is removed; people who do not run the business still read them as unknown.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { call, clearRateLimits } from './support/accounts';
import { getOffer, offerOk, productsOf, respond, subscribedToken } from './support/offers';
import { buyerToken, clearStaff, enterpriseToken, hire, removeMember, shops, vendorToken } from './support/staff';

beforeEach(async () => {
  await clearRateLimits();
  await clearStaff();
});

describe('offers to a business with staff', () => {
  it('an assistant lists and counters the store’s offers; once removed, the offer reads as unknown', async () => {
    const [owner, buyer, customer, stranger, { own }] = await Promise.all([
      vendorToken(),
      buyerToken(),
      enterpriseToken(),
      subscribedToken(),
      shops(),
    ]);
    const product = (await productsOf({ owner: 20 }, 50)).find((p) => p.business_id === own);
    expect(product).toBeDefined();
    const { offer } = await offerOk(customer, { productId: product!.id, amount: 1_000 });
    const memberID = await hire(owner, buyer, own, 'assistant');

    const listed = await call('GET', `/offers?role=seller&bID=${own}`, { token: buyer });
    expect(listed.status, listed.json.message).toBe(200);
    expect(listed.json.data.load.map((o: { id: number }) => o.id)).toContain(offer.id);
    const countered = await respond(buyer, { offerId: offer.id, status: 'countered', counterOffer: 1_200, role: 'seller' });
    expect(countered.status, countered.json.message).toBe(200);

    expect((await getOffer(stranger, offer.id)).status).toBe(404);
    await removeMember(owner, { bID: own, memberID });
    expect((await getOffer(buyer, offer.id)).status).toBe(404);
    expect((await call('GET', `/offers?role=seller&bID=${own}`, { token: buyer })).status).toBe(404);
  });
});
