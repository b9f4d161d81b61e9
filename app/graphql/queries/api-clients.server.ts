/** /dashboard/api-clients/ (a store owner's own) and /admin/api-clients/ (every client): list, register, revoke. */
import { graphql } from '../generated';

export const ApiClientFragment = graphql(`
  fragment ApiClients_Client on ApiClient {
    id name owner contactEmail hourlyBudget registeredByOperator createdAt revokedAt
  }
`);

export const MyApiClientsQuery = graphql(`
  query DashboardApiClients_List($page: Int!) {
    myApiClients(page: $page) {
      items { ...ApiClients_Client }
      pageInfo { page perPage total totalPages }
    }
  }
`);

export const RegisterApiClientMutation = graphql(`
  mutation DashboardApiClients_Register($input: RegisterApiClientInput!) {
    registerApiClient(input: $input) { client { ...ApiClients_Client } userErrors { field message } }
  }
`);

export const RevokeApiClientMutation = graphql(`
  mutation DashboardApiClients_Revoke($input: RevokeApiClientInput!) {
    revokeApiClient(input: $input) { client { ...ApiClients_Client } changed userErrors { field message } }
  }
`);

export const AdminApiClientsQuery = graphql(`
  query AdminApiClients_List($search: String, $page: Int!) {
    adminApiClients(search: $search, page: $page) {
      items { ...ApiClients_Client }
      pageInfo { page perPage total totalPages }
    }
  }
`);

export const AdminRegisterApiClientMutation = graphql(`
  mutation AdminApiClients_Register($input: RegisterApiClientInput!) {
    adminRegisterApiClient(input: $input) { client { ...ApiClients_Client } userErrors { field message } }
  }
`);

export const AdminRevokeApiClientMutation = graphql(`
  mutation AdminApiClients_Revoke($input: RevokeApiClientInput!) {
    adminRevokeApiClient(input: $input) { client { ...ApiClients_Client } changed userErrors { field message } }
  }
`);
