/** Product search and its facets (spec §7 "Search"; filters of spec §3; page size 20 by default, §9). */
import * as contract from '../../schema/rest/search';
import { HttpError, mount, type BackendApp } from '../http';
import { attributeFacets, categoryFacets, productFacets } from './search-facets-queries';
import { resolveProductSearch } from './search-filters-queries';
import { searchProductPage } from './search-products-queries';
import { storeOnly } from './search-store-facets';
import { storeSection, storeSectionPage } from './search-store-section';

export function registerSearchRoutes(app: BackendApp): void {
  mount(app, contract.searchProducts, async ({ db, query }) => {
    const { page, per_page, sortBy, ...filters } = query;
    if (sortBy === 'distance' && !filters.coordinates) throw new HttpError(400, 'sortBy distance needs coordinates');
    const search = await resolveProductSearch(db, filters);
    // A storefront's section: merged per kind off the store's kind index (search-store-section.ts).
    const section = storeSection(filters, search, sortBy ?? 'relevance');
    if (section) return storeSectionPage(db, section, page, per_page);
    return searchProductPage(db, search, sortBy ?? 'relevance', page, per_page);
  });

  mount(app, contract.searchFilter, async ({ db, query }) => {
    const search = await resolveProductSearch(db, query, { withTree: true });
    const store = storeOnly(query, search);
    const [facets, attributes] = await Promise.all([productFacets(db, search, store), attributeFacets(db, search, store)]);
    return { ...facets, attributes };
  });

  mount(app, contract.searchFilterCategories, async ({ db, query }) => {
    const search = await resolveProductSearch(db, query, { withTree: true });
    return { load: await categoryFacets(db, search, storeOnly(query, search)) };
  });

  mount(app, contract.searchFilterAttributes, async ({ db, query }) => {
    const search = await resolveProductSearch(db, query);
    return { load: await attributeFacets(db, search, storeOnly(query, search)) };
  });
}
