import { describe, expect, it } from 'vitest';
import { variantFromPath, variantMatchesKind } from './product-variant';

describe('product detail variants (spec §2)', () => {
  it('reads the variant and the auction status the route sets', () => {
    expect(variantFromPath('/product/maize-meal/')).toEqual({ variant: null, status: null });
    expect(variantFromPath('/product/real-estate/house-1/')).toEqual({ variant: 'real-estate', status: null });
    expect(variantFromPath('/product/auction/lot-7/approved/')).toEqual({ variant: 'auction', status: 'APPROVED' });
    expect(variantFromPath('/product/auction-real-estate/stand-3/rejected/')).toEqual({
      variant: 'auction-real-estate',
      status: 'REJECTED',
    });
  });

  it('matches products to the variant of their kind only', () => {
    expect(variantMatchesKind(null, 'GENERAL')).toBe(true);
    expect(variantMatchesKind(null, 'REAL_ESTATE')).toBe(false);
    expect(variantMatchesKind('real-estate', 'REAL_ESTATE')).toBe(true);
    expect(variantMatchesKind('auction', 'AUCTION_REAL_ESTATE')).toBe(false);
    expect(variantMatchesKind('trades-services', 'TRADES_SERVICES')).toBe(true);
  });
});
