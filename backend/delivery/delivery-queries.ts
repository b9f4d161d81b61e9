/** Reading and replacing a business's delivery terms (schema/rest/delivery.ts): two indexed reads, one batch write. */
import { asc, eq, inArray } from 'drizzle-orm';
import { cityKey, DEFAULT_DELIVERY, type DeliveryTerms } from '../../schema/rest/delivery';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import { runBatch } from '../db/run-batch';
import { businessDelivery, businessDeliveryZones } from './delivery-tables';

export type StoreTerms = DeliveryTerms & { bID: number; name: string };

/** The terms of each existing business asked for (the default for one that set none), in the order asked. */
export async function loadDeliveryTerms(db: Db, ids: readonly number[]): Promise<StoreTerms[]> {
  if (ids.length === 0) return [];
  const [stores, own, zones] = await Promise.all([
    db
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(inArray(businesses.id, [...ids])),
    db
      .select()
      .from(businessDelivery)
      .where(inArray(businessDelivery.businessId, [...ids])),
    db
      .select()
      .from(businessDeliveryZones)
      .where(inArray(businessDeliveryZones.businessId, [...ids]))
      .orderBy(asc(businessDeliveryZones.position)),
  ]);
  return ids.flatMap((id) => {
    const store = stores.find((s) => s.id === id);
    if (!store) return [];
    const row = own.find((r) => r.businessId === id);
    const terms: DeliveryTerms = row
      ? {
          collectionOnly: row.collectionOnly,
          feeCents: row.feeCents,
          freeAboveCents: row.freeAboveCents,
          zones: zones.filter((z) => z.businessId === id).map((z) => ({ city: z.city, feeCents: z.feeCents })),
        }
      : DEFAULT_DELIVERY;
    return [{ bID: id, name: store.name, ...terms }];
  });
}

/** Replaces the terms in one batch: the row, and the zones deleted and written again in the vendor's order. */
export async function saveDeliveryTerms(db: Db, businessId: number, terms: DeliveryTerms, nowIso: string): Promise<void> {
  const row = { collectionOnly: terms.collectionOnly, feeCents: terms.feeCents, freeAboveCents: terms.freeAboveCents, updatedAt: nowIso };
  await runBatch(db, [
    db
      .insert(businessDelivery)
      .values({ businessId, ...row })
      .onConflictDoUpdate({ target: businessDelivery.businessId, set: row }),
    db.delete(businessDeliveryZones).where(eq(businessDeliveryZones.businessId, businessId)),
    ...terms.zones.map((z, position) =>
      db
        .insert(businessDeliveryZones)
        .values({ businessId, cityKey: cityKey(z.city), city: z.city.trim().replace(/\s+/g, ' '), feeCents: z.feeCents, position }),
    ),
  ]);
}
