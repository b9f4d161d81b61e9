/** A store's delivery terms in one line, as checkout shows them beside its items (issue 31). */
import type { DeliveryTermsViewFragment } from '~/graphql/generated/graphql';
import { formatMoney } from '~/lib/money';

export function describeDelivery(t: DeliveryTermsViewFragment): string {
  if (t.collectionOnly) return 'Collection only';
  const parts = [t.fee.amountCents === 0 ? 'Free delivery' : `Delivery ${formatMoney(t.fee.amountCents)}`];
  if (t.zones.length) parts.push(t.zones.map((z) => `${z.city} ${z.fee.amountCents === 0 ? 'free' : formatMoney(z.fee.amountCents)}`).join(', '));
  if (t.freeAbove) parts.push(`free from ${formatMoney(t.freeAbove.amountCents)}`);
  return parts.join(' · ');
}
