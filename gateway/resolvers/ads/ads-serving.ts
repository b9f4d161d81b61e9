/**
 * sponsoredAds (issue #12 item 2): the ads a public page shows, from GET /advertising/serve. Ads are never worth
 * a failed or slow page: a failure, bad arguments or a read slower than ADS_READ_MS answer null and the page
 * renders without them (the REST failure is logged by the client).
 */
import { AD_SLOTS, type AdPlacement } from '../../../schema/rest/ads';
import { serveAds } from '../../../schema/rest/ads-serving';
import type { Resolvers, SponsoredPlacement } from '../../generated/resolvers';

/** The longest a page waits for its ads; they are read beside the page's other data, so this bounds nothing else. */
export const ADS_READ_MS = 1500;

const idOrUndefined = (id: string | null | undefined) => {
  const n = Number(id);
  return id && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** A slug the API would refuse is dropped: ads never fail a page. */
const slugOrUndefined = (slug: string | null | undefined) => (slug && /^[a-z0-9][a-z0-9-]{0,199}$/i.test(slug) ? slug : undefined);

function withinTime<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export const adsServingResolvers: Resolvers = {
  Query: {
    sponsoredAds: async (_root, args, ctx) => {
      const placement = args.placement.toLowerCase() as AdPlacement;
      const query = {
        placement,
        categoryId: idOrUndefined(args.categoryId),
        productId: idOrUndefined(args.productId),
        categorySlug: slugOrUndefined(args.categorySlug),
        productSlug: slugOrUndefined(args.productSlug),
        q: args.q?.slice(0, 200) || undefined,
        city: args.city?.slice(0, 80) || undefined,
        limit: args.limit ? Math.min(Math.max(args.limit, 1), AD_SLOTS[placement]) : undefined,
      };
      const ads = await withinTime(
        ctx.rest.call(serveAds, { query }).catch(() => null),
        ADS_READ_MS,
      );
      return (
        ads?.map((ad) => ({
          id: String(ad.adID),
          placement: ad.placement.toUpperCase() as SponsoredPlacement,
          title: ad.title,
          clickUrl: ad.clickUrl,
          product: ad.product,
          business: ad.business,
        })) ?? null
      );
    },
  },
};
