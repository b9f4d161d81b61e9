/** The store's orders: lists, one order, status changes, manual orders, CSV export (dashboard). */
import { graphql } from '../generated';

export const BusinessOrderRowFragment = graphql(`
  fragment VendorOrders_Row on Order {
    id
    number
    status
    createdAt
    readStatus
    fulfilment
    paymentMethod
    paymentStatus
    contact { name phone }
    total { amountCents currency }
    items { id quantity }
  }
`);

export const BusinessOrdersQuery = graphql(`
  query VendorOrdersRoute_List($businessId: ID!, $status: OrderStatus, $unread: Boolean, $from: String, $to: String, $search: String, $page: Int, $perPage: Int) {
    businessOrders(businessId: $businessId, status: $status, unread: $unread, from: $from, to: $to, search: $search, page: $page, perPage: $perPage) {
      orders { ...VendorOrders_Row }
      pageInfo { page perPage total totalPages totalIsCapped countedNewest }
      newCount
    }
  }
`);

export const BusinessOrdersExportQuery = graphql(`
  query VendorOrdersExport_List($businessId: ID!, $status: OrderStatus, $from: String, $to: String, $search: String, $perPage: Int, $after: OrderCursorInput) {
    businessOrders(businessId: $businessId, status: $status, from: $from, to: $to, search: $search, perPage: $perPage, after: $after) {
      orders {
        id
        number
        status
        createdAt
        fulfilment
        paymentMethod
        paymentStatus
        contact { name phone email }
        deliveryAddress { address1 suburb city }
        items { name variationName quantity }
        subtotal { amountCents currency }
        delivery { amountCents currency }
        total { amountCents currency }
      }
      pageInfo { page perPage total totalPages }
    }
  }
`);

export const BusinessOrderQuery = graphql(`
  query VendorOrderRoute_Order($businessId: ID!, $id: ID!) {
    businessOrder(businessId: $businessId, id: $id) {
      ...OrderView
      readStatus
      nextStatuses
      updatedAt
      history { title at }
    }
  }
`);

export const NewOrderCountQuery = graphql(`
  query VendorOrders_NewCount($businessId: ID!) {
    newOrderCount(businessId: $businessId)
  }
`);

export const UpdateBusinessOrderMutation = graphql(`
  mutation VendorOrderRoute_Update($input: UpdateBusinessOrderInput!) {
    updateBusinessOrder(input: $input) {
      order { id status nextStatuses }
      userErrors { field message }
    }
  }
`);

export const SetOrderShipmentMutation = graphql(`
  mutation VendorOrderRoute_Shipment($input: SetOrderShipmentInput!) {
    setOrderShipment(input: $input) {
      order { id shipment { courier trackingNumber sentAt } }
      userErrors { field message }
    }
  }
`);

export const CreateBusinessOrderMutation = graphql(`
  mutation VendorCreateOrderRoute_Create($input: CreateBusinessOrderInput!) {
    createBusinessOrder(input: $input) {
      order { id number }
      userErrors { field message }
    }
  }
`);

export const BusinessProductsForOrderQuery = graphql(`
  query VendorCreateOrderRoute_Products($slug: String!, $page: Int!) {
    business(slug: $slug) {
      id
      products(page: $page, limit: 30) {
        items {
          id
          name
          kind
          price { amountCents currency }
          stockQuantity
          variations { id name price { amountCents currency } stockQuantity }
        }
        pageInfo { page perPage total totalPages }
      }
    }
  }
`);

/** The invoice and packing slip: the order and the store's own details, in one request. */
export const OrderInvoiceQuery = graphql(`
  query VendorOrderInvoiceRoute($businessId: ID!, $id: ID!, $slug: String!) {
    businessOrder(businessId: $businessId, id: $id) {
      ...OrderView
    }
    business(slug: $slug) {
      name
      phone
      email
      address { shopAddress streetAddress suburb city province }
    }
  }
`);
