/** /admin/operators/: every operator with their roles, and an admin's reset of another's authenticator. */
import { graphql } from '../generated';

export const AdminOperatorsQuery = graphql(`
  query AdminOperators_List($search: String, $page: Int!) {
    adminOperators(search: $search, page: $page) {
      items { id name email roles authenticator }
      pageInfo { page perPage total totalPages }
    }
  }
`);

export const ResetOperatorAuthenticatorMutation = graphql(`
  mutation AdminOperators_Reset($input: ResetOperatorAuthenticatorInput!) {
    resetOperatorAuthenticator(input: $input) {
      operator { id name }
      changed
      userErrors { field message }
    }
  }
`);
