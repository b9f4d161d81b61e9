/**
 * The store finder's words in the page's language (issue 33 §3), finished on the server: the page's client code
 * holds no catalogue. `listings` keeps `{count}` for each store's own number.
 */
import type { Translate } from '~/lib/i18n/translate.server';

interface Found {
  count: number;
  radius: number;
  /** The chosen city's name (Harare when none was chosen). */
  place: string;
  chosenDefault: boolean;
  /** The browser's location, not a city. */
  here: boolean;
}

export function storeFinderText(t: Translate, found: Found) {
  const counted = { count: found.count, radius: found.radius };
  return {
    meta: t('publicMore.finderMeta'),
    description: t('publicMore.finderDescription'),
    home: t('common.home'),
    stores: t('stores.title'),
    crumb: t('publicMore.finderCrumb'),
    title: found.here ? t('publicMore.finderTitleHere') : t('publicMore.finderTitle', { place: found.place }),
    count: found.chosenDefault ? t('publicMore.finderCountChoose', counted) : t('publicMore.finderCount', counted),
    where: t('publicMore.finderWhere'),
    find: t('publicMore.finderFind'),
    list: t('publicMore.finderList'),
    listings: t('publicMore.finderListings', { count: '{count}' }),
    none: t('publicMore.finderNone', { radius: found.radius }),
    map: t('stores.mapOfStores', { count: found.count, km: found.radius, name: found.here ? t('search.yourLocation') : found.place }),
  };
}
