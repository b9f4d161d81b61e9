/**
 * The SQL that grows a seeded Musika database into a national catalogue (issue 30): every seeded store copied
 * `storeCopies` times and every seeded product `productCopies` times, each copy with its own id and slug, its
 * photos, sizes and attribute terms, in a copy of its store (copy k of a product lives in store copy
 * k mod (storeCopies + 1), 0 being the original). Copies keep every other column but their place, so a copy ranks,
 * filters and sorts as its original does and a read's result at scale is the seed's result repeated — except nearest
 * first: a store copy stands up to ~10 km from its original (its listings with it), as a town's shops spread, instead
 * of ~870 listings on each seeded point, which no real street holds.
 *
 * Generated inside SQLite (recursive CTEs over the seeded rows), one statement per table: 200,000 listings take
 * a few minutes, most of it the full-text index the product triggers keep (migration 0002).
 *
 * Ids: copies are numbered above the seed's (store id + k × STORE_STRIDE, product id + k × PRODUCT_STRIDE, …);
 * the strides leave room for the seed to grow tenfold.
 */

export const STORE_STRIDE = 1_000;
export const PRODUCT_STRIDE = 10_000;
const ROW_STRIDE = 100_000;

/** `with recursive copies(k)` from 1 to n. */
const copies = (n) => `with recursive copies(k) as (select 1 union all select k + 1 from copies where k < ${n})`;

/**
 * `columns` (the table's, in order, from pragma table_info) as a select list over alias `t`, with the columns in
 * `replaced` given as expressions instead.
 */
function selectList(columns, replaced) {
  return columns.map((c) => (c in replaced ? `${replaced[c]} as ${c}` : `t.${c}`)).join(', ');
}

/** The store copy a product copy k belongs to, as an id expression over the original store id `business`. */
const storeOf = (business, storeCopies) => `${business} + (k % ${storeCopies + 1}) * ${STORE_STRIDE}`;

/**
 * A store copy's offset in degrees (±0.09°, ~±10 km) on one axis, spread over a 201-step grid by a hash of the
 * original store and the copy's number `j`; 0 for the original (j = 0). `salt` tells the axes apart.
 */
const spread = (business, j, salt) => `(((${business} * ${salt} + ${j} * 7919) % 201) - 100) * 0.0009 * (${j} > 0)`;

/**
 * @param {{ columns: Record<string, string[]>, storeCopies: number, productCopies: number, seedMaxProductId: number,
 *   seedMaxStoreId: number }} plan
 * @returns {string[]} statements, in order (parents first)
 */
export function growStatements({ columns, storeCopies, productCopies, seedMaxProductId, seedMaxStoreId }) {
  if (seedMaxProductId >= PRODUCT_STRIDE || seedMaxStoreId >= STORE_STRIDE) throw new Error('the seed has outgrown the copy strides');
  const isSeedProduct = `t.id <= ${seedMaxProductId}`;
  const isSeedStore = `t.id <= ${seedMaxStoreId}`;
  return [
    `insert into businesses ${copies(storeCopies)} select ${selectList(columns.businesses, {
      id: `t.id + k * ${STORE_STRIDE}`,
      slug: `t.slug || '-s' || k`,
      name: `t.name || ' ' || k`,
      lat: `t.lat + ${spread('t.id', 'k', 31)}`,
      lng: `t.lng + ${spread('t.id', 'k', 17)}`,
    })} from businesses t, copies where ${isSeedStore}`,
    `insert into business_category_links ${copies(storeCopies)} select ${selectList(columns.business_category_links, {
      business_id: `t.business_id + k * ${STORE_STRIDE}`,
    })} from business_category_links t, copies where t.business_id <= ${seedMaxStoreId}`,
    `insert into products ${copies(productCopies)} select ${selectList(columns.products, {
      id: `t.id + k * ${PRODUCT_STRIDE}`,
      slug: `t.slug || '-p' || k`,
      business_id: storeOf('t.business_id', storeCopies),
      lat: `t.lat + ${spread('t.business_id', `(k % ${storeCopies + 1})`, 31)}`,
      lng: `t.lng + ${spread('t.business_id', `(k % ${storeCopies + 1})`, 17)}`,
      sku: 'null',
    })} from products t, copies where ${isSeedProduct}`,
    `insert into product_images ${copies(productCopies)} select ${selectList(columns.product_images, {
      id: `t.id + k * ${ROW_STRIDE}`,
      product_id: `t.product_id + k * ${PRODUCT_STRIDE}`,
    })} from product_images t, copies where t.product_id <= ${seedMaxProductId} and t.id < ${ROW_STRIDE}`,
    `insert into product_variations ${copies(productCopies)} select ${selectList(columns.product_variations, {
      id: `t.id + k * ${ROW_STRIDE}`,
      product_id: `t.product_id + k * ${PRODUCT_STRIDE}`,
    })} from product_variations t, copies where t.product_id <= ${seedMaxProductId} and t.id < ${ROW_STRIDE}`,
    `insert into product_attribute_terms ${copies(productCopies)} select ${selectList(columns.product_attribute_terms, {
      product_id: `t.product_id + k * ${PRODUCT_STRIDE}`,
    })} from product_attribute_terms t, copies where t.product_id <= ${seedMaxProductId}`,
  ];
}

/** The tables growStatements needs the columns of. */
export const GROWN_TABLES = ['businesses', 'business_category_links', 'products', 'product_images', 'product_variations', 'product_attribute_terms'];
