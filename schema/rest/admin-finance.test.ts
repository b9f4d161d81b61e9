/** Commission as finance types it (issue 29): a percentage with up to two decimals, 0–30, stored as basis points. */
import { describe, expect, it } from 'vitest';
import { formatCommission, parseCommissionBp, setTodaysExchangeRate } from './admin-finance';

describe('parseCommissionBp', () => {
  it.each([
    ['7.5', 750],
    ['7.50', 750],
    ['7,5', 750],
    [' 8.25 % ', 825],
    ['0', 0],
    ['30', 3000],
    ['30.00', 3000],
    ['05', 500],
  ])('reads %j as %i basis points', (text, bp) => {
    expect(parseCommissionBp(text)).toBe(bp);
  });

  it.each([['30.01'], ['31'], ['-1'], ['7.555'], ['7.'], ['.5'], ['1e1'], ['seven'], ['']])('refuses %j', (text) => {
    expect(parseCommissionBp(text)).toBeNull();
  });
});

describe('formatCommission', () => {
  it('writes basis points as finance typed them, trailing zeros dropped', () => {
    expect([750, 1000, 825, 0, 3000, 5].map(formatCommission)).toEqual(['7.5 %', '10 %', '8.25 %', '0 %', '30 %', '0.05 %']);
  });

  it('round-trips every rate it can write', () => {
    for (let bp = 0; bp <= 3000; bp += 1) expect(parseCommissionBp(formatCommission(bp))).toBe(bp);
  });
});

describe('the rate an operator sets', () => {
  it('follows the token PUT’s rule, with one message for anything else', () => {
    expect(setTodaysExchangeRate.body.parse({ rate: '26.95' })).toEqual({ rate: 26_950_000 });
    expect(setTodaysExchangeRate.body.parse({ rate: 27 })).toEqual({ rate: 27_000_000 });
    for (const rate of ['0.99', '1000.000001', 'abc', null, undefined, { x: 1 }]) {
      expect(setTodaysExchangeRate.body.safeParse({ rate }).success, String(rate)).toBe(false);
    }
  });
});
