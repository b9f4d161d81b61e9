import { graphql } from '../generated';

export const HomeQuery = graphql(`
  query HomeRoute_Home {
    promotedProducts(perPage: 4) { ...ProductCard }
    deals(page: 1, perPage: 8) { items { ...ProductCard } pageInfo { total totalIsCapped } }
    popularCategories { ...CategoryTile }
    promotedBusinesses(limit: 6) { id slug name logo city productCount categories { id name } }
    sponsoredAds(placement: HOME) { ...SponsoredAd }
    # The ZiG rate for the sponsored cards' prices (edge-cached, the same read as the layout's).
    exchangeRate { rateMicros }
  }
`);

export const CategoriesQuery = graphql(`
  query CategoriesRoute_Categories {
    categories { id slug name parentId productCount description image { url alt width height } }
  }
`);

export const PopularCategoriesQuery = graphql(`
  query PopularCategoriesRoute_PopularCategories {
    popularCategories { ...CategoryTile description }
  }
`);

export const CategoryQuery = graphql(`
  query CategoryRoute_Category($slug: String!, $page: Int!) {
    category(slug: $slug, page: $page, perPage: 12) {
      category { id slug name description productCount image { url alt width height } }
      ancestors { id slug name }
      children { ...CategoryTile }
      products { items { ...ProductCard } pageInfo { page perPage total totalPages totalIsCapped } }
    }
    sponsoredAds(placement: CATEGORY, categorySlug: $slug) { ...SponsoredAd }
    # The ZiG rate for the sponsored cards' prices (edge-cached, the same read as the layout's).
    exchangeRate { rateMicros }
  }
`);

export const DealsQuery = graphql(`
  query DealsRoute_Deals($page: Int!) {
    deals(page: $page, perPage: 20) {
      items { ...ProductCard }
      pageInfo { page perPage total totalPages totalIsCapped }
    }
  }
`);

export const ProductQuery = graphql(`
  query ProductRoute_Product($slug: String!) {
    product(slug: $slug) {
      ...ProductCard
      description
      shortDescription
      stockQuantity
      serviceArea
      createdAt
      images { url alt width height }
      categories { id slug name }
      attributes { name value }
      variations { id name price { amountCents currency } stockQuantity attributes { name value } }
      realEstate { propertyType listingType rentPeriod suburb bedrooms bathrooms standSizeSqm }
      vehicle { make model year mileageKm transmission fuelType }
      business { id slug name logo city phone whatsApp productCount }
      related(limit: 4) { ...ProductCard }
      inWishlist
      viewerIsOwner
      reviews { rating { average count } reviews { id rating review authorName createdAt } }
      reviewEligibility { canReview reason message }
    }
    # Issue #12: ads for this page (never the product itself), read in the same request as the product. Their ZiG
    # prices use the layout's rate (features/layout/layout.server.ts).
    sponsoredAds(placement: PRODUCT, productSlug: $slug) { ...SponsoredAd }
  }
`);

export const PageQuery = graphql(`
  query GenericPageRoute_Page($slug: String!) {
    page(slug: $slug) { id slug title excerpt content updatedAt }
  }
`);

export const StorefrontQuery = graphql(`
  query StorefrontRoute_Business($slug: String!, $page: Int!, $kinds: [ProductKind!]!, $allKinds: Boolean!) {
    business(slug: $slug) {
      id
      slug
      name
      logo
      coverImage
      description
      city
      phone
      whatsApp
      email
      website
      categories { id name }
      address { shopAddress streetAddress suburb city province country }
      openingHours { day open close closed }
      socials { network url }
      kindCounts { value count }
      products(page: $page, limit: 12) @include(if: $allKinds) {
        items { ...ProductCard }
        pageInfo { page perPage total totalPages totalIsCapped }
      }
      productsOfKinds(kinds: $kinds, page: $page, perPage: 12) @skip(if: $allKinds) {
        items { ...ProductCard }
        pageInfo { page perPage total totalPages totalIsCapped }
      }
    }
  }
`);

export const ProductIdQuery = graphql(`
  query ProductRoute_Id($slug: String!) {
    product(slug: $slug) { id }
  }
`);
