/**
 * The subscription rules as pure functions (spec §4 "Subscription activation"; issue #11 item 5), so each rule
 * has a unit test of its own and the settlement effect (payments/effects/subscription.ts), the trial and the
 * session (auth/session.ts) all apply the same ones.
 *
 * Terms: a package's price is per billing period (`months`, 1 for every seeded package); a term of N months
 * costs price × N / period months, with no discount. A pending subscription row carries its term as the span
 * between started_at and ends_at (the dates it would have if paid now); activation moves that span:
 * - renewal of the package the user already has active: the new term starts where the current one ends
 *   (nothing paid for is lost);
 * - a different package (upgrade or downgrade): it replaces the current one from now (the rest of the old term
 *   is not carried over: packages differ in what they allow, so there is no fair exchange rate between them).
 * Either way the earlier active row is marked expired, so exactly one subscription is active.
 */

export interface PackageTerms {
  priceCents: number;
  /** The package's billing period in months. */
  months: number;
}

/** The total in USD cents for `months` months of a package, or null when the term is not whole periods. */
export function termTotalCents(pkg: PackageTerms, months: number): number | null {
  const period = Math.max(1, pkg.months);
  if (!Number.isInteger(months) || months < 1 || months % period !== 0) return null;
  return (pkg.priceCents * months) / period;
}

/**
 * `iso` plus `months` calendar months, clamped to the last day of a shorter month (31 Jan + 1 month = 28/29 Feb),
 * keeping the time of day. Clamping keeps monthsBetween(x, addMonths(x, n)) === n.
 */
export function addMonths(iso: string, months: number): string {
  const d = new Date(iso);
  const day = d.getUTCDate();
  const target = new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString();
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 86_400_000).toISOString();
}

/** Whole calendar months from `start` to `end` (the inverse of addMonths); at least 0. */
export function monthsBetween(start: string, end: string): number {
  const a = new Date(start);
  const b = new Date(end);
  let n = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  if (addMonths(start, n) > end) n -= 1;
  return Math.max(0, n);
}

export interface PackageGrants {
  permissions: string[];
  limits: Record<string, number>;
}

/** Spec §4/§6: permissions are the package capabilities each prefixed perm_; limits are the package's. */
export function packageGrants(pkg: { capabilities: string[]; limits: Record<string, number> } | null): PackageGrants {
  return {
    permissions: (pkg?.capabilities ?? []).map((capability) => `perm_${capability}`),
    limits: { ...(pkg?.limits ?? {}) },
  };
}

/** Spec §4: adds the role vendor if missing (and keeps every other role, in order). */
export function rolesWithVendor(roles: string[]): string[] {
  return roles.includes('vendor') ? roles : [...roles, 'vendor'];
}

export interface ActivationInput {
  user: { roles: string[]; canTrial: boolean };
  pkg: { id: number; capabilities: string[]; limits: Record<string, number> };
  /** The pending row being paid for: its dates span the term bought. */
  pending: { startedAt: string; endsAt: string };
  /** The user's subscription active at `now`, if any (another row). */
  current: { packageId: number; endsAt: string } | null;
  now: string;
}

export interface Activation extends PackageGrants {
  roles: string[];
  canTrial: false;
  startedAt: string;
  endsAt: string;
  /** 'extend': same package, from the current end; 'replace': from now. */
  mode: 'new' | 'extend' | 'replace';
}

/** What activating a paid subscription does to the account (spec §4), as data. */
export function planActivation(input: ActivationInput): Activation {
  const { user, pkg, pending, current, now } = input;
  const months = monthsBetween(pending.startedAt, pending.endsAt);
  const mode = !current ? 'new' : current.packageId === pkg.id && current.endsAt > now ? 'extend' : 'replace';
  const base = mode === 'extend' ? current!.endsAt : now;
  return {
    roles: rolesWithVendor(user.roles),
    canTrial: false,
    startedAt: now,
    endsAt:
      months > 0
        ? addMonths(base, months)
        : addDays(base, Math.max(1, Math.round((Date.parse(pending.endsAt) - Date.parse(pending.startedAt)) / 86_400_000))),
    mode,
    ...packageGrants(pkg),
  };
}
