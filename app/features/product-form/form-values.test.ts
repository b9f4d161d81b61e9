/** The product form's draft: typed values → API input, errors by field, photo ordering, steps. */
import { describe, expect, it } from 'vitest';
import { emptyValues, postedValues, toInput } from './form-values';
import { reorderPhotos } from './product-form.server';
import { firstStepWithError, stepOf } from './steps';

const typed = (overrides: Record<string, string> = {}) => ({
  ...emptyValues('general'),
  name: 'Solar lantern',
  categoryId: '12',
  priceCents: '12.50',
  ...overrides,
});

describe('product form values', () => {
  it('money typed in dollars is sent in cents', () => {
    const r = toInput(typed({ salePriceCents: '9.99' }), 'publish');
    expect(r.input).toMatchObject({ kind: 'GENERAL', categoryId: '12', priceCents: 1250, salePriceCents: 999, status: 'PUBLISH' });
  });
  it('an amount that is not dollars is refused beside its field, with how to write it', () => {
    expect(toInput(typed({ priceCents: 'twelve' }), 'publish').errors).toEqual({ priceCents: 'Enter an amount in US dollars, e.g. 12.50' });
  });
  it('the API rules come back in words beside each field, all at once', () => {
    const r = toInput(typed({ priceCents: '', categoryId: '' }), 'publish');
    expect(r.errors).toEqual({ priceCents: 'Enter the price', categoryId: 'Choose a category' });
  });
  it('a sale price not below the price is refused on the sale price', () => {
    expect(toInput(typed({ salePriceCents: '12.50' }), 'publish').errors).toEqual({ salePriceCents: 'The sale price must be lower than the price' });
  });
  it('a draft may leave the price empty', () => {
    expect(toInput(typed({ priceCents: '' }), 'draft').input).toMatchObject({ status: 'DRAFT' });
  });
  it('an auction end typed in Harare time is sent with its offset', () => {
    const r = toInput({ ...typed({ auctionStartCents: '50', auctionEndsAt: '2099-05-01T14:00' }), kind: 'auction' }, 'publish');
    expect(r.input?.auctionEndsAt).toBe('2099-05-01T14:00:00+02:00');
  });
  it('posted sizes keep their rows; an empty row is no size', () => {
    const form = new FormData();
    form.set('kind', 'hat');
    form.set('name', 'Bucket hat');
    for (const [i, row] of [
      ['M', 'Navy', '', '3'],
      ['', '', '', ''],
    ].entries()) {
      form.set(`variations.${i}.size`, row[0]);
      form.set(`variations.${i}.colour`, row[1]);
      form.set(`variations.${i}.priceCents`, row[2]);
      form.set(`variations.${i}.stockQuantity`, row[3]);
    }
    form.append('images', '/a.jpg');
    form.append('images', '/b.jpg');
    const v = postedValues(form);
    expect(v.kind).toBe('hat');
    expect(v.variations).toEqual([{ size: 'M', colour: 'Navy', priceCents: '', stockQuantity: '3' }]);
    expect(v.images).toEqual(['/a.jpg', '/b.jpg']);
  });
});

describe('several photos with one main photo and an order', () => {
  const photos = ['/1.jpg', '/2.jpg', '/3.jpg'];
  it.each([
    ['photo-main-2', ['/3.jpg', '/1.jpg', '/2.jpg']],
    ['photo-up-1', ['/2.jpg', '/1.jpg', '/3.jpg']],
    ['photo-down-0', ['/2.jpg', '/1.jpg', '/3.jpg']],
    ['photo-remove-1', ['/1.jpg', '/3.jpg']],
    ['photo-remove-9', photos],
    ['next', photos],
  ])('%s', (intent, expected) => expect(reorderPhotos(photos, intent)).toEqual(expected));
});

describe('numbered steps', () => {
  it('each field belongs to its step, and a refusal opens the first step in error', () => {
    expect([stepOf('name'), stepOf('make'), stepOf('variations.1.size'), stepOf('images.0'), stepOf('salePriceCents')]).toEqual([1, 2, 2, 3, 4]);
    expect(firstStepWithError({ salePriceCents: 'x', make: 'y' })).toBe(2);
  });
});
