/** The ten kinds a vendor can list, in words, and the page that adds each (dashboard or account). */
import type { ProductKind } from '../../../schema/rest/shared';
import { href } from '~/routes';

export const KIND_CHOICES: { kind: ProductKind; title: string; text: string }[] = [
  { kind: 'general', title: 'General product', text: 'Electronics, home, farming and everything else sold from stock.' },
  { kind: 'food', title: 'Food & grocery', text: 'Fresh produce, groceries and drinks.' },
  { kind: 'clothing', title: 'Clothing', text: 'Sizes and colours, each with its own stock.' },
  { kind: 'hat', title: 'Hats', text: 'Sizes and colours, each with its own stock.' },
  { kind: 'motor_vehicle', title: 'Motor vehicle', text: 'Make, model, year, mileage, gearbox and fuel.' },
  { kind: 'real_estate', title: 'Property', text: 'Houses, flats and stands for sale or to rent.' },
  { kind: 'auction', title: 'Auction', text: 'A lot with a start price, a reserve and an end time.' },
  { kind: 'auction_real_estate', title: 'Property auction', text: 'A property sold by auction.' },
  { kind: 'hire_item', title: 'Hire item', text: 'Tents, tools and equipment hired by the hour, day or week.' },
  { kind: 'trades_services', title: 'Trade or service', text: 'Plumbing, electrical, cleaning: your rate and the area you serve.' },
];

/** Auctions, hire items and services have their own add pages; the rest open "add single product" with ?kind=. */
export function kindChoiceHref(kind: ProductKind, area: 'dashboard' | 'account'): string {
  const own: Partial<Record<ProductKind, [string, string]>> = {
    auction: ['add-new-product-auction', 'account-add-new-product-auction'],
    hire_item: ['add-new-product-hire-item', 'account-add-new-product-hire-item'],
    trades_services: ['add-new-product-service', 'account-add-new-product-service'],
  };
  const route = own[kind];
  if (route) return href(area === 'dashboard' ? route[0] : route[1]);
  return `${href(area === 'dashboard' ? 'add-single-product' : 'publish-product')}?kind=${kind}`;
}
