/** The rules of a product's input (schema/rest/product-input.ts), each test named after the rule. */
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, productInput, RENT_MESSAGE, REQUIRED_TO_PUBLISH } from './product-input';
import { PRODUCT_KINDS } from './shared';

const errorsOf = (raw: unknown) => {
  const r = productInput.safeParse(raw);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const base = { name: 'Bucket hat', categoryId: 12 };
const future = new Date(Date.now() + 30 * 86_400_000).toISOString();

describe('per-kind required fields when publishing', () => {
  it.each([
    ['general', ['priceCents']],
    ['food', ['priceCents']],
    ['real_estate', ['priceCents', 'propertyType', 'listingType']],
    ['auction_real_estate', ['propertyType', 'auctionStartCents', 'auctionEndsAt']],
    ['auction', ['auctionStartCents', 'auctionEndsAt']],
    ['motor_vehicle', ['priceCents', 'make', 'model', 'year']],
    ['hire_item', ['rateCents', 'rateUnit']],
    ['trades_services', ['rateCents', 'rateUnit', 'serviceArea']],
    ['clothing', ['priceCents', 'variations']],
    ['hat', ['priceCents', 'variations']],
  ])('a published %s needs %j, all reported at once by field', (kind, fields) => {
    expect(Object.keys(errorsOf({ ...base, kind })).sort()).toEqual([...fields].sort());
  });

  it('covers every kind', () => {
    expect(Object.keys(REQUIRED_TO_PUBLISH).sort()).toEqual([...PRODUCT_KINDS].sort());
  });

  it('a draft needs only kind, name and category', () => {
    for (const kind of PRODUCT_KINDS) expect(productInput.safeParse({ ...base, kind, status: 'draft' }).success).toBe(true);
    expect(Object.keys(errorsOf({ kind: 'general', status: 'draft' })).sort()).toEqual(['categoryId', 'name']);
  });

  it('a field of the wrong type and a missing field of the kind are both reported', () => {
    expect(errorsOf({ ...base, kind: 'motor_vehicle', priceCents: 100, make: 'Toyota', year: 'new' })).toEqual({
      year: 'year must be a number',
      model: 'model is required',
    });
  });
});

describe('sale price below the price', () => {
  it('a sale price equal to or above the price is refused', () => {
    expect(errorsOf({ ...base, kind: 'general', priceCents: 1000, salePriceCents: 1000 })).toEqual({
      salePriceCents: 'The sale price must be lower than the price',
    });
  });
  it('a lower sale price is kept', () => {
    expect(productInput.parse({ ...base, kind: 'general', priceCents: 1000, salePriceCents: 999 }).salePriceCents).toBe(999);
  });
  it('a hire item on sale is compared with its rate when no price is given', () => {
    expect(errorsOf({ ...base, kind: 'hire_item', rateCents: 500, rateUnit: 'day', salePriceCents: 600 })).toHaveProperty('salePriceCents');
  });
  it('an auction has no sale price', () => {
    expect(errorsOf({ ...base, kind: 'auction', auctionStartCents: 500, auctionEndsAt: future, salePriceCents: 100 })).toEqual({
      salePriceCents: 'An auction has no sale price',
    });
  });
});

describe('kind rules', () => {
  it('an auction must end in the future and its reserve cannot be below the start', () => {
    expect(errorsOf({ ...base, kind: 'auction', auctionStartCents: 500, auctionEndsAt: '2020-01-01' })).toEqual({
      auctionEndsAt: 'auctionEndsAt must be in the future',
    });
    expect(errorsOf({ ...base, kind: 'auction', auctionStartCents: 500, auctionReserveCents: 400, auctionEndsAt: future })).toEqual({
      auctionReserveCents: 'The reserve cannot be lower than the start price',
    });
  });
  it('an auction is priced by its start price; a hire item by its rate', () => {
    expect(productInput.parse({ ...base, kind: 'auction', auctionStartCents: 700, auctionEndsAt: future }).priceCents).toBe(700);
    expect(productInput.parse({ ...base, kind: 'hire_item', rateCents: 3500, rateUnit: 'day' }).rateCents).toBe(3500);
  });
  it('rate units follow the kind: a service may charge per job, a hire item may not', () => {
    expect(productInput.safeParse({ ...base, kind: 'trades_services', rateCents: 100, rateUnit: 'job', serviceArea: 'Harare' }).success).toBe(true);
    expect(errorsOf({ ...base, kind: 'hire_item', rateCents: 100, rateUnit: 'job' })).toEqual({
      rateUnit: 'rateUnit must be one of: hour, day, week',
    });
  });
  it('clothing and hats: each size and colour once, with its own stock; the product stock is their sum', () => {
    const v = [
      { size: 'M', colour: 'Navy', stockQuantity: 2 },
      { size: 'L', colour: 'Navy', stockQuantity: 5 },
    ];
    expect(productInput.parse({ ...base, kind: 'hat', priceCents: 900, variations: v }).stockQuantity).toBe(7);
    expect(errorsOf({ ...base, kind: 'hat', priceCents: 900, variations: [...v, { size: 'm', colour: 'navy', stockQuantity: 1 }] })).toEqual({
      variations: 'Each size and colour may be listed once',
    });
    expect(errorsOf({ ...base, kind: 'hat', priceCents: 900, variations: [{ size: '', colour: 'Red', stockQuantity: -1 }] })).toEqual({
      'variations.0.size': 'size is required',
      'variations.0.stockQuantity': 'stockQuantity must be at least 0',
    });
  });
  it('fields of another kind are dropped', () => {
    const p = productInput.parse({
      ...base,
      kind: 'general',
      priceCents: 100,
      make: 'Toyota',
      bedrooms: 3,
      variations: [{ size: 'M', colour: 'Red', stockQuantity: 1 }],
    });
    expect([p.make, p.bedrooms, p.variations]).toEqual([null, null, []]);
  });
  it('vehicle pick-list: a known make and model are stored in one spelling, any other as typed', () => {
    const car = (make: string, model: string) => {
      const p = productInput.parse({ ...base, kind: 'motor_vehicle', priceCents: 100, make, model, year: 2016 });
      return [p.make, p.model];
    };
    expect(car(' toyota ', 'HILUX')).toEqual(['Toyota', 'Hilux']);
    expect(car('Mercedes', 'c class')).toEqual(['Mercedes-Benz', 'C-Class']);
    expect(car('landrover', 'range rover sport')).toEqual(['Land Rover', 'Range Rover Sport']);
    expect(car('VW', 'Polo Vivo')).toEqual(['Volkswagen', 'Polo Vivo']);
    expect(car('Tata', 'Super Ace')).toEqual(['Tata', 'Super Ace']);
  });
  it('rent period: a rental needs what its price is for to publish (not as a draft); a sale keeps none', () => {
    const house = { ...base, kind: 'real_estate', priceCents: 50_000, propertyType: 'house' };
    expect(errorsOf({ ...house, listingType: 'rent' })).toEqual({ rentPeriod: RENT_MESSAGE });
    expect(errorsOf({ ...house, listingType: 'rent', status: 'draft' })).toEqual({});
    expect(errorsOf({ ...house, listingType: 'rent', rentPeriod: 'year' })).toHaveProperty('rentPeriod');
    expect(productInput.parse({ ...house, listingType: 'rent', rentPeriod: 'month' }).rentPeriod).toBe('month');
    expect(productInput.parse({ ...house, listingType: 'sale', rentPeriod: 'month' }).rentPeriod).toBeNull();
  });
  it('suburb pick-list: a listed suburb is stored in one spelling, any other as typed', () => {
    const house = { ...base, kind: 'real_estate', priceCents: 50_000, propertyType: 'house', listingType: 'sale' };
    expect(productInput.parse({ ...house, suburb: ' mount  pleasant ' }).suburb).toBe('Mount Pleasant');
    expect(productInput.parse({ ...house, suburb: 'Kamfinsa Heights' }).suburb).toBe('Kamfinsa Heights');
    expect(productInput.parse({ ...house, kind: 'general', suburb: 'Avondale' }).suburb).toBeNull();
  });
  it('photos are https or site paths, never javascript: or //host, and at most 10', () => {
    expect(errorsOf({ ...base, kind: 'general', priceCents: 1, images: ['javascript:alert(1)'] })).toHaveProperty('images.0');
    expect(errorsOf({ ...base, kind: 'general', priceCents: 1, images: ['//evil.example/x.jpg'] })).toHaveProperty('images.0');
    expect(errorsOf({ ...base, kind: 'general', priceCents: 1, images: Array.from({ length: 11 }, (_, i) => `/images/${i}.jpg`) })).toEqual({
      images: 'at most 10 photos',
    });
  });
  it('money is whole cents', () => {
    expect(errorsOf({ ...base, kind: 'general', priceCents: 12.5 })).toEqual({ priceCents: 'priceCents must be a whole number of cents' });
  });
});

describe('dollars → cents (money typed in dollars, stored in cents)', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0.29', 29],
    ['$1,200', 120000],
    ['US$ 7.05', 705],
    [' 350 ', 35000],
    ['.5', 50],
  ])('%j → %d', (typed, cents) => expect(dollarsToCents(typed)).toBe(cents));
  it.each(['', 'abc', '12.505', '-5', '1e3', '12,50', '1.2.3'])('refuses %j', (typed) => expect(dollarsToCents(typed)).toBeNull());
  it('cents read back as the dollars a form shows', () => {
    expect([centsToDollars(1250), centsToDollars(35000), centsToDollars(5), centsToDollars(null)]).toEqual(['12.50', '350', '0.05', '']);
  });
});
