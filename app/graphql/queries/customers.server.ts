import { graphql } from '../generated';

export const BusinessCustomersQuery = graphql(`
  query DashboardCustomersRoute_List($businessId: ID!, $term: String, $page: Int!, $perPage: Int!) {
    businessCustomers(businessId: $businessId, term: $term, page: $page, perPage: $perPage) {
      items { phone name city orders totalSpent { amountCents currency } lastOrderAt whatsAppUrl }
      pageInfo { page perPage total totalPages }
    }
  }
`);
