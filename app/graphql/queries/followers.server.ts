/** Followers and newsletters: the storefront's follow button, the vendor's two pages and the unsubscribe page. */
import { graphql } from '../generated';

export const StoreFollowQuery = graphql(`
  query Storefront_Follow($businessId: ID!) {
    storeFollow(businessId: $businessId) { businessId followers following own }
  }
`);

export const FollowStoreMutation = graphql(`
  mutation FollowStore_Toggle($input: FollowStoreInput!) {
    followStore(input: $input) {
      follow { businessId followers following own }
      userErrors { field message }
    }
  }
`);

export const BusinessFollowersQuery = graphql(`
  query DashboardFollowers_List($businessId: ID!, $page: Int!) {
    businessFollowers(businessId: $businessId, page: $page, perPage: 20) {
      items { id name since subscribed }
      pageInfo { page perPage total totalPages }
      subscribed
    }
  }
`);

export const BusinessNewslettersQuery = graphql(`
  query DashboardNewsletter_List($businessId: ID!, $page: Int!) {
    businessNewsletters(businessId: $businessId, page: $page) {
      items { id subject body recipients leftOut createdAt }
      pageInfo { page perPage total totalPages }
      subscribed
      nextAllowedAt
      maxRecipients
    }
  }
`);

export const SendNewsletterMutation = graphql(`
  mutation DashboardNewsletter_Send($input: SendNewsletterInput!) {
    sendNewsletter(input: $input) {
      newsletter { id recipients leftOut }
      userErrors { field message }
    }
  }
`);

export const NewsletterSubscriptionQuery = graphql(`
  query NewsletterUnsubscribe_Status($token: String!) {
    newsletterSubscription(token: $token) { businessName businessSlug subscribed }
  }
`);

export const UnsubscribeNewsletterMutation = graphql(`
  mutation NewsletterUnsubscribe_Confirm($input: UnsubscribeNewsletterInput!) {
    unsubscribeNewsletter(input: $input) {
      subscription { businessName businessSlug subscribed }
      userErrors { field message }
    }
  }
`);
