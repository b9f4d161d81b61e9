/** Fragments the app's components render; their TypeScript types come from codegen. */
import { graphql } from '../generated';

export const ProductCardFragment = graphql(`
  fragment ProductCard on Product {
    id
    slug
    name
    kind
    city
    onSale
    promoted
    price { amountCents currency }
    regularPrice { amountCents currency }
    image { url alt width height }
    rating { average count }
    rate { amount { amountCents currency } unit }
    auction { endsAt status startingBid { amountCents currency } }
    business { id slug name }
  }
`);

export const CategoryTileFragment = graphql(`
  fragment CategoryTile on Category {
    id
    slug
    name
    productCount
    image { url alt width height }
  }
`);
