import { graphql } from '../generated';

/** One query for a search page: results and facets resolve in parallel in the gateway. */
export const SearchPageQuery = graphql(`
  query SearchRoute_Search(
    $input: ProductSearchInput!
    $sortBy: SearchSort!
    $page: Int!
    $perPage: Int!
    $adPlacement: SponsoredPlacement!
    $adTerm: String
    $adCategory: String
    $adCity: String
  ) {
    search(input: $input, sortBy: $sortBy, page: $page, perPage: $perPage) {
      items { ...ProductCard distanceKm }
      pageInfo { page perPage total totalPages totalIsCapped countedNewest }
    }
    searchFacets(input: $input) {
      total
      countedNewest
      categories { id slug name parentId count }
      price { min { amountCents } max { amountCents } }
      saleTypes { value count }
      kinds { value count }
      makes { value count }
      attributes { id slug name terms { id slug name count } }
    }
    sponsoredAds(placement: $adPlacement, q: $adTerm, categorySlug: $adCategory, city: $adCity) { ...SponsoredAd }
  }
`);

export const SuggestQuery = graphql(`
  query SearchSuggest_Suggest($input: ProductSearchInput!) {
    search(input: $input, sortBy: RELEVANCE, page: 1, perPage: 6) {
      items { id slug name kind }
    }
  }
`);

export const BusinessSearchQuery = graphql(`
  query StoresRoute_Search($input: BusinessSearchInput!, $page: Int!, $adCity: String) {
    searchBusinesses(input: $input, page: $page, perPage: 20) {
      items { id slug name logo city productCount distanceKm categories { id name } }
      pageInfo { page perPage total totalPages totalIsCapped }
    }
    sponsoredAds(placement: STOREFRONT, city: $adCity) { ...SponsoredAd }
  }
`);

export const StoreFinderQuery = graphql(`
  query StoreFinderRoute_Stores($near: GeoPointInput!, $radiusKm: Float!, $category: String) {
    storeFinder(near: $near, radiusKm: $radiusKm, category: $category, limit: 50) {
      id slug name logo city productCount distanceKm coordinates { lat lng } categories { id name }
      address { streetAddress suburb city }
      phone
    }
  }
`);
