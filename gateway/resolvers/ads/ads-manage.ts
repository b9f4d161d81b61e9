/**
 * A vendor's ads (schema/graphql/ads-manage.graphql ⇄ schema/rest/ads-manage.ts): list, one ad, the report, and
 * create/update with userErrors. Thin: enums and money are mapped; the REST API checks who runs the business and
 * that the ad is that business's. Someone else's business or ad reads as null, as an unknown one does.
 */
import type { AdPlacement as RestPlacement, AdPricing as RestPricing } from '../../../schema/rest/ads';
import * as contract from '../../../schema/rest/ads-manage';
import type { AdsReportRange, RestAd, RestAdFigures, RestAdsReport, RestBillingEntry } from '../../../schema/rest/ads-manage';
import { RestError, userErrorsFrom } from '../../errors';
import type { AdPlacement, AdPricing, AdStatus, AdsRange, Resolvers } from '../../generated/resolvers';
import { money } from '../shared/money';

const isId = (v: string) => /^\d{1,10}$/.test(v);
const idOrNull = (v: string | null | undefined) => (v === null || v === undefined ? v : isId(v) ? Number(v) : -1);

const RANGE_TO_REST: Record<AdsRange, AdsReportRange> = { DAYS_7: '7d', DAYS_30: '30d', DAYS_90: '90d' };
const RANGE_FROM_REST: Record<AdsReportRange, AdsRange> = { '7d': 'DAYS_7', '30d': 'DAYS_30', '90d': 'DAYS_90' };

function nullIfNotTheirs(error: unknown): null {
  if (error instanceof RestError && (error.status === 403 || error.status === 404)) return null;
  throw error;
}

const millicentsMoney = (m: number) => money(Math.floor(m / 1000));

function figures(f: RestAdFigures) {
  return { impressions: f.impressions, clicks: f.clicks, spend: money(f.spendCents), spendMillicents: f.spendMillicents, clickThrough: f.ctr };
}

export function adOut(ad: RestAd) {
  return {
    id: String(ad.adID),
    businessId: String(ad.bID),
    title: ad.title,
    placement: ad.placement.toUpperCase() as AdPlacement,
    pricing: ad.pricing.toUpperCase() as AdPricing,
    bid: money(ad.bidCents),
    dailyBudget: money(ad.dailyBudgetCents),
    startsOn: ad.startsOn,
    endsOn: ad.endsOn,
    days: ad.days,
    paused: ad.paused,
    status: ad.status.toUpperCase() as AdStatus,
    product: ad.product ? { id: String(ad.product.id), slug: ad.product.slug, name: ad.product.name } : null,
    categoryId: ad.categoryID === null ? null : String(ad.categoryID),
    keywords: ad.keywords,
    city: ad.city,
    today: figures(ad.today),
    total: figures(ad.total),
    createdAt: ad.createdAt,
    updatedAt: ad.updatedAt,
  };
}

function historyOut(e: RestBillingEntry) {
  if (e.kind === 'top_up')
    return {
      kind: 'TOP_UP' as const,
      at: e.at,
      amount: money(e.amountCents),
      amountMillicents: e.amountCents * 1000,
      reference: e.reference,
      status: e.status,
    };
  return {
    kind: 'DEBIT' as const,
    at: e.at,
    amount: millicentsMoney(e.spendMillicents),
    amountMillicents: e.spendMillicents,
    adId: String(e.adID),
    title: e.title,
    impressions: e.impressions,
    clicks: e.clicks,
  };
}

function reportOut(r: RestAdsReport) {
  return {
    range: RANGE_FROM_REST[r.range],
    from: r.from,
    to: r.to,
    adId: r.adID === null ? null : String(r.adID),
    balance: money(r.balanceCents),
    spendableMillicents: r.spendableMillicents,
    days: r.series.map((p, i) => ({
      day: p.day,
      impressions: p.impressions,
      clicks: p.clicks,
      spend: millicentsMoney(p.spendMillicents),
      spendMillicents: p.spendMillicents,
      clickThrough: p.ctr,
      invalidImpressions: r.invalidSeries[i]?.invalidImpressions ?? 0,
      invalidClicks: r.invalidSeries[i]?.invalidClicks ?? 0,
    })),
    ads: r.ads.map((a) => ({
      adId: String(a.adID),
      title: a.title,
      impressions: a.impressions,
      clicks: a.clicks,
      spend: millicentsMoney(a.spendMillicents),
      spendMillicents: a.spendMillicents,
      clickThrough: a.ctr,
    })),
    history: r.history.map(historyOut),
  };
}

/** The field a REST 400 names ("bidCents: …"), in the input's own words. */
const FIELD_NAMES: Record<string, string> = { productID: 'productId', categoryID: 'categoryId', bID: 'businessId', adID: 'adId' };
function fieldOf(error: unknown): string | null {
  const field = /^(\w+): /.exec(error instanceof Error ? error.message : '')?.[1];
  return field ? (FIELD_NAMES[field] ?? field) : null;
}

const lower = <T extends string>(v: string | null | undefined) => (v === null || v === undefined ? undefined : (v.toLowerCase() as T));

export const adsManageResolvers: Resolvers = {
  Query: {
    businessAds: async (_root, { businessId }, ctx) => {
      if (!ctx.token || !isId(businessId)) return null;
      const list = await ctx.rest.call(contract.listAds, { query: { bID: Number(businessId) } }).catch(nullIfNotTheirs);
      if (!list) return null;
      return {
        businessId: String(list.bID),
        balance: money(list.balanceCents, list.currency),
        spendableMillicents: list.spendableMillicents,
        ads: list.ads.map(adOut),
      };
    },
    businessAd: async (_root, { businessId, adId }, ctx) => {
      if (!ctx.token || !isId(businessId) || !isId(adId)) return null;
      const ad = await ctx.rest.call(contract.getAd, { query: { bID: Number(businessId), adID: Number(adId) } }).catch(nullIfNotTheirs);
      return ad ? adOut(ad) : null;
    },
    adsReport: async (_root, { businessId, range, adId }, ctx) => {
      if (!ctx.token || !isId(businessId) || (adId && !isId(adId))) return null;
      const body = { bID: Number(businessId), range: RANGE_TO_REST[range ?? 'DAYS_30'], ...(adId ? { adID: Number(adId) } : {}) };
      const report = await ctx.rest.call(contract.adsReport, { body }).catch(nullIfNotTheirs);
      return report ? reportOut(report) : null;
    },
  },
  Mutation: {
    createAd: async (_root, { input }, ctx) => {
      try {
        const ad = await ctx.rest.call(contract.createAd, {
          body: {
            bID: Number(input.businessId),
            productID: idOrNull(input.productId) ?? null,
            title: input.title,
            placement: input.placement.toLowerCase() as RestPlacement,
            pricing: input.pricing.toLowerCase() as RestPricing,
            bidCents: input.bidCents,
            dailyBudgetCents: input.dailyBudgetCents,
            startsOn: input.startsOn,
            endsOn: input.endsOn,
            keywords: input.keywords ?? '',
            city: input.city ?? null,
            ...(input.categoryId !== undefined ? { categoryID: idOrNull(input.categoryId) } : {}),
          },
        });
        return { ad: adOut(ad), userErrors: [] };
      } catch (error) {
        return { ad: null, userErrors: userErrorsFrom(error, fieldOf(error)) };
      }
    },
    updateAd: async (_root, { input }, ctx) => {
      try {
        const ad = await ctx.rest.call(contract.updateAd, {
          body: {
            bID: Number(input.businessId),
            adID: Number(input.adId),
            productID: idOrNull(input.productId),
            title: input.title ?? undefined,
            placement: lower<RestPlacement>(input.placement),
            pricing: lower<RestPricing>(input.pricing),
            bidCents: input.bidCents ?? undefined,
            dailyBudgetCents: input.dailyBudgetCents ?? undefined,
            startsOn: input.startsOn ?? undefined,
            endsOn: input.endsOn ?? undefined,
            keywords: input.keywords ?? undefined,
            city: input.city,
            categoryID: idOrNull(input.categoryId),
            paused: input.paused ?? undefined,
          },
        });
        return { ad: adOut(ad), userErrors: [] };
      } catch (error) {
        return { ad: null, userErrors: userErrorsFrom(error, fieldOf(error)) };
      }
    },
  },
};
