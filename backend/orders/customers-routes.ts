/**
 * GET /business/customers (schema/rest/customers.ts): the people who bought from one business, from its orders.
 * Only a runner of bID gets an answer, and only that business's orders are read.
 */
import * as contract from '../../schema/rest/customers';
import { requireBusinessRunner } from '../businesses/business-access-queries';
import { CUSTOMER_DEPTH, listCustomers } from './customers-queries';
import { paging } from '../catalogue/product-summary-queries';
import { mount, type BackendApp } from '../http';

export function registerCustomerRoutes(app: BackendApp): void {
  mount(app, contract.listCustomers, async ({ db, query, c }) => {
    await requireBusinessRunner(c, db, query.bID);
    const { load, total, countedNewest } = await listCustomers(db, query.bID, {
      term: query.term || undefined,
      page: query.page,
      perPage: query.per_page,
      cap: contract.MAX_EXPORT_ROWS,
    });
    const all = query.per_page === -1;
    const perPage = all ? contract.MAX_EXPORT_ROWS : query.per_page;
    const pageInfo = paging(all ? 1 : query.page, perPage, total);
    // Pages stop at CUSTOMER_DEPTH (the export's rows): a page further down would walk every customer above it.
    return {
      load,
      pageInfo: {
        ...pageInfo,
        totalPages: Math.min(pageInfo.totalPages, Math.ceil(CUSTOMER_DEPTH / perPage)),
        ...(countedNewest !== undefined ? { countedNewest } : {}),
      },
    };
  });
}
