/**
 * Products and variations that cart, wishlist and checkout lines point at, read in one round trip, and the rules
 * a line must satisfy (spec §4/§5 plus stock): the product exists and is on sale, the variation belongs to it
 * (and is given when the product has variations), the quantity is nonzero, at most 99 and at most the stock,
 * and the buyer does not run the business selling it.
 * Prices always come from here, never from the client.
 */
import { eq, inArray } from 'drizzle-orm';
import type { CartRemovalReason, RestVariationSummary } from '../../schema/rest/cart';
import { CART_MESSAGES, MAX_LINE_QUANTITY } from '../../schema/rest/cart';
import type { RestProductSummary } from '../../schema/rest/products';
import type { Db } from '../db/client';
import { businesses, products, productVariations } from '../db/schema';
import { summaryColumns, toSummary, type SummaryRow } from '../catalogue/product-summary-queries';
import { HttpError } from '../http';

export interface CatalogueProduct {
  summary: RestProductSummary;
  row: SummaryRow['product'];
  ownerId: number;
  /** Published product of a published business, not an auction lot. */
  purchasable: boolean;
  /** Why not, in words, when not purchasable. */
  unavailableReason: string | null;
  /** A published auction lot: bought only through the accepted offer an approved auction result becomes. */
  auctionLot?: boolean;
  variations: Map<number, RestVariationSummary>;
}

export type Catalogue = Map<number, CatalogueProduct>;

const AUCTION_KINDS = new Set(['auction', 'auction_real_estate']);

/** The products with these ids (any status: the caller decides), with their variations. */
export async function loadCatalogue(db: Db, productIds: number[]): Promise<Catalogue> {
  const ids = [...new Set(productIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  const out: Catalogue = new Map();
  if (ids.length === 0) return out;
  // Not db.batch(): batch maps rows by column name, and products and businesses share name, slug and status.
  const [rows, variations] = await Promise.all([
    db
      .select({ ...summaryColumns, businessStatus: businesses.status, ownerId: businesses.ownerId })
      .from(products)
      .innerJoin(businesses, eq(businesses.id, products.businessId))
      .where(inArray(products.id, ids)),
    db.select().from(productVariations).where(inArray(productVariations.productId, ids)).orderBy(productVariations.id),
  ]);
  for (const row of rows) {
    const published = row.product.status === 'publish' && row.businessStatus === 'publish';
    const auction = AUCTION_KINDS.has(row.product.kind);
    out.set(row.product.id, {
      summary: toSummary(row),
      row: row.product,
      ownerId: row.ownerId,
      purchasable: published && !auction,
      auctionLot: published && auction,
      unavailableReason: !published
        ? `${row.product.name} is no longer available`
        : auction
          ? `${row.product.name} is sold at auction: bid on it instead`
          : null,
      variations: new Map(),
    });
  }
  for (const v of variations) {
    out.get(v.productId)?.variations.set(v.id, {
      id: v.id,
      name: v.name,
      attributes: JSON.parse(v.attributes) as Record<string, string>,
      priceCents: v.priceCents,
      stockQuantity: v.stockQuantity,
    });
  }
  return out;
}

/**
 * Why a line kept in a cart can no longer be bought, or null when it still can: the product is gone, was
 * unpublished (or its store was), is an auction lot, lost the chosen variation or sold out. A line asking for
 * more than is left stays: the buyer may lower the quantity, and checkout refuses it until they do.
 */
export function removalReason(product: CatalogueProduct | undefined, variationId: number): Exclude<CartRemovalReason, 'own_product'> | null {
  if (!product?.purchasable) return 'unavailable';
  const variation = variationId ? product.variations.get(variationId) : undefined;
  if (variationId ? !variation : product.variations.size > 0) return 'unavailable';
  // A variation that does not track its own stock sells from the product's.
  const stock = variation?.stockQuantity ?? product.row.stockQuantity;
  return stock !== null && stock <= 0 ? 'out_of_stock' : null;
}

export interface ResolvedLine {
  product: CatalogueProduct;
  variation: RestVariationSummary | null;
  unitPriceCents: number;
  /** Units left (the variation's when it tracks its own), null when untracked. */
  stockQuantity: number | null;
}

/** Unknown and unpublished products alike: an id alone must not tell whether a draft exists. */
export const productNotFound = (productId: number) => new HttpError(400, `Product ${productId} was not found`);

/** A line's product and variation, or 400 with a message naming what is wrong. */
export function resolveLine(catalogue: Catalogue, productId: number, variationId: number, viaOffer = false): ResolvedLine {
  const product = catalogue.get(productId);
  if (product?.row.status !== 'publish') throw productNotFound(productId);
  // An auction lot passes only with an offer uuid; priceLine then requires it accepted, the buyer's and this lot's.
  if (!product.purchasable && !(viaOffer && product.auctionLot))
    throw new HttpError(400, product.unavailableReason ?? `${product.row.name} is not available`);
  let variation: RestVariationSummary | null = null;
  if (variationId !== 0) {
    variation = product.variations.get(variationId) ?? null;
    if (!variation) throw new HttpError(400, `Variation ${variationId} is not a variation of ${product.row.name}`);
  } else if (product.variations.size > 0) {
    throw new HttpError(400, `Choose a variation of ${product.row.name} (${[...product.variations.values()].map((v) => v.name).join(', ')})`);
  }
  const stockQuantity = variation?.stockQuantity ?? product.row.stockQuantity;
  return { product, variation, unitPriceCents: variation?.priceCents ?? product.row.priceCents, stockQuantity };
}

/** 400 unless 1 ≤ quantity ≤ 99 and ≤ the stock. */
export function checkQuantity(line: ResolvedLine, quantity: number, max = MAX_LINE_QUANTITY): void {
  const name = line.variation ? `${line.product.row.name} (${line.variation.name})` : line.product.row.name;
  if (!Number.isInteger(quantity) || quantity < 1) throw new HttpError(400, 'Quantity must be at least 1');
  if (quantity > max) throw new HttpError(400, `You can have at most ${max} of an item in your cart`);
  if (line.stockQuantity !== null) {
    if (line.stockQuantity <= 0) throw new HttpError(400, `${name} is out of stock`);
    if (quantity > line.stockQuantity) throw new HttpError(400, `Only ${line.stockQuantity} of ${name} left in stock`);
  }
}

/**
 * 403 when a business the buyer owns or staffs sells the line (`runBy`: backend/businesses/business-access-queries.ts;
 * empty for a guest). Checked here, not only on the product page, which is merely a hint.
 */
export function refuseOwnProduct(line: ResolvedLine, runBy: ReadonlySet<number>): void {
  if (runBy.has(line.product.row.businessId)) throw new HttpError(403, CART_MESSAGES.ownProduct(line.product.row.name));
}
