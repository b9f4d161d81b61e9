/**
 * Reads and writes of a vendor's ads (backend/ads/ads-manage-routes.ts). Every read is scoped by business id: an
 * ad id alone never finds an ad. Figures come from ad_daily_stats (the billing consumer writes it), grouped in
 * SQL so a business with many ads and days still answers in one read.
 */
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adDailyStats, ads, businesses, payments, productCategories, products } from '../db/schema';

export type AdRow = Awaited<ReturnType<typeof adRows>>[number];

/** The business's ads, newest first (or the one ad `adId` when it is this business's), with their product. */
export function adRows(db: Db, businessId: number, adId?: number) {
  return db
    .select({
      id: ads.id,
      businessId: ads.businessId,
      productId: ads.productId,
      productSlug: products.slug,
      productName: products.name,
      title: ads.title,
      placement: ads.placement,
      pricing: ads.pricing,
      bidCents: ads.bidCents,
      dailyBudgetCents: ads.dailyBudgetCents,
      startsOn: ads.startsOn,
      endsOn: ads.endsOn,
      paused: ads.paused,
      categoryId: ads.categoryId,
      keywords: ads.keywords,
      city: ads.city,
      createdAt: ads.createdAt,
      updatedAt: ads.updatedAt,
    })
    .from(ads)
    .leftJoin(products, eq(products.id, ads.productId))
    .where(adId === undefined ? eq(ads.businessId, businessId) : and(eq(ads.businessId, businessId), eq(ads.id, adId)))
    .orderBy(desc(ads.id));
}

export interface StatTotals {
  impressions: number;
  clicks: number;
  spendMillicents: number;
}

/** Per ad of the business: today's and all-time counted impressions, clicks and spend. */
export async function adStatTotals(db: Db, businessId: number, today: string, adId?: number) {
  const rows = await db
    .select({
      adId: adDailyStats.adId,
      impressions: sql<number>`coalesce(sum(${adDailyStats.impressions}), 0)`,
      clicks: sql<number>`coalesce(sum(${adDailyStats.clicks}), 0)`,
      spend: sql<number>`coalesce(sum(${adDailyStats.spendMillicents}), 0)`,
      todayImpressions: sql<number>`coalesce(sum(case when ${adDailyStats.day} = ${today} then ${adDailyStats.impressions} end), 0)`,
      todayClicks: sql<number>`coalesce(sum(case when ${adDailyStats.day} = ${today} then ${adDailyStats.clicks} end), 0)`,
      todaySpend: sql<number>`coalesce(sum(case when ${adDailyStats.day} = ${today} then ${adDailyStats.spendMillicents} end), 0)`,
    })
    .from(adDailyStats)
    .where(adId === undefined ? eq(adDailyStats.businessId, businessId) : and(eq(adDailyStats.businessId, businessId), eq(adDailyStats.adId, adId)))
    .groupBy(adDailyStats.adId);
  const out = new Map<number, { today: StatTotals; total: StatTotals }>();
  for (const r of rows) {
    out.set(r.adId, {
      today: { impressions: Number(r.todayImpressions), clicks: Number(r.todayClicks), spendMillicents: Number(r.todaySpend) },
      total: { impressions: Number(r.impressions), clicks: Number(r.clicks), spendMillicents: Number(r.spend) },
    });
  }
  return out;
}

/** The business's ads money: whole cents and the sub-cent part already spent. */
export async function adsMoney(db: Db, businessId: number): Promise<{ balanceCents: number; accruedMillicents: number }> {
  const [row] = await db
    .select({ balanceCents: businesses.adsBalanceCents, accruedMillicents: businesses.adsAccruedMillicents })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row ?? { balanceCents: 0, accruedMillicents: 0 };
}

/** Ads of every business the user owns that have not ended by `today`: what the package's `ads` limit counts. */
export async function liveAdsOfOwner(db: Db, userId: number, today: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(ads)
    .where(
      and(gte(ads.endsOn, today), inArray(ads.businessId, db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerId, userId)))),
    );
  return Number(row?.n ?? 0);
}

/** The product if it is this business's and published (an ad may only promote what buyers can open). */
export async function publishedProductOf(db: Db, businessId: number, productId: number) {
  const [row] = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.businessId, businessId), eq(products.status, 'publish')))
    .limit(1);
  return row ?? null;
}

export async function categoryExists(db: Db, categoryId: number): Promise<boolean> {
  const [row] = await db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.id, categoryId)).limit(1);
  return Boolean(row);
}

export type AdWrite = Omit<typeof ads.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertAd(db: Db, values: AdWrite, now: Date): Promise<number> {
  const [row] = await db
    .insert(ads)
    .values({ ...values, createdAt: now.toISOString(), updatedAt: now.toISOString() })
    .returning({ id: ads.id });
  return row.id;
}

export async function updateAdRow(db: Db, businessId: number, adId: number, values: Partial<AdWrite>, now: Date): Promise<void> {
  await db
    .update(ads)
    .set({ ...values, updatedAt: now.toISOString() })
    .where(and(eq(ads.id, adId), eq(ads.businessId, businessId)));
}

/** Per Harare day of [from, to]: the business's (or one ad's) counted figures. Days without any are absent. */
export function dailySeries(db: Db, businessId: number, from: string, to: string, adId?: number) {
  return db
    .select({
      day: adDailyStats.day,
      impressions: sql<number>`sum(${adDailyStats.impressions})`,
      clicks: sql<number>`sum(${adDailyStats.clicks})`,
      spendMillicents: sql<number>`sum(${adDailyStats.spendMillicents})`,
      invalidImpressions: sql<number>`sum(${adDailyStats.invalidImpressions})`,
      invalidClicks: sql<number>`sum(${adDailyStats.invalidClicks})`,
    })
    .from(adDailyStats)
    .where(inRange(businessId, from, to, adId))
    .groupBy(adDailyStats.day);
}

const inRange = (businessId: number, from: string, to: string, adId?: number) =>
  and(
    eq(adDailyStats.businessId, businessId),
    gte(adDailyStats.day, from),
    lte(adDailyStats.day, to),
    adId === undefined ? undefined : eq(adDailyStats.adId, adId),
  );

/** Per ad: its figures over [from, to], and each day it spent something (the debits of the billing history). */
export function perAdDays(db: Db, businessId: number, from: string, to: string, adId?: number) {
  return db
    .select({
      adId: adDailyStats.adId,
      title: ads.title,
      day: adDailyStats.day,
      impressions: adDailyStats.impressions,
      clicks: adDailyStats.clicks,
      spendMillicents: adDailyStats.spendMillicents,
    })
    .from(adDailyStats)
    .innerJoin(ads, eq(ads.id, adDailyStats.adId))
    .where(and(inRange(businessId, from, to, adId), eq(ads.businessId, businessId)))
    .orderBy(desc(adDailyStats.day), desc(adDailyStats.adId));
}

/**
 * The business's ads top-ups (payments for the purpose 'ads'), newest first: GET /advertising/balance shows the
 * latest, the ads report those since the start of its range.
 */
export function topUpsOf(db: Db, businessId: number, limit: number, sinceIso?: string) {
  return db
    .select({
      reference: payments.reference,
      status: payments.status,
      usdCents: payments.usdCents,
      method: payments.method,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(and(eq(payments.purpose, 'ads'), eq(payments.businessId, businessId), sinceIso ? gte(payments.createdAt, sinceIso) : undefined))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}
