/** How an order's delivery address and its items read in one line, the same on every screen that shows them. */

export const deliveryLine = (a: { address1: string; suburb?: string | null; city: string }) =>
  [a.address1, a.suburb, a.city].filter(Boolean).join(', ');

export const itemLabel = (item: { name: string; variationName?: string | null }) =>
  item.variationName ? `${item.name} (${item.variationName})` : item.name;
