import { describe, expect, it } from 'vitest';
import type { CatalogueProduct } from './catalogue-lines-queries';
import { removalReason } from './catalogue-lines-queries';

function product(fields: { purchasable?: boolean; stock?: number | null; variations?: [number, number | null][] } = {}): CatalogueProduct {
  return {
    purchasable: fields.purchasable ?? true,
    unavailableReason: null,
    ownerId: 3,
    row: { stockQuantity: fields.stock ?? null, businessId: 7, name: 'Maize Meal 10kg' } as CatalogueProduct['row'],
    summary: {} as CatalogueProduct['summary'],
    variations: new Map(
      (fields.variations ?? []).map(([id, stockQuantity]) => [id, { id, name: `V${id}`, attributes: {}, priceCents: 100, stockQuantity }]),
    ),
  };
}

describe('which cart lines leave the cart', () => {
  it('keeps a purchasable product in stock, or one without stock tracking', () => {
    expect(removalReason(product({ stock: 3 }), 0)).toBeNull();
    expect(removalReason(product({ stock: null }), 0)).toBeNull();
  });

  it('drops an unknown, unpublished or auction product as unavailable', () => {
    expect(removalReason(undefined, 0)).toBe('unavailable');
    expect(removalReason(product({ purchasable: false }), 0)).toBe('unavailable');
  });

  it('drops a sold-out product, and a sold-out variation (its own stock, else the product’s)', () => {
    expect(removalReason(product({ stock: 0 }), 0)).toBe('out_of_stock');
    expect(removalReason(product({ stock: 5, variations: [[11, 0]] }), 11)).toBe('out_of_stock');
    expect(removalReason(product({ stock: 0, variations: [[11, null]] }), 11)).toBe('out_of_stock');
    expect(removalReason(product({ stock: 0, variations: [[11, 4]] }), 11)).toBeNull();
  });

  it('drops a line whose variation went away, or that lacks one the product now needs', () => {
    expect(removalReason(product({ variations: [[11, 4]] }), 12)).toBe('unavailable');
    expect(removalReason(product({ variations: [[11, 4]] }), 0)).toBe('unavailable');
  });
});
