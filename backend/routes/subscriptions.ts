/** Subscription packages vendors can buy (spec §7: GET /subscriptions/packages). */
import * as contract from '../../schema/rest/auth';
import { listPackages } from '../db/queries/accounts';
import { mount, type BackendApp } from '../http';
import { toPackage } from '../auth/session';

export function registerSubscriptionRoutes(app: BackendApp): void {
  // Cheapest first: the order the packages page shows them in.
  mount(app, contract.subscriptionPackages, async ({ db }) => ({ load: (await listPackages(db)).map(toPackage) }));
}
