/** Documents of the subscriptions, billing and ads-account screens (issue #11 items 5 and 6). */
import { graphql } from '../generated';

export const SubscriptionsPaymentFields = graphql(`
  fragment Subscriptions_PaymentFields on Payment {
    reference
    purpose
    purposeRef
    status
    amountCents
    currency
    usdCents
    rateMicros
    method
    phoneMasked
    instructions
    redirectUrl
    message
    createdAt
    settledAt
  }
`);

export const SubscriptionsPageQuery = graphql(`
  query Subscriptions_Page {
    viewer {
      id
      displayName
      isVendor
      canTrial
      subscription { id status endsAt }
      package { id name }
    }
    subscriptionPackages {
      id
      slug
      name
      description
      price { amountCents currency }
      months
      capabilities
      limits { name value }
    }
    billingPayments(page: 1, perPage: 20) {
      items { payment { reference purpose purposeRef } }
    }
  }
`);

export const SubscriptionPaymentQuery = graphql(`
  query Subscriptions_Payment($reference: ID!) {
    payment(reference: $reference) { ...Subscriptions_PaymentFields }
  }
`);

export const SubscribeMutation = graphql(`
  mutation Subscriptions_Subscribe($input: SubscribeInput!) {
    subscribe(input: $input) {
      subscription { id status }
      payment { reference status redirectUrl }
      userErrors { field message }
    }
  }
`);

export const StartTrialMutation = graphql(`
  mutation Subscriptions_StartTrial($input: StartTrialInput!) {
    startTrial(input: $input) { subscription { id status endsAt } userErrors { field message } }
  }
`);

export const RequestCustomPackageMutation = graphql(`
  mutation Subscriptions_RequestCustomPackage($input: RequestCustomPackageInput!) {
    requestCustomPackage(input: $input) { ok message userErrors { field message } }
  }
`);

export const BillingPaymentsQuery = graphql(`
  query Billing_Payments($page: Int!, $perPage: Int!) {
    billingPayments(page: $page, perPage: $perPage) {
      items { description payment { reference status amountCents currency method createdAt } }
      pageInfo { page perPage total totalPages }
    }
  }
`);

export const ReceiptQuery = graphql(`
  query Billing_Receipt($reference: ID!) {
    receipt(reference: $reference) {
      description
      payment { ...Subscriptions_PaymentFields }
      seller { name address phone email taxNumber }
      buyer { name address phone email taxNumber }
    }
  }
`);

export const AdsBalanceQuery = graphql(`
  query Ads_Balance($businessId: ID) {
    adsBalance(businessId: $businessId) {
      businessId
      businessName
      balance { amountCents currency }
      topUps { reference status amount { amountCents currency } method createdAt }
    }
  }
`);

export const FundAdsAccountMutation = graphql(`
  mutation Ads_FundAccount($input: FundAdsAccountInput!) {
    fundAdsAccount(input: $input) {
      payment { reference status redirectUrl }
      userErrors { field message }
    }
  }
`);
