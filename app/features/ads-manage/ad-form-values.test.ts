import { describe, expect, it } from 'vitest';
import { adInputFrom, formErrorsFrom, newAdValues, readAdForm } from './ad-form-values';
import { centsFrom, percent } from './labels';

describe('the ad form values', () => {
  it('turns dollars into whole cents and refuses what is not an amount', () => {
    expect(centsFrom('2.5')).toBe(250);
    expect(centsFrom(' 0.05 ')).toBe(5);
    expect(centsFrom('1.005')).toBeNull();
    expect(centsFrom('1e5')).toBeNull();
    expect(centsFrom('-1')).toBeNull();
    expect(centsFrom('1; drop table ads')).toBeNull();
  });

  it('an empty product is the whole store (null); an empty city is none', () => {
    const values = { ...newAdValues(new Date('2026-11-24T21:30:00Z')), title: 'T', bid: '1', dailyBudget: '5' };
    expect(values.startsOn).toBe('2026-11-24'); // 23:30 Harare
    expect(values.endsOn).toBe('2026-12-23');
    const parsed = adInputFrom(values);
    expect(parsed).toEqual({ input: expect.objectContaining({ productId: null, city: null, bidCents: 100, dailyBudgetCents: 500 }) });
  });

  it('names the money fields that are not amounts, without calling the API', () => {
    expect(adInputFrom({ ...newAdValues(), bid: 'x', dailyBudget: '' })).toEqual({
      fieldErrors: { bid: 'Enter the bid in dollars, e.g. 1.50', dailyBudget: 'Enter the daily budget in dollars, e.g. 5' },
    });
  });

  it('reads only the known fields, bounded in length', () => {
    const form = new FormData();
    form.set('title', 'x'.repeat(1000));
    form.set('evil', 'y');
    const values = readAdForm(form);
    expect(values.title).toHaveLength(400);
    expect(values).not.toHaveProperty('evil');
  });

  it("puts the API's field errors on the form's fields, the rest on the form", () => {
    expect(formErrorsFrom([{ field: 'bidCents', message: 'bidCents: too low' }], 'x')).toEqual({ fieldErrors: { bid: 'too low' } });
    expect(formErrorsFrom([{ field: null, message: 'Fund your ads account before starting an ad.' }], 'x')).toEqual({
      formError: 'Fund your ads account before starting an ad.',
    });
    expect(formErrorsFrom([], 'Error creating ads')).toEqual({ formError: 'Error creating ads' });
  });

  it('click-through as a percentage', () => {
    expect(percent(0.0123)).toBe('1.23%');
    expect(percent(null)).toBe('—');
  });
});
