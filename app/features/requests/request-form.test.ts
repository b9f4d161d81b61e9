/**
 * Copy: the buyer-request form answers in words people understand even when browser validation is bypassed
 * (issue: a raw "Expected number, received nan" under the budget).
 */
import { describe, expect, it } from 'vitest';
import { translator } from '~/lib/i18n/translate.server';
import { budgetCents, fieldErrorsOf, optionalDollars, requestFieldsSchema } from './request-form';
import { requestFormErrors } from './request-form-text.server';

const valid = { title: 'Second-hand fridge', description: 'A working fridge, 200 litres or more', categoryId: '8', budget: '', city: 'Harare' };
/** zod's built-in wording, which must never reach the page. */
const RAW = /Expected|received|Invalid input|Required|Number must|String must|nan/;

function errorsFor(fields: Record<string, unknown>) {
  const parsed = requestFieldsSchema.safeParse(fields);
  expect(parsed.success).toBe(false);
  // The schema's messages are keys: the page shows them in its language (English here).
  return requestFormErrors(translator('en'), fieldErrorsOf(parsed.error!));
}

describe('buyer-request form messages are human when browser validation is bypassed', () => {
  it('a budget that is not a number says how to write one', () => {
    expect(errorsFor({ ...valid, budget: 'abc' }).budget).toBe('Enter the budget in US dollars, e.g. 150 or 149.99');
    expect(errorsFor({ ...valid, budget: '1e3' }).budget).toBe('Enter the budget in US dollars, e.g. 150 or 149.99');
    expect(errorsFor({ ...valid, budget: '0' }).budget).toBe('The budget must be more than 0');
    expect(errorsFor({ ...valid, budget: '999999999' }).budget).toBe('That budget is too high');
  });

  it('a category that is missing, not a number or not one of the 14 asks to choose one', () => {
    for (const categoryId of [undefined, '', 'abc', '0', '15', '2.5', '-1']) {
      expect(errorsFor({ ...valid, categoryId }).categoryId, String(categoryId)).toBe('Choose a category');
    }
  });

  it('never shows zod’s own wording, whatever is posted', () => {
    const hostile = [{}, { title: 5, description: [], categoryId: {}, budget: 12, city: null }, { ...valid, city: 'x'.repeat(61) }];
    for (const fields of hostile) {
      for (const message of Object.values(errorsFor(fields))) expect(message).not.toMatch(RAW);
    }
  });

  it('accepts a valid request, with or without a budget', () => {
    expect(requestFieldsSchema.parse(valid)).toMatchObject({ categoryId: 8, budget: undefined });
    const withBudget = requestFieldsSchema.parse({ ...valid, budget: ' 149.99 ' });
    expect(budgetCents(withBudget.budget)).toBe(14999);
  });

  it('the answer price of a store follows the same rules', () => {
    expect(optionalDollars('price').safeParse('ten').error?.issues[0].message).toBe('Enter the price in US dollars, e.g. 150 or 149.99');
    expect(optionalDollars('price').parse('')).toBeUndefined();
  });
});
