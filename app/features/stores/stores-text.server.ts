/**
 * The public store pages' words in the page's language (issue 33 §3): the stores list, a store's page, the
 * shopping centres and one centre. Finished here and handed to the page in its loader data (decision 030: the
 * client holds no catalogue). Store and centre names, descriptions and hours stay the stores' own.
 */
import type { OpenWords } from '~/lib/opening-hours';
import type { Translate } from '~/lib/i18n/translate.server';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** "Open until 17:00", "Closed · opens Monday at 08:00" (lib/opening-hours.ts) in the language. */
export function openWords(t: Translate): OpenWords {
  return {
    until: t('stores.openUntil', { time: '{time}' }),
    today: t('stores.opensToday', { time: '{time}' }),
    on: t('stores.opensOn', { day: '{day}', time: '{time}' }),
    tomorrow: t('stores.tomorrow'),
    closed: t('stores.closed'),
    days: Object.fromEntries(DAYS.map((day) => [day, t(`stores.${day}`)])),
  };
}

/** "12 stores" / "1,000+ stores", as lib/result-count.ts writes it in English. */
export function storesCount(t: Translate, pageInfo: { total: number; totalIsCapped?: boolean | null }): string {
  return pageInfo.totalIsCapped ? t('stores.countCapped', { count: pageInfo.total }) : t('stores.countStores', { count: pageInfo.total });
}

/** The line above the stores list (features/stores/store-count.ts in English). */
export function storeCountText(t: Translate, pageInfo: { total: number; totalIsCapped?: boolean | null }, searched: boolean): string {
  const stores = storesCount(t, pageInfo);
  if (!searched) return t('stores.acrossZimbabwe', { stores });
  if (pageInfo.total === 0) return t('stores.noneMatch');
  return t(pageInfo.total === 1 && !pageInfo.totalIsCapped ? 'stores.matchesOne' : 'stores.matchesMany', { stores });
}

/** A store card's words (features/catalogue/store-card.tsx): "{count} listings", "{km} km away". */
export function storeCardText(t: Translate) {
  return { listings: t('stores.listingsCount', { count: '{count}' }), km: t('stores.kmAway', { km: '{km}' }) };
}

export function storesListText(t: Translate) {
  return {
    home: t('common.home'),
    title: t('stores.title'),
    findNear: t('stores.findNear'),
    findLabel: t('stores.findLabel'),
    storeName: t('stores.storeName'),
    city: t('stores.city'),
    allCities: t('stores.allCities'),
    category: t('stores.category'),
    allCategories: t('browse.allCategories'),
    findStores: t('stores.findStores'),
    empty: t('stores.empty'),
    card: storeCardText(t),
  };
}

/** "Search {name}", the store search form's words (features/stores/store-search.tsx). */
export function storeSearchText(t: Translate, storeName: string) {
  return { label: t('stores.searchStore', { name: storeName }), placeholder: t('stores.searchPlaceholder'), submit: t('stores.search') };
}

/** The follow line's words (features/followers/follow-store.tsx). */
export function followText(t: Translate, followers: number) {
  return {
    count: t('stores.followers', { count: followers }),
    none: t('stores.noFollowers'),
    unfollow: t('stores.unfollow'),
    follow: t('stores.follow'),
  };
}

const SECTION_KEYS = {
  'real-estate': 'stores.sectionRealEstate',
  'trades-services': 'stores.sectionTradesServices',
  food: 'stores.sectionFood',
  'motor-vehicles': 'stores.sectionMotorVehicles',
  general: 'stores.sectionGeneral',
} as const;

export function storefrontText(t: Translate, storeName: string) {
  return {
    home: t('common.home'),
    stores: t('stores.title'),
    logoAlt: t('stores.logoAlt', { name: storeName }),
    sectionsLabel: t('stores.sections'),
    all: t('stores.all'),
    sections: Object.fromEntries(Object.entries(SECTION_KEYS).map(([segment, key]) => [segment, t(key)])) as Record<string, string>,
    listings: t('stores.listings'),
    nothingListed: t('stores.nothingListed'),
    details: t('stores.details'),
    message: t('stores.message'),
    address: t('stores.address'),
    phone: t('stores.phone'),
    whatsApp: t('stores.whatsApp'),
    openingHours: t('stores.openingHours'),
    closed: t('stores.closed'),
    days: openWords(t).days,
    search: storeSearchText(t, storeName),
  };
}

export function centresText(t: Translate) {
  return {
    home: t('common.home'),
    title: t('stores.centresTitle'),
    intro: t('stores.centresIntro'),
    filter: t('stores.filterCentres'),
    city: t('stores.city'),
    allCities: t('stores.allCities'),
    selling: t('stores.storesSelling'),
    anything: t('stores.anything'),
    show: t('stores.showCentres'),
    clear: t('stores.clearFilters'),
    none: t('stores.noCentres'),
  };
}

export function centreText(t: Translate, centre: { name: string }) {
  return {
    home: t('common.home'),
    centres: t('stores.centresTitle'),
    hours: t('stores.centreHours'),
    parking: t('stores.parking'),
    directions: t('stores.directions'),
    openInMaps: t('stores.openInMaps'),
    onTheMap: t('stores.onTheMap'),
    thisCentre: t('stores.thisCentre'),
    kmAway: t('stores.kmAway', { km: '{km}' }),
    underOne: t('stores.underOne'),
    storesAt: t('stores.storesAt', { name: centre.name }),
    storesLabel: t('stores.title'),
    noStores: t('stores.noStoresHere'),
  };
}
