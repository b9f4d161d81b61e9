/** The product form: the leaf categories to choose from, one product to edit, create, update and delete. */
import { graphql } from '../generated';

export const EditableProductFragment = graphql(`
  fragment EditableProductParts on EditableProduct {
    id slug businessId kind status name categoryId shortDescription description
    priceCents salePriceCents stockQuantity sku city images
    propertyType listingType rentPeriod suburb bedrooms bathrooms standSizeSqm titleType
    make model year mileageKm transmission fuelType
    auctionStartCents auctionReserveCents auctionEndsAt
    rateCents rateUnit depositCents serviceArea callOutFeeCents
    variations { size colour priceCents stockQuantity }
  }
`);

export const ProductFormCategoriesQuery = graphql(`
  query ProductFormRoute_Categories {
    categories { id name parentId slug }
  }
`);

export const EditableProductQuery = graphql(`
  query ProductFormRoute_Product($businessId: ID!, $slug: String!) {
    editableProduct(businessId: $businessId, slug: $slug) { ...EditableProductParts }
  }
`);

export const CreateProductMutation = graphql(`
  mutation ProductFormRoute_Create($businessId: ID!, $input: ProductInput!) {
    createProduct(businessId: $businessId, input: $input) {
      product { id slug kind status name }
      userErrors { field message }
      upgradeRequired
    }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation ProductFormRoute_Update($businessId: ID!, $productId: ID!, $input: ProductInput!) {
    updateProduct(businessId: $businessId, productId: $productId, input: $input) {
      product { id slug kind status name }
      userErrors { field message }
      upgradeRequired
    }
  }
`);

export const DeleteProductMutation = graphql(`
  mutation ProductFormRoute_Delete($businessId: ID!, $productId: ID!) {
    deleteProduct(businessId: $businessId, productId: $productId) {
      productId deleted message
      userErrors { field message }
    }
  }
`);

export const DuplicateProductMutation = graphql(`
  mutation ProductFormRoute_Duplicate($businessId: ID!, $productId: ID!) {
    duplicateProduct(businessId: $businessId, productId: $productId) {
      product { id slug name }
      userErrors { field message }
      upgradeRequired
    }
  }
`);
