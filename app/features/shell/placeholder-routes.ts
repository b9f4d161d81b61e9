/**
 * Which pages get a loading placeholder while a client navigation fetches them (spec §2 overlay 9: product
 * and category pages; the dashboard has its own). Tiny on purpose: it is in the first load of every page.
 * placeholder-routes.test.ts checks these against the route table, so a new category screen is not missed.
 */
export type PlaceholderKind = 'product' | 'category';

const PRODUCT = /^\/product\//;
// The category screens of app/routes.ts (each also with /near-you), the generic /category/{slug} and the list.
const CATEGORY =
  /^\/(?:category(?:\/[^/]+)?|general|popular-categories|trades-and-services|real-estate|motor-vehicles|motor-vehicles-spare-parts|motor-vehicles-specific-search|food-and-grocery|clothing-apparel|hats)(?:\/near-you)?\/?$/;

export function placeholderFor(pathname: string): PlaceholderKind | null {
  if (PRODUCT.test(pathname)) return 'product';
  return CATEGORY.test(pathname) ? 'category' : null;
}

/**
 * Only a page-to-page navigation shows one: not the reload after a form post (the page stays as it is),
 * and not a change of query on the same page (paging keeps the progress bar only).
 */
export function placeholderForNavigation(
  navigation: { state: string; location?: { pathname: string }; formMethod?: string },
  currentPathname: string,
): PlaceholderKind | null {
  if (navigation.state !== 'loading' || navigation.formMethod || !navigation.location) return null;
  if (navigation.location.pathname === currentPathname) return null;
  return placeholderFor(navigation.location.pathname);
}
