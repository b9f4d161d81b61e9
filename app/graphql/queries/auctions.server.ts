/** Auctions: the lot on the product page, placing a bid, and the vendor's auctions page with its decision. */
import { graphql } from '../generated';

export const AuctionLotQuery = graphql(`
  query AuctionPanel_Lot($productId: ID!) {
    auctionLot(productId: $productId) {
      productId
      startingBid { amountCents currency }
      currentBid { amountCents currency }
      bidCount
      minimumBid { amountCents currency }
      endsAt
      phase
      reserve
      outcome
      viewer { standing yourBid { amountCents currency } offerId }
      bids { id amount { amountCents currency } bidder createdAt }
    }
  }
`);

export const PlaceBidMutation = graphql(`
  mutation AuctionPanel_PlaceBid($input: PlaceBidInput!) {
    placeBid(input: $input) {
      lot { productId bidCount currentBid { amountCents currency } }
      userErrors { field message }
    }
  }
`);

export const VendorAuctionsQuery = graphql(`
  query DashboardAuctions_List($businessId: ID!) {
    vendorAuctions(businessId: $businessId) {
      businessId
      auctions {
        productId
        slug
        name
        kind
        startingBid { amountCents currency }
        reserve { amountCents currency }
        reserveState
        currentBid { amountCents currency }
        bidCount
        endsAt
        phase
        outcome
        winnerName
        canDecide
      }
    }
  }
`);

export const DecideAuctionMutation = graphql(`
  mutation DashboardAuctions_Decide($input: DecideAuctionInput!) {
    decideAuction(input: $input) {
      auction { productId phase }
      userErrors { field message }
    }
  }
`);
