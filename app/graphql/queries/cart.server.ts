import { graphql } from '../generated';

export const CartLinesFragment = graphql(`
  fragment CartView on Cart {
    itemCount
    subtotal { amountCents currency }
    lines {
      quantity
      unavailable
      unitPrice { amountCents currency }
      lineTotal { amountCents currency }
      variation { id name }
      product { id slug name kind image { url alt width height } business { id slug name } }
    }
  }
`);

export const CartPreviewQuery = graphql(`
  query CartRoute_Preview($lines: [CartLineInput!]!) {
    cartPreview(lines: $lines) { ...CartView }
  }
`);
