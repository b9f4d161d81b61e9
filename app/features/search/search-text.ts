/**
 * The filter panel's and near-you controls' messages (search.tsx hands them over raw, messagesFor; the panel
 * fills `{count}` and `{amount}` with app/lib/i18n/fill.ts). The page's own sentences come finished in its loader.
 */
export const FILTER_TEXT_KEYS = [
  'search.filters',
  'search.filtersActive',
  'search.filterLabel',
  'search.groupSearch',
  'search.searchTerm',
  'search.termPlaceholder',
  'search.groupCategory',
  'search.allCategories',
  'search.groupProperty',
  'search.saleOrRent',
  'search.forSale',
  'search.toRent',
  'search.propertyType',
  'search.anyPropertyType',
  'search.propertyHouse',
  'search.propertyFlat',
  'search.propertyStand',
  'search.propertyCommercial',
  'search.bedrooms',
  'search.anyBedrooms',
  'search.bedroomsAtLeast',
  'search.groupVehicle',
  'search.make',
  'search.anyMake',
  'search.model',
  'search.modelPlaceholder',
  'search.yearFrom',
  'search.yearTo',
  'search.maxMileage',
  'search.maxMileageLabel',
  'search.transmission',
  'search.anyTransmission',
  'search.manual',
  'search.automatic',
  'search.fuel',
  'search.anyFuel',
  'search.petrol',
  'search.diesel',
  'search.groupPrice',
  'search.priceFrom',
  'search.priceTo',
  'search.min',
  'search.max',
  'search.minPrice',
  'search.maxPrice',
  'search.groupSale',
  'search.saleDeals',
  'search.saleFeatured',
  'search.saleAuctions',
  'search.saleHire',
  'search.groupKind',
  'search.showResults',
] as const;

/** The near-you controls' messages (also the store finder's). */
export const NEAR_TEXT_KEYS = [
  'search.near',
  'search.locating',
  'search.usingLocation',
  'search.useLocation',
  'search.locationDenied',
  'search.cityOrTown',
  'search.chooseCityOption',
  'search.within',
  'search.km',
] as const;

export type NearText = Record<(typeof NEAR_TEXT_KEYS)[number], string>;

export type FilterText = Record<(typeof FILTER_TEXT_KEYS)[number], string> &
  NearText & {
    /** "Counts are from the newest 1,000 listings searched.", finished by the loader ('' when all were counted). */
    countedNewest: string;
  };
