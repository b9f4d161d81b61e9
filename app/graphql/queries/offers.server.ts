import { graphql } from '../generated';

export const OfferViewFragment = graphql(`
  fragment OfferViewParts on OfferView {
    yourRole
    yourTurn
    allowedActions
    unitsLeft
    history { id actor action message createdAt amount { amountCents currency } }
    offer {
      id
      uuid
      status
      quantity
      variationId
      variationName
      buyerName
      buyerPhone
      lastActor
      expiresAt
      amount { amountCents currency }
      store { id name slug }
      product { ...ProductCard }
    }
  }
`);

export const MakeOfferMutation = graphql(`
  mutation ProductRoute_MakeOffer($input: MakeOfferInput!) {
    makeOffer(input: $input) { view { offer { id } } userErrors { message } }
  }
`);

export const OfferQuery = graphql(`
  query OfferRoute_Offer($id: ID!) {
    offer(id: $id) { ...OfferViewParts }
  }
`);

export const RespondToOfferMutation = graphql(`
  mutation OfferRoute_Respond($input: RespondToOfferInput!) {
    respondToOffer(input: $input) { view { offer { status } } userErrors { message } }
  }
`);

export const MyOffersQuery = graphql(`
  query InboxOffersRoute_Offers($role: OfferRole!) {
    myOffers(role: $role) {
      id
      status
      yourTurn
      quantity
      buyerName
      amount { amountCents currency }
      product { id name slug kind }
      store { name }
    }
  }
`);

export const OfferByLinkQuery = graphql(`
  query OfferLinkRoute_Offer($uuid: String!, $phone: String!) {
    offerByLink(uuid: $uuid, phone: $phone) { ...OfferViewParts }
  }
`);
