/**
 * Facets of a search: what the current result set holds, so the filter panel can offer choices with counts.
 *
 * - Categories, kinds, sale types, makes and the price bounds come from one grouped query over the result set;
 *   category counts are rolled up the tree (a parent counts its subcategories' products).
 * - Attribute term counts are "what you would get by also ticking this term": for an attribute with selected
 *   terms, its own selection is ignored (terms of one attribute widen, so choosing "M" must not hide "L"),
 *   while every other filter, other attributes' selections included, still applies. One query does it all:
 *   a (product, term) row counts when the product passes every attribute group except its term's own.
 * - With a term (or a store name), every facet comes from one read of the term's newest matches, each tested on its
 *   listing's row, the other filters narrowing within them (search-term-facets.ts); the grouping here is for
 *   searches without one.
 * - When nothing but a category narrows the search (`categoryOnly`), the groups and term counts come from counts kept
 *   by triggers and the price bounds from index probes (search-kept-facets-queries.ts), not from every listing.
 * - Likewise when nothing but a store narrows it (`store`, search-store-facets.ts: a storefront's panel).
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { CallResult } from '../../schema/rest/call';
import { SALE_TYPE_FILTERS, type searchFilter, type searchFilterAttributes } from '../../schema/rest/search';
import type { Db } from '../db/client';
import { attributes, attributeTerms, businesses, productAttributeTerms, products, PRODUCT_KINDS } from '../db/schema';
import { idList } from '../db/id-list';
import { hasAnyTerm, productWhere, TERM_WINDOW, type ProductSearch } from './search-filters-queries';
import { facetGroupFields, termFaceted, termFacets } from './search-term-facets';
import { TOTAL_CAP } from '../../schema/rest/shared';
import { type FacetRow, keptFacetRows, keptPriceBounds, keptTermCounts, type PriceBounds } from './search-kept-facets-queries';
import { storeFacetRows, storePriceBounds, storeTermCounts } from './search-store-facets';

type Facets = CallResult<typeof searchFilter>;
type FacetCategory = Facets['categories'][number];
type AttributeFacet = CallResult<typeof searchFilterAttributes>[number];

const AUCTION_KINDS = new Set<string>(['auction', 'auction_real_estate']);

interface FacetGroups {
  rows: FacetRow[];
  price: PriceBounds;
  /** Set when the counts are a term's newest matches only (TERM_WINDOW: more match). */
  countedNewest: number | null;
}

/** The result set grouped live: every match read (a term's looked up by id; a term alone's newest only). */
async function liveFacetRows(db: Db, s: ProductSearch): Promise<FacetGroups> {
  if (termFaceted(s)) {
    const { rows, seen } = await termFacets(db, s);
    return { rows, price: priceBounds(rows), countedNewest: seen >= TERM_WINDOW ? TOTAL_CAP : null };
  }
  const rows = await db
    .select(facetGroupFields)
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(productWhere(s))
    // Makes group case-insensitively, as the make filter compares them.
    .groupBy(products.categoryId, products.kind, sql`lower(${products.make})`);
  return { rows, price: priceBounds(rows), countedNewest: null };
}

function priceBounds(rows: { minPrice: number; maxPrice: number }[]): PriceBounds {
  return {
    minCents: rows.length ? Math.min(...rows.map((r) => r.minPrice)) : null,
    maxCents: rows.length ? Math.max(...rows.map((r) => r.maxPrice)) : null,
  };
}

/** A category's (or the catalogue's) groups from the kept counts, and its price bounds off the price indexes. */
async function keptFacets(db: Db, ids: number[] | null): Promise<FacetGroups> {
  const [rows, price] = await Promise.all([keptFacetRows(db, ids), keptPriceBounds(db, ids)]);
  return { rows, price, countedNewest: null };
}

/** A store's groups from its kept counts, and its price bounds off its price index. */
async function storeFacets(db: Db, businessId: number): Promise<FacetGroups> {
  const [rows, price] = await Promise.all([storeFacetRows(db, businessId), storePriceBounds(db, businessId)]);
  return { rows, price, countedNewest: null };
}

/**
 * GET /search/filter. `s` must carry the category tree (resolveProductSearch with withTree). `store`: the store that
 * alone narrows the search (storeOnly), if any.
 */
export async function productFacets(db: Db, s: ProductSearch, store: number | null = null): Promise<Facets> {
  const { rows, price, countedNewest } = s.categoryOnly
    ? await keptFacets(db, s.categoryOnly.ids)
    : store !== null
      ? await storeFacets(db, store)
      : await liveFacetRows(db, s);
  const sum = (pick: (r: FacetRow) => number, keep: (r: FacetRow) => boolean = () => true) =>
    rows.filter(keep).reduce((total, r) => total + pick(r), 0);
  const kinds = PRODUCT_KINDS.map((value) => ({
    value,
    count: sum(
      (r) => r.n,
      (r) => r.kind === value,
    ),
  })).filter((k) => k.count > 0);
  const makes = new Map<string, { value: string; count: number }>();
  for (const r of rows.filter((r) => r.make)) {
    const entry = makes.get(r.make!.toLowerCase()) ?? { value: r.make!, count: 0 };
    entry.count += r.n;
    makes.set(r.make!.toLowerCase(), entry);
  }
  const saleCounts: Record<(typeof SALE_TYPE_FILTERS)[number], number> = {
    deals: sum((r) => r.deals),
    promoted: sum((r) => r.promoted),
    auction: sum(
      (r) => r.n,
      (r) => AUCTION_KINDS.has(r.kind),
    ),
    hire: sum(
      (r) => r.n,
      (r) => r.kind === 'hire_item',
    ),
  };
  return {
    total: sum((r) => r.n),
    categories: categoryCounts(s, rows),
    price,
    // Every sale type, zero or not, so the panel's options stay put while the counts change.
    saleTypes: SALE_TYPE_FILTERS.map((value) => ({ value, count: saleCounts[value] })),
    kinds,
    makes: [...makes.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    countedNewest,
  };
}

/** Categories holding matches, each counting its own and its descendants' matches. */
export function categoryCounts(s: ProductSearch, rows: { categoryId: number; n: number }[]): FacetCategory[] {
  const tree = s.tree!;
  const counts = new Map<number, number>();
  for (const r of rows) {
    for (const id of [r.categoryId, ...tree.ancestors(r.categoryId).map((a) => a.id)]) counts.set(id, (counts.get(id) ?? 0) + r.n);
  }
  // Depth first in menu order (each parent followed by its subcategories), so a panel can render it as read.
  const out: FacetCategory[] = [];
  const visit = (rows: typeof tree.all) => {
    for (const c of rows.filter((row) => counts.has(row.id))) {
      out.push({ id: c.id, slug: c.slug, name: c.name, parent: c.parentId, count: counts.get(c.id)! });
      visit(tree.children(c.id));
    }
  };
  visit(tree.all.filter((c) => c.parentId === null));
  return out;
}

/** GET /search/filter/categories: the category facet alone, from a smaller grouped query. */
export async function categoryFacets(db: Db, s: ProductSearch, store: number | null = null): Promise<FacetCategory[]> {
  if (s.categoryOnly) return categoryCounts(s, await keptFacetRows(db, s.categoryOnly.ids));
  if (store !== null) return categoryCounts(s, await storeFacetRows(db, store));
  if (termFaceted(s)) return categoryCounts(s, (await termFacets(db, s)).rows);
  const rows = await db
    .select({ categoryId: products.categoryId, n: sql<number>`count(*)` })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(productWhere(s))
    .groupBy(products.categoryId);
  return categoryCounts(s, rows);
}

/**
 * GET /search/filter/attributes: attributes with a term present in the result set, each listing its terms that
 * are present, plus any selected term (count 0 when nothing has it), so a selection can always be undone.
 */
export async function attributeFacets(db: Db, s: ProductSearch, store: number | null = null): Promise<AttributeFacet[]> {
  const counted = s.categoryOnly
    ? await keptTermCounts(db, s.categoryOnly.ids)
    : store !== null
      ? await storeTermCounts(db, store)
      : await liveTermCounts(db, s);
  const counts = new Map(counted.map((r) => [r.termId, r.n]));
  const selected = new Set(s.attributeGroups.flatMap((g) => g.termIds));
  const shown = new Set([...counts.keys(), ...selected]);
  if (shown.size === 0) return [];
  const terms = await db
    .select({
      attrId: attributes.id,
      attrSlug: attributes.slug,
      attrName: attributes.name,
      termId: attributeTerms.id,
      termSlug: attributeTerms.slug,
      termName: attributeTerms.name,
    })
    .from(attributeTerms)
    .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
    .where(sql`${attributeTerms.id} in ${idList([...shown])}`)
    .orderBy(attributes.id, attributeTerms.id);
  const byAttr = new Map<number, AttributeFacet>();
  for (const t of terms) {
    const attr = byAttr.get(t.attrId) ?? { id: t.attrId, slug: t.attrSlug, name: t.attrName, terms: [] };
    attr.terms.push({ id: t.termId, slug: t.termSlug, name: t.termName, count: counts.get(t.termId) ?? 0 });
    byAttr.set(t.attrId, attr);
  }
  return [...byAttr.values()];
}

/** Per term, the matches carrying it, with every filter but the term's own attribute applied. */
async function liveTermCounts(db: Db, s: ProductSearch): Promise<{ termId: number; n: number }[]> {
  if (termFaceted(s)) return (await termFacets(db, s)).termCounts;
  const ownGroupOrSelected = s.attributeGroups.map((g) => or(eq(attributeTerms.attributeId, g.attributeId), hasAnyTerm(g.termIds)));
  let counted = db
    .select({ termId: productAttributeTerms.termId, n: sql<number>`count(*)` })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .innerJoin(productAttributeTerms, eq(productAttributeTerms.productId, products.id))
    .$dynamic();
  // A term's attribute is needed only to tell its own group's selection from the others' (a row a term read).
  if (ownGroupOrSelected.length) counted = counted.innerJoin(attributeTerms, eq(attributeTerms.id, productAttributeTerms.termId));
  return counted.where(and(productWhere(s, { withoutAttributes: true }), ...ownGroupOrSelected)).groupBy(productAttributeTerms.termId);
}
