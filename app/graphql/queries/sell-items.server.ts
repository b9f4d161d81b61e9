/** The vendor's catalogue: the all-sell-items list, bulk actions, the CSV import, and /sell-items' packages. */
import { graphql } from '../generated';

export const SellItemsQuery = graphql(`
  query SellItemsRoute_SellItems($businessId: ID!, $term: String, $kind: ProductKind, $status: SellItemStatus, $page: Int, $perPage: Int) {
    sellItems(businessId: $businessId, term: $term, kind: $kind, status: $status, page: $page, perPage: $perPage) {
      items {
        id
        slug
        name
        kind
        status
        sku
        stockQuantity
        price { amountCents currency }
        regularPrice { amountCents currency }
        image { url alt width height }
        category { name }
      }
      pageInfo { page perPage total totalPages }
      counts { all publish draft }
    }
  }
`);

export const BulkSellItemsMutation = graphql(`
  mutation SellItemsRoute_Bulk($input: BulkSellItemsInput!) {
    bulkSellItems(input: $input) {
      changedIds
      keptUnpublishedIds
      userErrors { field message }
    }
  }
`);

export const ImportSellItemsMutation = graphql(`
  mutation BulkUploadRoute_Import($input: ImportSellItemsInput!) {
    importSellItems(input: $input) {
      results { row sku outcome productId existing errors { column message } }
      userErrors { field message }
    }
  }
`);

export const SellItemsPackagesQuery = graphql(`
  query SellItemsPage_Packages {
    subscriptionPackages {
      id
      name
      description
      months
      price { amountCents currency }
      capabilities
      limits { name value }
    }
  }
`);

export const AccountSellerQuery = graphql(`
  query AccountSelling_Viewer {
    viewer {
      id
      isVendor
      businesses { id name slug }
      subscription { status }
      permissions
      limits { name value }
      productCount
    }
  }
`);
