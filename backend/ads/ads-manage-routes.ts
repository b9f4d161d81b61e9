/**
 * A vendor's ads (schema/rest/ads-manage.ts; issue #12 items 1 and 4). Order of checks on every call: the
 * caller runs bID with need 'billing' (the owner only, not staff: ads spend the business's money;
 * requireBusinessRunner: 401/404/403), the ad is that business's (else 404 'Ad not found',
 * never a hint that it exists elsewhere), then for a create, an edit or a resume the package (run_ads and its
 * `ads` limit) and the balance, then the rules one field cannot check (backend/ads/ad-input.ts).
 */
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { AD_MESSAGES } from '../../schema/rest/ads';
import * as contract from '../../schema/rest/ads-manage';
import { AD_FIELD_MESSAGES, BILLING_HISTORY_MAX, type RestUpdateAd } from '../../schema/rest/ads-manage';
import { adScheduleProblem, adsLimitReached, NEW_AD } from './ad-input';
import { spendableMillicents } from './ad-status';
import { clickThrough, mergeHistory, toAdView } from './ad-view';
import { harareDay, harareRange } from '../analytics/harare-range';
import { toPackage } from '../auth/session';
import { setPurgeHeader } from '../cache/purge-tags';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import { activeSubscription } from '../auth/accounts-queries';
import * as q from './ads-manage-queries';
import { requireBusinessRunner } from '../businesses/business-access-queries';
import { HttpError, mount, type BackendApp } from '../http';
import { packageGrants } from '../subscriptions/activation';
import { clockNow } from '../clock';

const invalid = (field: string, message: string) => new HttpError(400, `${field}: ${message}`);

async function loadAds(db: Db, businessId: number, today: string, adId?: number) {
  const [rows, stats, money] = await Promise.all([
    q.adRows(db, businessId, adId),
    q.adStatTotals(db, businessId, today, adId),
    q.adsMoney(db, businessId),
  ]);
  const spendable = spendableMillicents(money.balanceCents, money.accruedMillicents);
  return {
    ads: rows.map((r) => toAdView(r, stats.get(r.id), today, spendable)),
    balanceCents: money.balanceCents,
    spendableMillicents: spendable,
    currency: 'USD' as const,
  };
}

async function oneAd(db: Db, businessId: number, adId: number, today: string) {
  const [ad] = (await loadAds(db, businessId, today, adId)).ads;
  if (!ad) throw new HttpError(404, AD_MESSAGES.notFound);
  return ad;
}

/** The package allows ads (and, for an ad that will count against it, one more), and the balance can pay for something. */
async function requireAdsAllowed(db: Db, userId: number, businessId: number, now: Date, addsLiveAd: boolean): Promise<void> {
  const current = await activeSubscription(db, userId, now);
  const grants = packageGrants(current ? toPackage(current.pkg) : null);
  const limit = grants.limits.ads;
  if (!grants.permissions.includes('perm_run_ads') || limit === 0) throw new HttpError(403, AD_MESSAGES.notInPackage);
  if (addsLiveAd && adsLimitReached(limit, await q.liveAdsOfOwner(db, userId, harareDay(now))))
    throw new HttpError(403, AD_FIELD_MESSAGES.adsLimit(limit ?? 0));
  const money = await q.adsMoney(db, businessId);
  if (spendableMillicents(money.balanceCents, money.accruedMillicents) <= 0) throw new HttpError(409, AD_MESSAGES.noBalance);
}

/** The product is the business's and published; answers the category an ad of it defaults to. */
async function requireProduct(db: Db, businessId: number, productId: number): Promise<number | null> {
  const product = await q.publishedProductOf(db, businessId, productId);
  if (!product) throw invalid('productID', AD_FIELD_MESSAGES.product);
  return product.categoryId;
}

async function requireCategory(db: Db, categoryId: number | null): Promise<void> {
  if (categoryId !== null && !(await q.categoryExists(db, categoryId))) throw invalid('categoryID', AD_FIELD_MESSAGES.category);
}

const EDITABLE = [
  'productID',
  'title',
  'placement',
  'pricing',
  'bidCents',
  'dailyBudgetCents',
  'startsOn',
  'endsOn',
  'keywords',
  'city',
  'categoryID',
] as const;

type Stored = Awaited<ReturnType<typeof oneAd>>;
const storedValue = (ad: Stored, field: (typeof EDITABLE)[number]) => (field === 'productID' ? (ad.product?.id ?? null) : ad[field]);

/** The fields the PUT really changes (a field sent with its stored value is no edit). */
function editsOf(body: RestUpdateAd, ad: Stored): Partial<RestUpdateAd> {
  const out: Record<string, unknown> = {};
  for (const field of EDITABLE) if (body[field] !== undefined && body[field] !== storedValue(ad, field)) out[field] = body[field];
  return out as Partial<RestUpdateAd>;
}

/**
 * Ads are part of the public pages (their sponsored slots, the promoted lists), which the Worker caches whole:
 * a new, changed, paused or resumed ad names its store's cache tag, which retires every cached page at once
 * (server/rest-target.ts), so buyers see it — or stop seeing it — on their next page.
 */
async function retireCachedPages(c: Context, db: Db, businessId: number) {
  const [row] = await db.select({ slug: businesses.slug }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (row) setPurgeHeader(c, [`business:${row.slug}`]);
}

export function registerAdsManageRoutes(app: BackendApp): void {
  // An unexpected failure answers the call's message of spec §8 (MountOptions.failure), never a trace.
  mount(
    app,
    contract.listAds,
    async ({ db, query, c }) => {
      const now = clockNow(c);
      await requireBusinessRunner(c, db, query.bID, 'billing', now);
      return { bID: query.bID, ...(await loadAds(db, query.bID, harareDay(now))) };
    },
    { failure: AD_MESSAGES.fetchAds },
  );

  mount(
    app,
    contract.getAd,
    async ({ db, query, c }) => {
      const now = clockNow(c);
      await requireBusinessRunner(c, db, query.bID, 'billing', now);
      return { ad: await oneAd(db, query.bID, query.adID, harareDay(now)) };
    },
    { failure: AD_MESSAGES.fetchAd },
  );

  mount(
    app,
    contract.createAd,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const today = harareDay(now);
      const userId = await requireBusinessRunner(c, db, body.bID, 'billing', now);
      await requireAdsAllowed(db, userId, body.bID, now, true);
      const problem = adScheduleProblem(body, today, NEW_AD);
      if (problem) throw invalid(problem.field, problem.message);
      const productCategory = body.productID === null ? null : await requireProduct(db, body.bID, body.productID);
      const categoryId = body.categoryID === undefined ? productCategory : body.categoryID;
      await requireCategory(db, categoryId);
      const { bID, productID, categoryID: _category, ...fields } = body;
      const id = await q.insertAd(db, { ...fields, businessId: bID, productId: productID, categoryId, paused: false }, now);
      await retireCachedPages(c as Context, db, bID);
      return { ad: await oneAd(db, bID, id, today) };
    },
    { status: 201, failure: AD_MESSAGES.createAd },
  );

  mount(
    app,
    contract.updateAd,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const today = harareDay(now);
      const userId = await requireBusinessRunner(c, db, body.bID, 'billing', now);
      const ad = await oneAd(db, body.bID, body.adID, today);
      const edits = editsOf(body, ad);
      const resuming = body.paused === false && ad.paused;
      const merged = { ...ad, ...edits, productID: edits.productID !== undefined ? edits.productID : (ad.product?.id ?? null) };
      // Pausing (or saving nothing new) is always allowed: a vendor can always stop spending.
      if (resuming || Object.keys(edits).length > 0) {
        await requireAdsAllowed(db, userId, body.bID, now, ad.endsOn < today && merged.endsOn >= today);
        if (body.paused === false && merged.endsOn < today) throw invalid('endsOn', AD_FIELD_MESSAGES.ended);
        const problem = adScheduleProblem(merged, today, {
          startsOnChanged: edits.startsOn !== undefined,
          endsOnChanged: edits.endsOn !== undefined,
        });
        if (problem) throw invalid(problem.field, problem.message);
      }
      let categoryId = edits.categoryID;
      if (edits.productID !== undefined) {
        const productCategory = edits.productID === null ? null : await requireProduct(db, body.bID, edits.productID);
        if (categoryId === undefined) categoryId = productCategory;
      }
      if (categoryId !== undefined) await requireCategory(db, categoryId);
      const { productID, categoryID: _category, ...fields } = edits;
      await q.updateAdRow(
        db,
        body.bID,
        body.adID,
        {
          ...fields,
          ...(productID !== undefined ? { productId: productID } : {}),
          ...(categoryId !== undefined ? { categoryId } : {}),
          ...(body.paused !== undefined ? { paused: body.paused } : {}),
        },
        now,
      );
      await retireCachedPages(c as Context, db, body.bID);
      return { ad: await oneAd(db, body.bID, body.adID, today) };
    },
    { failure: AD_MESSAGES.updateAd },
  );

  mount(
    app,
    contract.adsReport,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      await requireBusinessRunner(c, db, body.bID, 'billing', now);
      const range = harareRange(body.range, now);
      const [rows, series, days, topUps, money] = await Promise.all([
        q.adRows(db, body.bID, body.adID),
        q.dailySeries(db, body.bID, range.from, range.to, body.adID),
        q.perAdDays(db, body.bID, range.from, range.to, body.adID),
        q.topUpsOf(db, body.bID, BILLING_HISTORY_MAX, range.startIso),
        q.adsMoney(db, body.bID),
      ]);
      if (body.adID !== undefined && rows.length === 0) throw new HttpError(404, AD_MESSAGES.notFound);
      const byDay = new Map(series.map((p) => [p.day, p]));
      const totals = new Map(rows.map((r) => [r.id, { adID: r.id, title: r.title, impressions: 0, clicks: 0, spendMillicents: 0 }]));
      for (const d of days) {
        const t = totals.get(d.adId);
        if (!t) continue;
        t.impressions += d.impressions;
        t.clicks += d.clicks;
        t.spendMillicents += d.spendMillicents;
      }
      const debits = days
        .filter((d) => d.spendMillicents > 0)
        .map((d) => ({
          kind: 'debit' as const,
          at: d.day,
          adID: d.adId,
          title: d.title,
          impressions: d.impressions,
          clicks: d.clicks,
          spendMillicents: d.spendMillicents,
        }));
      const credits = topUps.map((t) => ({
        kind: 'top_up' as const,
        at: t.createdAt,
        reference: t.reference,
        status: t.status,
        amountCents: t.usdCents,
      }));
      return {
        bID: body.bID,
        range: body.range,
        from: range.from,
        to: range.to,
        adID: body.adID ?? null,
        series: range.buckets.map((day) => {
          const p = byDay.get(day);
          const impressions = Number(p?.impressions ?? 0);
          const clicks = Number(p?.clicks ?? 0);
          return { day, impressions, clicks, spendMillicents: Number(p?.spendMillicents ?? 0), ctr: clickThrough(impressions, clicks) };
        }),
        invalidSeries: range.buckets.map((day) => {
          const p = byDay.get(day);
          return { day, invalidImpressions: Number(p?.invalidImpressions ?? 0), invalidClicks: Number(p?.invalidClicks ?? 0) };
        }),
        ads: [...totals.values()].map((t) => ({ ...t, ctr: clickThrough(t.impressions, t.clicks) })),
        balanceCents: money.balanceCents,
        spendableMillicents: spendableMillicents(money.balanceCents, money.accruedMillicents),
        currency: 'USD' as const,
        history: mergeHistory([...debits, ...credits], BILLING_HISTORY_MAX),
      };
    },
    { failure: AD_MESSAGES.fetchAds },
  );
}
