/**
 * Delivery set by the store (issue 31): GET /businesses/delivery (public: checkout shows each store's terms) and
 * PUT /business/delivery (the business's runner with 'manage'). Checkout charges by the same terms
 * (backend/orders/checkout.ts).
 */
import * as contract from '../../schema/rest/delivery';
import { requireBusinessRunner } from '../businesses/business-access-queries';
import { clockNow } from '../clock';
import { mount, type BackendApp } from '../http';
import { loadDeliveryTerms, saveDeliveryTerms } from './delivery-queries';

export function registerDeliveryRoutes(app: BackendApp): void {
  mount(app, contract.getDeliveryTerms, async ({ db, query }) => ({ stores: await loadDeliveryTerms(db, query.bIDs) }));

  mount(app, contract.setDeliveryTerms, async ({ db, body, c }) => {
    await requireBusinessRunner(c, db, body.bID, 'manage');
    const { bID, ...terms } = body;
    await saveDeliveryTerms(db, bID, terms, clockNow(c).toISOString());
    const [store] = await loadDeliveryTerms(db, [bID]);
    return { store };
  });
}
