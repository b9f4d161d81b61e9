/**
 * Checkout arithmetic as pure functions: merging the lines a client sent, splitting them into one order per
 * vendor (business), and each order's totals. The route prices the lines from the database first.
 */
import { DELIVERY_FEE_CENTS } from '../../schema/rest/orders';

export interface RequestedLine {
  product: number;
  variation: number;
  quantity: number;
  offerUuid?: string;
}

/** Lines for the same product, variation and offer are one line (quantities added), in first-seen order. */
export function mergeLines(items: readonly RequestedLine[]): RequestedLine[] {
  const out: RequestedLine[] = [];
  for (const item of items) {
    const twin = out.find((l) => l.product === item.product && l.variation === item.variation && l.offerUuid === item.offerUuid);
    if (twin) twin.quantity += item.quantity;
    else out.push({ ...item });
  }
  return out;
}

export interface PricedLine {
  businessId: number;
  unitPriceCents: number;
  quantity: number;
}

export interface VendorOrderPlan<L extends PricedLine> {
  businessId: number;
  lines: L[];
  subtotalCents: number;
  deliveryCents: number;
  totalCents: number;
}

/**
 * One order per business, by ascending business id (so a checkout's order numbers follow a stable order). Delivery
 * costs what `deliveryFee` says for that business and subtotal (its own terms: schema/rest/delivery.ts); the
 * marketplace's flat fee when none is given; collection is free.
 */
export function splitByVendor<L extends PricedLine>(
  lines: readonly L[],
  fulfilment: 'delivery' | 'collection',
  deliveryFee: (businessId: number, subtotalCents: number) => number = () => DELIVERY_FEE_CENTS,
): VendorOrderPlan<L>[] {
  const groups = new Map<number, L[]>();
  for (const line of lines) groups.set(line.businessId, [...(groups.get(line.businessId) ?? []), line]);
  return [...groups.keys()]
    .sort((a, b) => a - b)
    .map((businessId) => {
      const group = groups.get(businessId)!;
      const subtotalCents = group.reduce((n, l) => n + l.unitPriceCents * l.quantity, 0);
      const deliveryCents = fulfilment === 'delivery' ? deliveryFee(businessId, subtotalCents) : 0;
      return { businessId, lines: group, subtotalCents, deliveryCents, totalCents: subtotalCents + deliveryCents };
    });
}

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Money for notification text (spec §9: USD, en-US). */
export function usd(cents: number): string {
  return usdFormat.format(cents / 100);
}
