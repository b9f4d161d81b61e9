/**
 * "No billing for the ad's own store" (issue #27 §1): an event is the store's own when the request carries a
 * session (bearer or the login cookie) of the ad's business owner or staff, or when the page it was seen on is
 * the store's own — its storefront (/vendor/{slug}…) or one of its products' pages. A vendor checking their ad,
 * or a staff member clicking it, never costs the store money.
 */
import { inArray, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { bearerToken, findToken, readSessionCookie } from '../auth/tokens';
import type { Db } from '../db/client';
import { businessIdsRunBy } from '../businesses/business-access-queries';
import { ads, businesses, products } from '../db/schema';

export interface PagedEvent {
  adID: number;
  pageUrl: string;
  referrer: string;
}

const STOREFRONT = /^\/vendor\/([a-z0-9-]{1,200})(?:\/|$)/i;
const PRODUCT = /^\/product\/([a-z0-9-]{1,200})(?:\/|$)/i;

function pathOf(url: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, 'http://page.invalid').pathname;
  } catch {
    return null;
  }
}

/** The pages an event names (where it was seen, and whence the click came). */
const pathsOf = (e: PagedEvent) => [pathOf(e.pageUrl), pathOf(e.referrer)].filter((p): p is string => p !== null);

/** A test per event: true when it is the ad's own store's. At most three D1 reads, and none for a visitor on other pages. */
export async function ownStoreCheck(c: Context, db: Db, events: PagedEvent[], now: Date): Promise<(e: PagedEvent) => boolean> {
  const session = bearerToken(c) ?? readSessionCookie(c);
  const paths = events.flatMap(pathsOf);
  const productSlugs = [...new Set(paths.map((p) => PRODUCT.exec(p)?.[1]).filter((s): s is string => !!s))];
  if (!session && !paths.some((p) => STOREFRONT.test(p)) && productSlugs.length === 0) return () => false;
  const adIds = [...new Set(events.map((e) => e.adID))];
  const [adStores, productStores, runBy] = await Promise.all([
    db
      .select({ id: ads.id, businessId: ads.businessId, slug: businesses.slug })
      .from(ads)
      .innerJoin(businesses, eq(businesses.id, ads.businessId))
      .where(inArray(ads.id, adIds)),
    productSlugs.length
      ? db.select({ slug: products.slug, businessId: products.businessId }).from(products).where(inArray(products.slug, productSlugs))
      : Promise.resolve([]),
    session
      ? findToken(db, session, now).then((owner) => (owner ? businessIdsRunBy(db, owner.userId) : new Set<number>()))
      : Promise.resolve(new Set<number>()),
  ]);
  const storeOf = new Map(adStores.map((a) => [a.id, a]));
  const productStore = new Map(productStores.map((p) => [p.slug.toLowerCase(), p.businessId]));
  return (e) => {
    const store = storeOf.get(e.adID);
    if (!store) return false;
    if (runBy.has(store.businessId)) return true;
    return pathsOf(e).some((p) => {
      const shop = STOREFRONT.exec(p)?.[1];
      if (shop) return shop.toLowerCase() === store.slug.toLowerCase();
      const product = PRODUCT.exec(p)?.[1];
      return product !== undefined && productStore.get(product.toLowerCase()) === store.businessId;
    });
  };
}
