/**
 * USD→ZWG (ZiG) arithmetic shared by the backend (payments) and the app (prices shown in both currencies).
 * No zod here: the browser bundle imports it.
 */

/** ZWG per USD in millionths → ZWG per USD (26_800_000 → 26.8; exact, micros have 6 decimals at most). */
export function rateFromMicros(rateMicros: number): number {
  return rateMicros / 1_000_000;
}

/**
 * USD cents → ZWG cents at rateMicros (ZWG per USD × 1e6), rounded half up. BigInt integer arithmetic, so no
 * float error can move a cent: usdCents × rateMicros / 1e6, and a remainder of half a cent or more rounds up.
 */
export function toZwgCents(usdCents: number, rateMicros: number): number {
  if (!Number.isSafeInteger(usdCents) || !Number.isSafeInteger(rateMicros) || rateMicros <= 0) {
    throw new RangeError('toZwgCents needs integer cents and a positive integer rate');
  }
  const million = BigInt(1_000_000);
  const product = BigInt(usdCents) * BigInt(rateMicros);
  // Floor division also for negatives (a refund), so "half up" means toward +∞ on both sides of zero.
  const negative = product < BigInt(0);
  const floored = negative ? -((-product + million - BigInt(1)) / million) : product / million;
  const remainder = product - floored * million;
  return Number(remainder * BigInt(2) >= million ? floored + BigInt(1) : floored);
}
