import { describe, expect, it } from 'vitest';
import { subscribeBody } from '../../schema/rest/subscriptions';
import { addMonths, monthsBetween, packageGrants, planActivation, termTotalCents, type ActivationInput } from './activation';

const business = {
  id: 2,
  capabilities: ['create_products', 'manage_orders', 'run_ads', 'receive_offers'],
  limits: { products: 200, businesses: 2, ads: 10 },
};
const NOW = '2026-11-23T10:00:00.000Z';
const input = (over: Partial<ActivationInput> = {}): ActivationInput => ({
  user: { roles: ['buyer'], canTrial: true },
  pkg: business,
  pending: { startedAt: '2026-11-20T08:00:00.000Z', endsAt: addMonths('2026-11-20T08:00:00.000Z', 3) },
  current: null,
  now: NOW,
  ...over,
});

describe('subscription activation (spec §4)', () => {
  it('subscription activation adds the role vendor if missing', () => {
    expect(planActivation(input()).roles).toEqual(['buyer', 'vendor']);
    // Already a vendor: nothing added twice, other roles kept in order.
    expect(planActivation(input({ user: { roles: ['vendor', 'buyer'], canTrial: false } })).roles).toEqual(['vendor', 'buyer']);
  });

  it('subscription activation sets limits from the package', () => {
    expect(planActivation(input()).limits).toEqual({ products: 200, businesses: 2, ads: 10 });
    expect(packageGrants(null).limits).toEqual({});
  });

  it('subscription activation clears canTrial', () => {
    expect(planActivation(input({ user: { roles: ['vendor'], canTrial: true } })).canTrial).toBe(false);
  });

  it('subscription activation sets permissions as the package capabilities prefixed perm_', () => {
    expect(planActivation(input()).permissions).toEqual(['perm_create_products', 'perm_manage_orders', 'perm_run_ads', 'perm_receive_offers']);
    expect(packageGrants(null).permissions).toEqual([]);
  });

  it('a first subscription runs its term from the moment it is paid', () => {
    const plan = planActivation(input());
    expect(plan).toMatchObject({ mode: 'new', startedAt: NOW, endsAt: '2027-02-23T10:00:00.000Z' });
  });

  it('renewing the active package extends it from the current end', () => {
    const plan = planActivation(input({ current: { packageId: 2, endsAt: '2026-12-05T00:00:00.000Z' } }));
    expect(plan).toMatchObject({ mode: 'extend', endsAt: '2027-03-05T00:00:00.000Z' });
  });

  it('a different package replaces the active one from now', () => {
    const plan = planActivation(input({ current: { packageId: 1, endsAt: '2026-12-05T00:00:00.000Z' } }));
    expect(plan).toMatchObject({ mode: 'replace', startedAt: NOW, endsAt: '2027-02-23T10:00:00.000Z' });
  });

  it('a trial span in days stays a span in days', () => {
    const plan = planActivation(input({ pending: { startedAt: NOW, endsAt: '2026-12-07T10:00:00.000Z' } }));
    expect(plan.endsAt).toBe('2026-12-07T10:00:00.000Z');
  });
});

describe('terms and totals', () => {
  it('the total is the package price per month times the months, with no discount', () => {
    expect(termTotalCents({ priceCents: 1500, months: 1 }, 1)).toBe(1500);
    expect(termTotalCents({ priceCents: 1500, months: 1 }, 12)).toBe(18_000);
    // A quarterly package sells whole quarters only.
    expect(termTotalCents({ priceCents: 4000, months: 3 }, 6)).toBe(8000);
    expect(termTotalCents({ priceCents: 4000, months: 3 }, 1)).toBeNull();
  });

  it('months are calendar months, clamped at the end of a short month', () => {
    expect(addMonths('2027-01-31T12:00:00.000Z', 1)).toBe('2027-02-28T12:00:00.000Z');
    expect(addMonths('2028-01-31T12:00:00.000Z', 1)).toBe('2028-02-29T12:00:00.000Z');
    expect(addMonths('2026-11-23T10:00:00.000Z', 12)).toBe('2027-11-23T10:00:00.000Z');
    for (const start of ['2027-01-31T12:00:00.000Z', '2026-08-31T00:00:00.000Z', '2026-11-23T10:00:00.000Z']) {
      for (const n of [1, 3, 6, 12]) expect(monthsBetween(start, addMonths(start, n))).toBe(n);
    }
  });

  it('subscribe takes total in dollars and months of 1, 3, 6 or 12', () => {
    const ok = subscribeBody.parse({ packageId: '2', paymentMethod: 'ecocash', mobileMoneyNo: '0771111111', total: '45.00', months: '3' });
    expect(ok).toMatchObject({ packageId: 2, total: 4500, months: 3, currency: 'USD' });
    expect(subscribeBody.safeParse({ packageId: 2, paymentMethod: 'ecocash', mobileMoneyNo: '0771111111', total: 30, months: 2 }).success).toBe(
      false,
    );
    expect(subscribeBody.safeParse({ packageId: 2, paymentMethod: 'ecocash', mobileMoneyNo: '0771111111', total: 45.001, months: 3 }).success).toBe(
      false,
    );
  });

  it('an express payment needs a Zimbabwean mobile money number; a web payment does not', () => {
    const missing = subscribeBody.safeParse({ packageId: 2, paymentMethod: 'onemoney', total: 15, months: 1 });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({ path: ['mobileMoneyNo'], message: 'Enter the mobile money number to pay from' });
    expect(subscribeBody.safeParse({ packageId: 2, paymentMethod: 'ecocash', mobileMoneyNo: '12345', total: 15, months: 1 }).success).toBe(false);
    expect(subscribeBody.safeParse({ packageId: 2, paymentMethod: 'web', total: 15, months: 1 }).success).toBe(true);
  });
});
