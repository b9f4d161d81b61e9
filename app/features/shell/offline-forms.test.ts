/** What forms do offline, the price the buyer saw, and the offline banner (issue 33 §2). */
import { describe, expect, it } from 'vitest';
import { offlinePlan, seenPriceCents, showConnection } from './offline-forms';

const ORIGIN = 'https://musika.co.zw';

describe('forms offline', () => {
  it('queues add to cart and favourites', () => {
    expect(offlinePlan('post', `${ORIGIN}/cart`, 'add')).toBe('queue');
    expect(offlinePlan('POST', `${ORIGIN}/wishlist/`, 'add')).toBe('queue');
    expect(offlinePlan('post', `${ORIGIN}/wishlist/`, 'remove')).toBe('queue');
  });

  it('says every other form needs the network: cart edits, checkout, search, reviews', () => {
    expect(offlinePlan('post', `${ORIGIN}/cart`, 'update')).toBe('needs-network');
    expect(offlinePlan('post', `${ORIGIN}/checkout`, null)).toBe('needs-network');
    expect(offlinePlan('get', `${ORIGIN}/search`, null)).toBe('needs-network');
    expect(offlinePlan('post', `${ORIGIN}/product/solar/`, 'review')).toBe('needs-network');
  });
});

describe('the price the buyer saw', () => {
  const loaderData = {
    root: { viewer: null },
    'single-product': {
      product: { id: '50', price: { amountCents: 11500 }, variations: [{ id: '7', price: { amountCents: 12500 } }] },
    },
  };

  it('is the product’s, or the chosen option’s', () => {
    expect(seenPriceCents(loaderData, '50', '0')).toBe(11500);
    expect(seenPriceCents(loaderData, '50', '7')).toBe(12500);
  });

  it('is unknown for a product the page does not show', () => {
    expect(seenPriceCents(loaderData, '51', '0')).toBeNull();
    expect(seenPriceCents(undefined, '50', '0')).toBeNull();
  });
});

describe('the offline banner', () => {
  it('is on while the connection is down and off when it returns', () => {
    const root = { dataset: {} as DOMStringMap };
    showConnection(root, false);
    expect(root.dataset.connection).toBe('offline');
    showConnection(root, true);
    expect(root.dataset.connection).toBeUndefined();
  });
});
