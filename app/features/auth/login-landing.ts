/**
 * Where a password login lands (issue 31, item 1). Someone who runs a store (an owner, or staff of one) lands on
 * the dashboard when they did not ask for a page, asked for the account overview, or came from "Sell" (whose page,
 * the packages, is not where a store holder sells); everyone else returns to where they came from, or to their
 * account.
 */
import { safeRedirect } from '~/lib/safe-redirect';
import { href } from '~/routes';

export function loginLanding(redirectTo: string | undefined, runsAStore: boolean): string {
  const asked = safeRedirect(redirectTo, '');
  if (!runsAStore) return asked || href('account');
  const generic = ['', href('account'), href('subscriptions')];
  return generic.includes(asked) ? href('dashboard') : asked;
}
