/**
 * The search screens of spec §2: search itself and the category screens of every kind, each with a near-you
 * sub-route. A screen fixes some filters (a kind, a category) and shows the filter controls that matter for
 * what it lists (bedrooms for houses, make and year for vehicles…).
 */
import type { ProductSearchInput } from '~/graphql/generated/graphql';

export type FilterControl = 'category' | 'price' | 'sale' | 'attributes' | 'realEstate' | 'vehicle' | 'kind';

export interface SearchScreen {
  /** The route id of the screen (its near-you route is `${id}-near-you`). */
  routeId: string;
  title: string;
  intro: string;
  fixed: Partial<ProductSearchInput>;
  controls: FilterControl[];
}

const SCREENS: Record<string, Omit<SearchScreen, 'routeId'>> = {
  search: { title: 'Search', intro: 'Everything on Musika.', fixed: {}, controls: ['category', 'price', 'sale', 'kind', 'attributes'] },
  general: {
    title: 'General goods',
    intro: 'Electronics, books, health, home and more from local stores.',
    fixed: { kinds: ['GENERAL'] },
    controls: ['category', 'price', 'sale', 'attributes'],
  },
  // Only its near-you route is a search screen (the page adds "near Harare"); /popular-categories is the tiles page.
  'popular-categories': {
    title: 'Popular categories',
    intro: 'What people near you are buying.',
    fixed: {},
    controls: ['category', 'price', 'sale'],
  },
  'trades-and-services': {
    title: 'Trades & services',
    intro: 'Plumbers, electricians, builders and cleaners near you.',
    fixed: { kinds: ['TRADES_SERVICES'] },
    controls: ['category', 'price'],
  },
  'real-estate': {
    title: 'Real estate',
    intro: 'Houses, flats, stands and commercial property to buy or rent.',
    fixed: { kinds: ['REAL_ESTATE', 'AUCTION_REAL_ESTATE'] },
    controls: ['realEstate', 'price', 'category', 'sale'],
  },
  'motor-vehicles': {
    title: 'Motor vehicles',
    intro: 'Cars, bakkies, trucks and kombis.',
    fixed: { kinds: ['MOTOR_VEHICLE'] },
    controls: ['vehicle', 'price', 'category', 'sale'],
  },
  'motor-vehicles-spare-parts': {
    title: 'Motor vehicle spare parts',
    intro: 'Spares, tyres, batteries and accessories.',
    fixed: { category: 'motor-vehicles-spare-parts' },
    controls: ['category', 'price', 'sale'],
  },
  'motor-vehicles-specific-search': {
    title: 'Find a specific vehicle',
    intro: 'Search by make, model, year and price.',
    fixed: { kinds: ['MOTOR_VEHICLE'] },
    controls: ['vehicle', 'price'],
  },
  'food-and-grocery': {
    title: 'Food & grocery',
    intro: 'Groceries, fresh produce and meat from shops and farms.',
    fixed: { category: 'food-and-grocery' },
    controls: ['category', 'price', 'sale'],
  },
  'clothing-apparel': {
    title: 'Clothing & apparel',
    intro: 'Fashion for men, women and children.',
    fixed: { category: 'clothing-apparel' },
    controls: ['category', 'attributes', 'price', 'sale'],
  },
  hats: {
    title: 'Hats',
    intro: 'Caps, bucket hats, sun hats and beanies.',
    fixed: { category: 'hats' },
    controls: ['category', 'attributes', 'price', 'sale'],
  },
};

const ROUTE_IDS: Record<string, string> = {
  search: 'search',
  general: 'category-general',
  'popular-categories': 'category-popular-categories',
  'trades-and-services': 'category-trades-and-services',
  'real-estate': 'category-real-estate',
  'motor-vehicles': 'category-motor-vehicles',
  'motor-vehicles-spare-parts': 'category-motor-vehicles-spare-parts',
  'motor-vehicles-specific-search': 'category-motor-vehicles-specific-search',
  'food-and-grocery': 'category-food-and-grocery',
  'clothing-apparel': 'category-clothing-apparel',
  hats: 'category-hats',
};

export interface ResolvedScreen extends SearchScreen {
  nearYou: boolean;
  /** The path without /near-you, and with it. */
  basePath: string;
  nearYouPath: string;
}

/** Which screen a path is: /search, /real-estate/near-you, /category/{slug}/near-you… */
export function screenForPath(pathname: string): ResolvedScreen | null {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  const nearYou = parts[parts.length - 1] === 'near-you';
  const base = nearYou ? parts.slice(0, -1) : parts;
  const basePath = `/${base.join('/')}`;
  const resolved = (screen: SearchScreen): ResolvedScreen => ({ ...screen, nearYou, basePath, nearYouPath: `${basePath}/near-you` });
  if (base[0] === 'category' && base.length === 2) {
    const slug = base[1];
    return resolved({
      routeId: 'category-generic',
      title: slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()),
      intro: 'Listings in this category.',
      fixed: { category: slug },
      controls: ['category', 'price', 'sale', 'attributes'],
    });
  }
  if (base.length !== 1 || !SCREENS[base[0]]) return null;
  return resolved({ routeId: ROUTE_IDS[base[0]], ...SCREENS[base[0]] });
}
