import { describe, expect, it } from 'vitest';
import { columnOfIssue, csvRowToInput, CSV_TEMPLATE_ROWS, type CategoryLookup } from './product-csv';
import { productInput } from './product-input';

const categories: CategoryLookup = (v) =>
  v.toLowerCase() === 'cars' || v === 'mens-clothing' ? { id: 7 } : { error: `category: no category "${v}"` };

describe('csvRowToInput (CSV row → product input)', () => {
  it('reads dollars as cents, whole numbers, lists and lower-cases choices', () => {
    const { input, errors } = csvRowToInput(
      {
        sku: 'CAR-1',
        kind: 'Motor_Vehicle',
        name: 'Axio',
        category: 'Cars',
        price: '$9,800',
        sale_price: '9500.5',
        year: '2017',
        mileage_km: '84,000',
        transmission: 'Automatic',
        images: 'https://x.test/a.jpg| /images/b.jpg |',
      },
      categories,
    );
    expect(errors).toEqual([]);
    expect(input).toMatchObject({
      sku: 'CAR-1',
      kind: 'motor_vehicle',
      categoryId: 7,
      priceCents: 980000,
      salePriceCents: 950050,
      year: 2017,
      mileageKm: 84000,
      transmission: 'automatic',
      images: ['https://x.test/a.jpg', '/images/b.jpg'],
    });
  });

  it('reads sizes and colours as size:colour:stock[:price]', () => {
    const { input, errors } = csvRowToInput({ sku: 'T1', variations: 'M:Navy:10|XL:Black:4:13.50' }, categories);
    expect(errors).toEqual([]);
    expect(input.variations).toEqual([
      { size: 'M', colour: 'Navy', stockQuantity: 10, priceCents: null },
      { size: 'XL', colour: 'Black', stockQuantity: 4, priceCents: 1350 },
    ]);
  });

  it('names the column of every cell it cannot read', () => {
    const { errors } = csvRowToInput(
      { sku: 'X', category: 'nowhere', price: 'ten dollars', stock: '3.5', lat: 'north', variations: 'M-Navy' },
      categories,
    );
    expect(errors.map((e) => e.column)).toEqual(['category', 'price', 'stock', 'variations', 'lat']);
    expect(errors[1].message).toBe('price must be an amount in US dollars, like 12.50');
  });

  it('requires a SKU, since a re-upload updates by it', () => {
    expect(csvRowToInput({ name: 'x' }, categories).errors).toEqual([{ column: 'sku', message: expect.stringContaining('sku is required') }]);
  });

  it('maps product-input errors back to CSV columns', () => {
    expect(columnOfIssue(['priceCents'])).toBe('price');
    expect(columnOfIssue(['salePriceCents'])).toBe('sale_price');
    expect(columnOfIssue(['variations', 0, 'size'])).toBe('variations');
    expect(columnOfIssue(['categoryId'])).toBe('category');
  });

  it('turns the template rows into valid product inputs', () => {
    for (const row of CSV_TEMPLATE_ROWS) {
      const { input, errors } = csvRowToInput(row as Record<string, string>, categories);
      expect(errors).toEqual([]);
      const parsed = productInput.safeParse(input);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    }
  });
});
