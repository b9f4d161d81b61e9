/** The storefront sub-routes of spec §2 and the product kinds each one lists. */
import type { ProductKind } from '~/graphql/generated/graphql';

export interface StorefrontSection {
  routeId: string;
  segment: string;
  label: string;
  kinds: ProductKind[];
}

export const STOREFRONT_SECTIONS: readonly StorefrontSection[] = [
  { routeId: 'storefront-real-estate', segment: 'real-estate', label: 'Real estate', kinds: ['REAL_ESTATE', 'AUCTION_REAL_ESTATE'] },
  { routeId: 'storefront-trades-services', segment: 'trades-services', label: 'Trades & services', kinds: ['TRADES_SERVICES'] },
  { routeId: 'storefront-food', segment: 'food', label: 'Food', kinds: ['FOOD'] },
  { routeId: 'storefront-motor-vehicles', segment: 'motor-vehicles', label: 'Motor vehicles', kinds: ['MOTOR_VEHICLE'] },
  { routeId: 'storefront-general', segment: 'general', label: 'General', kinds: ['GENERAL', 'CLOTHING', 'HAT', 'HIRE_ITEM', 'AUCTION'] },
];

/** The section a storefront path is on (`/vendor/{bSlug}/{segment}`), or null for the whole store. */
export function sectionForPath(pathname: string): StorefrontSection | null {
  const segment = pathname.replace(/\/+$/, '').split('/')[3];
  return STOREFRONT_SECTIONS.find((s) => s.segment === segment) ?? null;
}
