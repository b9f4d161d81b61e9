/**
 * What a payment was for and who sold it, for billing details and receipts (issue #11 item 5). Looked up in
 * bulk for a page of payments: one query per purpose, not one per payment.
 *
 * Sellers: Musika itself for subscriptions (MUSIKA_SELLER); the funded business for an ads top-up (the vendor's
 * own business, whose account on Musika is credited); the store(s) of the checkout for an order.
 */
import { eq, inArray } from 'drizzle-orm';
import { MUSIKA_SELLER, type RestReceiptParty } from '../../schema/rest/billing';
import type { Db } from '../db/client';
import { businesses, orders, subscriptionPackages, userSubscriptions } from '../db/schema';
import type { PaymentRow } from '../payments/effects/types';

export interface Described {
  description: string;
  seller: RestReceiptParty;
}

type BusinessRow = Pick<
  typeof businesses.$inferSelect,
  'id' | 'name' | 'shopAddress' | 'streetAddress' | 'suburb' | 'city' | 'province' | 'country' | 'phone' | 'email'
>;

const businessColumns = {
  id: businesses.id,
  name: businesses.name,
  shopAddress: businesses.shopAddress,
  streetAddress: businesses.streetAddress,
  suburb: businesses.suburb,
  city: businesses.city,
  province: businesses.province,
  country: businesses.country,
  phone: businesses.phone,
  email: businesses.email,
};

const musika: RestReceiptParty = { ...MUSIKA_SELLER, address: [...MUSIKA_SELLER.address] };

export function businessParty(b: BusinessRow): RestReceiptParty {
  const place = [b.suburb, b.city].filter(Boolean).join(', ');
  return {
    name: b.name,
    address: [b.shopAddress, b.streetAddress, place, [b.province, b.country].filter(Boolean).join(', ')].filter((x): x is string => Boolean(x)),
    phone: b.phone ? (b.phone.startsWith('263') ? `+${b.phone}` : b.phone) : null,
    email: b.email,
    taxNumber: null,
  };
}

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

export async function describePayments(db: Db, rows: PaymentRow[]): Promise<Map<number, Described>> {
  const ids = (purpose: PaymentRow['purpose']) => rows.filter((r) => r.purpose === purpose).map((r) => r.purposeRef);
  const subIds = ids('subscription').map(Number).filter(Number.isInteger);
  const businessIds = rows.filter((r) => r.purpose === 'ads').map((r) => r.businessId ?? Number(r.purposeRef));
  const checkoutIds = ids('order');
  const [subs, funded, checkoutOrders] = await Promise.all([
    subIds.length
      ? db
          .select({
            id: userSubscriptions.id,
            name: subscriptionPackages.name,
            priceCents: subscriptionPackages.priceCents,
            months: subscriptionPackages.months,
          })
          .from(userSubscriptions)
          .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, userSubscriptions.packageId))
          .where(inArray(userSubscriptions.id, subIds))
      : [],
    businessIds.length ? db.select(businessColumns).from(businesses).where(inArray(businesses.id, businessIds)) : [],
    checkoutIds.length
      ? db
          .select({ checkoutId: orders.checkoutId, number: orders.number, business: businessColumns })
          .from(orders)
          .innerJoin(businesses, eq(businesses.id, orders.businessId))
          .where(inArray(orders.checkoutId, checkoutIds))
      : [],
  ]);
  const subById = new Map(subs.map((s) => [String(s.id), s]));
  const businessById = new Map(funded.map((b) => [b.id, b]));
  const out = new Map<number, Described>();
  for (const p of rows) {
    if (p.purpose === 'subscription') {
      const s = subById.get(p.purposeRef);
      // No discounts (activation.ts): the months bought are the USD paid over the monthly price.
      const months = s && s.priceCents > 0 ? Math.round((p.usdCents * Math.max(1, s.months)) / s.priceCents) : 0;
      out.set(p.id, { description: s ? `${s.name} package, ${plural(months, 'month')}` : 'Musika package', seller: musika });
    } else if (p.purpose === 'ads') {
      const b = businessById.get(p.businessId ?? Number(p.purposeRef));
      out.set(p.id, { description: `Ads top-up${b ? `: ${b.name}` : ''}`, seller: b ? businessParty(b) : musika });
    } else {
      const lines = checkoutOrders.filter((o) => o.checkoutId === p.purposeRef);
      const stores = [...new Map(lines.map((o) => [o.business.id, o.business])).values()];
      out.set(p.id, {
        description: lines.length ? `Order ${lines.map((o) => o.number).join(', ')}` : 'Order',
        seller:
          stores.length === 1
            ? businessParty(stores[0])
            : { name: stores.map((b) => b.name).join(', ') || 'Musika stores', address: [], phone: null, email: null, taxNumber: null },
      });
    }
  }
  return out;
}
