/** The catalogue over GraphQL (sellItems, bulkSellItems, importSellItems): the same rules as REST, as userErrors. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from '../../schema/rest/vendor-catalogue';
import { clearRateLimits } from './support/accounts';
import { gql } from './support/http';
import {
  businessesOf,
  buyerToken,
  ENTERPRISE_ID,
  enterpriseToken,
  foreignBusiness,
  generalRow,
  productById,
  productsIn,
  VENDOR_ID,
  vendorToken,
} from './support/vendor-catalogue';

const TEST_TIMEOUT = 30_000;
let vendor: string;
let buyer: string;
let enterprise: string;
let own: { id: number; slug: string };
let other: { id: number; slug: string };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeEach(clearRateLimits);
beforeAll(async () => {
  await clearRateLimits();
  [vendor, buyer, enterprise] = await Promise.all([vendorToken(), buyerToken(), enterpriseToken()]);
  own = (await businessesOf(VENDOR_ID))[0];
  other = await foreignBusiness();
}, TEST_TIMEOUT);

const LIST = `query($b: ID!, $term: String) { sellItems(businessId: $b, term: $term, perPage: 50) { items { id name status price { amountCents } } pageInfo { total } counts { all draft } } }`;
const BULK = `mutation($input: BulkSellItemsInput!) { bulkSellItems(input: $input) { changedIds keptUnpublishedIds userErrors { message } } }`;
const IMPORT = `mutation($input: ImportSellItemsInput!) { importSellItems(input: $input) { results { row outcome errors { column message } } userErrors { message } } }`;

describe('sellItems', { timeout: TEST_TIMEOUT }, () => {
  it('lists the vendor’s own products, and is null for someone else’s business, a buyer and a visitor', async () => {
    const mine = await gql(LIST, { b: String(own.id) }, bearer(vendor));
    expect(mine.errors).toBeUndefined();
    expect(mine.data.sellItems.pageInfo.total).toBe((await productsIn(own.id)).length);
    for (const [b, headers] of [
      [other.id, bearer(vendor)],
      [own.id, bearer(buyer)],
      [own.id, {}],
      ['1 or 1=1', bearer(vendor)],
    ] as const) {
      const r = await gql(LIST, { b: String(b) }, headers);
      expect(r.data?.sellItems ?? null).toBeNull();
    }
  });
});

describe('bulkSellItems', { timeout: TEST_TIMEOUT }, () => {
  it('unpublishes the vendor’s products; a single foreign id makes it change nothing', async () => {
    const [a, b] = await productsIn(own.id, "and status = 'publish'");
    const [theirs] = await productsIn(other.id, "and status = 'publish'");
    const mixed = await gql(
      BULK,
      { input: { businessId: String(own.id), ids: [String(a.id), String(theirs.id)], action: 'UNPUBLISH' } },
      bearer(vendor),
    );
    expect(mixed.data.bulkSellItems).toEqual({ changedIds: [], keptUnpublishedIds: [], userErrors: [{ message: CATALOGUE_MESSAGES.foreignIds }] });
    expect((await productById(a.id))?.status).toBe('publish');
    expect((await productById(theirs.id))?.status).toBe('publish');

    const ok = await gql(BULK, { input: { businessId: String(own.id), ids: [String(a.id), String(b.id)], action: 'UNPUBLISH' } }, bearer(vendor));
    expect(ok.data.bulkSellItems.changedIds.sort()).toEqual([String(a.id), String(b.id)].sort());
    expect((await productById(b.id))?.status).toBe('draft');
  });

  it('gives a buyer a userError and changes nothing', async () => {
    const [theirs] = await productsIn(other.id, "and status = 'publish'");
    const r = await gql(BULK, { input: { businessId: String(other.id), ids: [String(theirs.id)], action: 'DELETE' } }, bearer(buyer));
    expect(r.data.bulkSellItems.userErrors).toEqual([{ message: 'You do not manage this business' }]);
    expect(await productById(theirs.id)).not.toBeNull();
  });
});

describe('importSellItems', { timeout: TEST_TIMEOUT }, () => {
  it('previews rows for the enterprise vendor and refuses the Business-package vendor', async () => {
    const [shop] = await businessesOf(ENTERPRISE_ID);
    const row = generalRow(2);
    const cells = (values: Record<string, string>) => Object.entries(values).map(([column, value]) => ({ column, value }));
    const preview = await gql(
      IMPORT,
      {
        input: {
          businessId: String(shop.id),
          dryRun: true,
          rows: [
            { row: 2, cells: cells(row.values) },
            { row: 3, cells: cells({ ...row.values, sku: 'X-2', price: 'free' }) },
          ],
        },
      },
      bearer(enterprise),
    );
    expect(preview.data.importSellItems.results).toEqual([
      { row: 2, outcome: 'VALID', errors: [] },
      { row: 3, outcome: 'INVALID', errors: [{ column: 'price', message: 'price must be an amount in US dollars, like 12.50' }] },
    ]);
    const refused = await gql(
      IMPORT,
      { input: { businessId: String(own.id), dryRun: true, rows: [{ row: 2, cells: cells(row.values) }] } },
      bearer(vendor),
    );
    expect(refused.data.importSellItems.userErrors).toEqual([{ message: CATALOGUE_MESSAGES.noBulkUpload }]);
  });
});
