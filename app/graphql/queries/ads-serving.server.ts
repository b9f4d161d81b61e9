/**
 * Sponsored ads (issue #12 item 2). Pages add `sponsoredAds(…) { ...SponsoredAd }` to their own document, so the
 * ads are read beside the page's other data in one GraphQL request (never after it); the field answers null
 * when the ads could not be read in time, and the page renders without them.
 */
import { graphql } from '../generated';

export const SponsoredAdFragment = graphql(`
  fragment SponsoredAd on SponsoredAd {
    id
    placement
    title
    clickUrl
    product { ...ProductCard }
    business { id slug name logo city }
  }
`);
