/** Store discovery: business search and the store finder (spec §7 "Business and ads"; DESIGN.md §7). */
import * as contract from '../../schema/rest/search';
import { HttpError, mount, type BackendApp } from '../http';
import { loadCategoryTree } from '../catalogue/category-tree-queries';
import { findStores, searchBusinesses } from '../search/search-businesses-queries';

export function registerBusinessSearchRoutes(app: BackendApp): void {
  mount(app, contract.searchBusinesses, async ({ db, query }) => {
    if (query.sortBy === 'distance' && !query.coordinates) throw new HttpError(400, 'sortBy distance needs coordinates');
    return searchBusinesses(db, query);
  });

  mount(app, contract.storeFinder, async ({ db, query }) => {
    let categoryIds: number[] | null = null;
    if (query.category) {
      const tree = await loadCategoryTree(db);
      const row = tree.bySlug(query.category.toLowerCase());
      // An unknown category has no stores listing in it: an empty list, as an unknown search category gives.
      if (!row) return { load: [] };
      categoryIds = tree.descendantIds(row.id);
    }
    return { load: await findStores(db, query.coordinates, query.radius, query.limit, categoryIds) };
  });
}
