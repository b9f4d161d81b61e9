/**
 * Seeded USD→ZWG (ZiG) rates (issue #11): two dated rows so the history has a change in it, both in force
 * before the first seeded order (2026-01). Rates are ZWG per USD in millionths; ZiG traded at about 26.7–27
 * per USD through 2025. The current one, 26.80, turns $12.00 into ZiG 321.60.
 */
const rate = (id, rateMicros, effectiveDate) => ({
  id,
  currency: 'ZWG',
  rateMicros,
  effectiveDate,
  source: 'seed',
  createdAt: `${effectiveDate}T06:00:00.000Z`,
});

export const exchangeRates = [rate(1, 26_750_000, '2025-12-01'), rate(2, 26_800_000, '2026-05-01')];
