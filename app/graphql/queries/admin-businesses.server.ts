/** Operators' stores (/admin/businesses/ and /admin/businesses/{id}/), and the dashboard's suspension banner. */
import { graphql } from '../generated';

export const AdminBusinessesQuery = graphql(`
  query AdminBusinesses_List($status: AdminBusinessFilter, $search: String, $page: Int!) {
    adminBusinesses(status: $status, search: $search, page: $page) {
      items { id name slug status city ownerName ownerEmail suspendedAt createdAt }
      pageInfo { page perPage total totalPages }
      suspended
    }
  }
`);

export const AdminBusinessQuery = graphql(`
  query AdminBusiness_One($id: ID!) {
    adminBusiness(id: $id) {
      id name slug status city ownerId ownerName ownerEmail ownerPhone suspendedAt suspensionReason createdAt
      subscription { packageId packageName status active startedAt endsAt }
      listings { status count }
      suspendedListings
      orders { count lastAt lastNumber }
      balance { availableCents pendingCents paidOutCents }
      packages { id name }
    }
  }
`);

export const SuspendBusinessMutation = graphql(`
  mutation AdminBusiness_Suspend($input: SuspendBusinessInput!) {
    suspendBusiness(input: $input) {
      business { id suspendedAt }
      userErrors { field message }
    }
  }
`);

export const ReinstateBusinessMutation = graphql(`
  mutation AdminBusiness_Reinstate($input: ReinstateBusinessInput!) {
    reinstateBusiness(input: $input) {
      business { id suspendedAt }
      userErrors { field message }
    }
  }
`);

export const ChangeBusinessSubscriptionMutation = graphql(`
  mutation AdminBusiness_Subscription($input: ChangeBusinessSubscriptionInput!) {
    changeBusinessSubscription(input: $input) {
      business { id subscription { packageName endsAt } }
      userErrors { field message }
    }
  }
`);

export const StoreSuspensionQuery = graphql(`
  query Dashboard_StoreSuspension($businessId: ID!) {
    storeSuspension(businessId: $businessId) { suspended suspendedAt reason }
  }
`);
