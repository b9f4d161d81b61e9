import { describe, expect, it } from 'vitest';
import type { CategoryLookup } from '../../schema/rest/product-csv';
import { CATALOGUE_MESSAGES } from '../../schema/rest/vendor-catalogue';
import { planImport, validateRow } from './plan-import';

const lookupCategory: CategoryLookup = (v) => (v === 'kitchenware' ? { id: 3 } : { error: `category: no category has the slug or name "${v}"` });
const row = (n: number, values: Record<string, string> = {}) => ({
  row: n,
  values: { sku: `S${n}`, kind: 'general', name: `Mug ${n}`, category: 'kitchenware', price: '2.50', ...values },
});
const ctx = (over: Partial<Parameters<typeof planImport>[1]> = {}) => ({
  lookupCategory,
  existing: new Map(),
  publishAllowance: Infinity,
  publishLimit: -1,
  ...over,
});

describe('validateRow', () => {
  it('reports an unreadable cell once, not again as a missing field', () => {
    const { errors } = validateRow(row(2, { price: 'abc' }).values, lookupCategory);
    expect(errors).toEqual([{ column: 'price', message: 'price must be an amount in US dollars, like 12.50' }]);
  });

  it('names the per-kind fields a published product of that kind needs, by CSV column', () => {
    const { errors } = validateRow(row(2, { kind: 'real_estate' }).values, lookupCategory);
    expect(errors.map((e) => e.column).sort()).toEqual(['listing_type', 'property_type']);
  });

  it('lets a draft leave them empty', () => {
    expect(validateRow(row(2, { kind: 'real_estate', status: 'draft' }).values, lookupCategory).errors).toEqual([]);
  });
});

describe('planImport', () => {
  it('creates new SKUs and updates the business’s existing ones', () => {
    const plan = planImport([row(2), row(3)], ctx({ existing: new Map([['S3', { id: 77, status: 'publish' }]]) }));
    expect(plan.map((p) => [p.result.outcome, p.existingId, p.result.existing])).toEqual([
      ['created', null, false],
      ['updated', 77, true],
    ]);
  });

  it('flags the later row of a SKU used twice', () => {
    const plan = planImport([row(2), { row: 3, values: { ...row(3).values, sku: 'S2' } }], ctx());
    expect(plan[1].result).toMatchObject({ outcome: 'invalid', errors: [{ column: 'sku', message: CATALOGUE_MESSAGES.duplicateSku(2) }] });
  });

  it('counts only new publications against the limit: updates of published products and drafts pass', () => {
    const existing = new Map([
      ['S2', { id: 1, status: 'publish' }],
      ['S3', { id: 2, status: 'draft' }],
    ]);
    const plan = planImport([row(2), row(3), row(4), row(5, { status: 'draft' }), row(6)], ctx({ existing, publishAllowance: 2, publishLimit: 25 }));
    expect(plan.map((p) => p.result.outcome)).toEqual(['updated', 'updated', 'created', 'created', 'over_limit']);
    expect(plan[4].result.errors).toEqual([{ column: 'status', message: CATALOGUE_MESSAGES.overLimit(25) }]);
    expect(plan[4].input).toBeNull();
  });

  it('writes the photos where they were stored, and refuses a row whose photo cannot be used without taking a place', () => {
    const photos = (address: string) =>
      address.includes('bad') ? { error: 'The address could not be reached' } : { url: `/stored/${address.length}` };
    const rows = [
      row(2, { images: 'https://a.example/good.png' }),
      row(3, { images: 'https://a.example/good.png|https://a.example/bad.png' }),
      row(4),
    ];
    const plan = planImport(rows, ctx({ photos, publishAllowance: 2, publishLimit: 2 }));
    expect(plan.map((p) => p.result.outcome)).toEqual(['created', 'invalid', 'created']);
    expect(plan[0].input?.images).toEqual(['/stored/26']);
    expect(plan[1].result.errors).toEqual([{ column: 'images', message: 'Photo 2 (https://a.example/bad.png): The address could not be reached' }]);
    expect(plan[1].input).toBeNull();
  });
});
