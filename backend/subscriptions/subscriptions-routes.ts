/**
 * Subscriptions (spec §7): the packages vendors can buy, buying one through the payments core, the free trial and
 * the custom package request (POST /notifications). The ads account and billing history use the same payments,
 * so their routes are registered from here too (one place wires issue #11's purposes into the API).
 */
import * as contract from '../../schema/rest/auth';
import * as subscriptions from '../../schema/rest/subscriptions';
import { listPackages } from '../auth/accounts-queries';
import { mount, type BackendApp } from '../http';
import { toPackage } from '../auth/session';
import { requireUser } from '../auth/tokens';
import { requestCustomPackage } from './custom-request';
import { subscribe } from './subscribe';
import { startTrial } from './trial';

export function registerSubscriptionRoutes(app: BackendApp): void {
  // Cheapest first: the order the packages page shows them in.
  mount(app, contract.subscriptionPackages, async ({ db }) => ({ load: (await listPackages(db)).map(toPackage) }));

  mount(app, subscriptions.subscribe, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    return subscribe(c, db, userId, body);
  });

  mount(app, subscriptions.startTrial, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    return { subscription: await startTrial(db, userId, body.packageId) };
  });

  mount(app, subscriptions.customPackageRequest, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    return { received: true as const, message: await requestCustomPackage(db, userId, body) };
  });
}
