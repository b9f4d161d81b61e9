import { graphql } from '../generated';

/** Delivery set by the store (issue 31): its settings page, and the terms checkout shows per store. */
export const DeliveryTermsFields = graphql(`
  fragment DeliveryTermsView on DeliveryTerms {
    storeId
    storeName
    collectionOnly
    fee { amountCents currency }
    freeAbove { amountCents currency }
    zones { city fee { amountCents currency } }
  }
`);

export const DeliveryTermsQuery = graphql(`
  query Delivery_Terms($storeIds: [ID!]!) {
    deliveryTerms(storeIds: $storeIds) { ...DeliveryTermsView }
  }
`);

export const SetDeliveryTermsMutation = graphql(`
  mutation DeliverySettingsRoute_Save($input: SetDeliveryTermsInput!) {
    setDeliveryTerms(input: $input) {
      terms { ...DeliveryTermsView }
      userErrors { field message }
    }
  }
`);
