/** Which product page a product opens: the spec's detail variants by kind (spec §2). */
import { href } from '~/routes';

const routeByKind: Record<string, string> = {
  REAL_ESTATE: 'single-product-real-estate',
  TRADES_SERVICES: 'single-product-trades-services',
  AUCTION: 'single-product-auction',
  AUCTION_REAL_ESTATE: 'single-product-auction-real-estate',
};

export function productHref(product: { slug: string; kind: string }): string {
  return href(routeByKind[product.kind] ?? 'product', { slug: product.slug });
}

/** Human labels for the product kinds. */
export const kindLabel: Record<string, string> = {
  GENERAL: 'General',
  REAL_ESTATE: 'Real estate',
  TRADES_SERVICES: 'Trades & services',
  AUCTION: 'Auction',
  AUCTION_REAL_ESTATE: 'Property auction',
  MOTOR_VEHICLE: 'Motor vehicle',
  FOOD: 'Food & grocery',
  CLOTHING: 'Clothing',
  HAT: 'Hats',
  HIRE_ITEM: 'For hire',
};
