import { graphql } from '../generated';

export const BuyerRequestsQuery = graphql(`
  query BuyerRequestsListRoute_List($category: Int, $term: String, $page: Int!) {
    buyerRequests(category: $category, term: $term, page: $page) {
      items { id title city categoryName ownerName responseCount createdAt budget { amountCents currency } }
      pageInfo { page perPage total totalPages }
    }
  }
`);

export const BuyerRequestQuery = graphql(`
  query BuyerRequestsListRoute_Detail($id: ID!) {
    buyerRequest(id: $id) {
      isOwner
      request { id title description city categoryId categoryName ownerName status photos createdAt budget { amountCents currency } }
      responses { id message createdAt store { id name slug } price { amountCents currency } product { ...ProductCard } }
    }
    viewer { id isVendor businesses { id name products(limit: 100) { id name price { amountCents currency } } } }
  }
`);

export const CreateBuyerRequestMutation = graphql(`
  mutation BuyerRequestsRoute_Create($input: CreateBuyerRequestInput!) {
    createBuyerRequest(input: $input) { request { id } userErrors { message } }
  }
`);

export const RespondToBuyerRequestMutation = graphql(`
  mutation BuyerRequestsListRoute_Respond($input: RespondToBuyerRequestInput!) {
    respondToBuyerRequest(input: $input) { ok userErrors { message } }
  }
`);

export const UpdateBuyerRequestMutation = graphql(`
  mutation BuyerRequest_Update($input: UpdateBuyerRequestInput!) {
    updateBuyerRequest(input: $input) { request { id status } userErrors { message } }
  }
`);
