/**
 * Package capabilities and limits (spec §3, §4): permissions arrive as the package's capabilities, each
 * prefixed perm_; limits as {name, value} where -1 means unlimited. Pages use these to show an upgrade notice
 * instead of a form the API would refuse.
 */
export type LimitName = 'products' | 'businesses';

/** `capability` without the prefix, e.g. 'bulk_upload'. */
export function capabilityAllows(permissions: readonly string[], capability: string): boolean {
  return permissions.includes(`perm_${capability}`);
}

/** True when `used` has reached the package's limit (a missing limit counts as 0: nothing allowed). */
export function limitReached(limits: readonly { name: string; value: number }[], name: LimitName, used: number): boolean {
  const limit = limits.find((l) => l.name === name)?.value ?? 0;
  return limit !== -1 && used >= limit;
}

/** The words an upgrade notice uses for each capability. */
export const CAPABILITY_LABELS: Record<string, string> = {
  create_products: 'listing products',
  manage_orders: 'managing orders',
  run_ads: 'running ads',
  receive_offers: 'receiving offers',
  bulk_upload: 'bulk upload',
  staff: 'staff accounts',
};
