/** Finance's payments and refunds: the /admin/payments/ list, a payment's page and its refund. */
import { graphql } from '../generated';

export const AdminPaymentsQuery = graphql(`
  query AdminPayments_List($status: String, $method: String, $search: String, $page: Int!) {
    adminPayments(status: $status, method: $method, search: $search, page: $page) {
      items { id reference purpose status method amount { amountCents currency } payerEmail createdAt }
      pageInfo { page perPage total totalPages }
    }
  }
`);

export const AdminPaymentQuery = graphql(`
  query AdminPayment_Page($id: ID!) {
    adminPayment(id: $id) {
      id reference purpose status method payerEmail providerReference createdAt settledAt
      amount { amountCents currency }
      usd { amountCents currency }
      events { source providerStatus status message receivedAt }
      orders { id number status paymentStatus total { amountCents currency } businessName }
      subscription { id packageName status startedAt endsAt }
      ads { businessId businessName balance { amountCents currency } }
      refund { reference reason amount { amountCents currency } adsTakenBack { amountCents currency } operatorEmail refundedAt }
    }
  }
`);

export const RefundPaymentMutation = graphql(`
  mutation AdminPayment_Refund($input: RefundPaymentInput!) {
    refundPayment(input: $input) {
      payment { id status }
      userErrors { field message }
    }
  }
`);
