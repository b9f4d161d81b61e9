/** The booking pages: the booking page of a product, the buyer's and the vendor's bookings, the calendar and the answers. */
import { graphql } from '../generated';

export const BookingFields = graphql(`
  fragment Bookings_Booking on Booking {
    id
    kind
    status
    product { id slug name kind }
    business { id slug name }
    buyer { id name email }
    startsAt
    endsAt
    startDay
    endDay
    requestedStartsAt
    note
    vendorMessage
    rate { amountCents currency }
    rateUnit
    deposit { amountCents currency }
    callOutFee { amountCents currency }
    total { amountCents currency }
    lapsesAt
  }
`);

export const BookingPageQuery = graphql(`
  query ProductBook_Availability($slug: String!, $from: String, $days: Int) {
    bookingAvailability(slug: $slug, from: $from, days: $days) {
      product {
        id
        slug
        name
        kind
        bookingKind
        rate { amountCents currency }
        rateUnit
        deposit { amountCents currency }
        callOutFee { amountCents currency }
        hireMaxDays
        business { id slug name }
      }
      slotMinutes
      today
      days { day weekday closed open close booked slots { startsAt endsAt time free } }
    }
  }
`);

export const CreateBookingMutation = graphql(`
  mutation ProductBook_Create($input: CreateBookingInput!) {
    createBooking(input: $input) {
      booking { id }
      userErrors { field message }
    }
  }
`);

export const MyBookingsQuery = graphql(`
  query AccountAppointments_List($status: BookingStatus, $from: String, $to: String) {
    myBookings(status: $status, from: $from, to: $to) { ...Bookings_Booking }
  }
`);

export const MyBookingQuery = graphql(`
  query AccountAppointments_One($id: ID!) {
    myBooking(id: $id) { ...Bookings_Booking }
  }
`);

export const RespondToBookingMutation = graphql(`
  mutation AccountAppointments_Respond($input: RespondToBookingInput!) {
    respondToBooking(input: $input) {
      booking { id status }
      userErrors { field message }
    }
  }
`);

export const BusinessBookingsQuery = graphql(`
  query DashboardAppointments_List($businessId: ID!, $status: BookingStatus, $from: String, $to: String, $id: ID) {
    businessBookings(businessId: $businessId, status: $status, from: $from, to: $to, id: $id) { ...Bookings_Booking }
  }
`);

export const VendorRespondMutation = graphql(`
  mutation DashboardAppointments_Respond($input: VendorRespondToBookingInput!) {
    vendorRespondToBooking(input: $input) {
      booking { id status }
      userErrors { field message }
    }
  }
`);

export const BusinessServicesQuery = graphql(`
  query DashboardServices_List($businessId: ID!) {
    businessServices(businessId: $businessId) { id slug name kind status rate { amountCents currency } rateUnit upcoming waiting hireMaxDays }
  }
`);

export const SetHireRulesMutation = graphql(`
  mutation DashboardServices_SetHireRules($input: SetHireRulesInput!) {
    setHireRules(input: $input) {
      service { id hireMaxDays }
      userErrors { field message }
    }
  }
`);
