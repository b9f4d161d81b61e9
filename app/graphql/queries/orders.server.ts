import { graphql } from '../generated';

export const OrderFragment = graphql(`
  fragment OrderView on Order {
    id
    number
    status
    fulfilment
    createdAt
    paymentMethod
    paymentStatus
    store { id name slug }
    items { id name variationName slug quantity unitPrice { amountCents currency } lineTotal { amountCents currency } }
    subtotal { amountCents currency }
    delivery { amountCents currency }
    total { amountCents currency }
    contact { name phone email }
    deliveryAddress { address1 suburb city }
    notes
    shipment { courier trackingNumber sentAt }
  }
`);

export const CheckoutProfileQuery = graphql(`
  query CheckoutRoute_Profile {
    viewer { id profile { email displayName whatsAppNumber billing { address1 suburb city phone } } }
  }
`);

export const CreateOrderMutation = graphql(`
  mutation CheckoutRoute_CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      checkoutId
      total { amountCents currency }
      orders { id number status fulfilment store { name } total { amountCents currency } }
      payment { reference status redirectUrl }
      userErrors { field message }
    }
  }
`);

export const PayCheckoutMutation = graphql(`
  mutation CheckoutPaymentRoute_Pay($input: PayCheckoutInput!) {
    payCheckout(input: $input) {
      payment { reference status redirectUrl }
      userErrors { field message }
    }
  }
`);

export const CheckoutPaymentQuery = graphql(`
  query CheckoutPaymentRoute_Payment($reference: ID!, $phone: String) {
    payment(reference: $reference, phone: $phone) {
      reference purposeRef status amountCents currency method phoneMasked instructions redirectUrl message
    }
  }
`);

export const TrackOrderQuery = graphql(`
  query OrderTrackingRoute_Track($number: String!, $contact: String!) {
    trackOrder(number: $number, contact: $contact) { ...OrderView }
  }
`);

export const AccountOrderQuery = graphql(`
  query AccountOrderRoute_Order($id: ID!) {
    order(id: $id) { ...OrderView }
  }
`);

export const MyOrdersQuery = graphql(`
  query OrdersRoute_MyOrders($page: Int!) {
    myOrders(page: $page) {
      items { id number status createdAt store { name } total { amountCents currency } items { id } }
      pageInfo { page perPage total totalPages }
    }
  }
`);
