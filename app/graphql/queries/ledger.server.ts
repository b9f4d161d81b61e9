/** Store earnings and payouts: the vendor's earnings page and CSV, and finance's payout queue. */
import { graphql } from '../generated';

export const BusinessEarningsQuery = graphql(`
  query DashboardEarnings_Page($businessId: ID!, $page: Int!) {
    businessEarnings(businessId: $businessId) {
      available { amountCents currency }
      pending { amountCents currency }
      paidOut { amountCents currency }
      collected { amountCents currency }
      minPayout { amountCents currency }
      holdDays
      commissionBp
      openPayout { id amount { amountCents currency } destination status createdAt }
    }
    businessLedger(businessId: $businessId, page: $page, perPage: 20) {
      items { id kind amount { amountCents currency } inBalance orderId orderNumber commissionBp paymentCurrency availableAt createdAt }
      pageInfo { page perPage total totalPages }
    }
  }
`);

export const BusinessLedgerExportQuery = graphql(`
  query DashboardEarningsExport_Page($businessId: ID!, $page: Int!) {
    businessLedger(businessId: $businessId, page: $page, perPage: 100) {
      items { id kind amount { amountCents currency } inBalance orderNumber commissionBp paymentCurrency paymentRate availableAt createdAt }
      pageInfo { page totalPages }
    }
  }
`);

export const RequestPayoutMutation = graphql(`
  mutation DashboardEarnings_RequestPayout($input: RequestPayoutInput!) {
    requestPayout(input: $input) {
      payout { id amount { amountCents currency } destination }
      userErrors { field message }
    }
  }
`);

export const AdminPayoutsQuery = graphql(`
  query AdminPayouts_Queue($status: PayoutStatus, $search: String, $page: Int!) {
    adminPayouts(status: $status, search: $search, page: $page) {
      items { id businessId businessName amount { amountCents currency } method destination status reference reason createdAt decidedAt }
      pageInfo { page perPage total totalPages }
      requested
    }
  }
`);

export const DecidePayoutMutation = graphql(`
  mutation AdminPayouts_Decide($input: DecidePayoutInput!) {
    decidePayout(input: $input) {
      payout { id status businessName amount { amountCents currency } }
      userErrors { field message }
    }
  }
`);
