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
    removedLines { productId variationId message }
  }
`);

export const CartPreviewQuery = graphql(`
  query CartRoute_Preview($lines: [CartLineInput!]!) {
    cartPreview(lines: $lines) { ...CartView }
  }
`);

export const ServerCartQuery = graphql(`
  query CartRoute_ServerCart {
    cart { ...CartView }
  }
`);

export const AddToCartMutation = graphql(`
  mutation Cart_Add($input: CartItemInput!) {
    addToCart(input: $input) { cart { itemCount } userErrors { message } }
  }
`);

export const UpdateCartLineMutation = graphql(`
  mutation Cart_Update($input: UpdateCartLineInput!) {
    updateCartLine(input: $input) { cart { itemCount } userErrors { message } }
  }
`);

export const RemoveFromCartMutation = graphql(`
  mutation Cart_Remove($input: RemoveFromCartInput!) {
    removeFromCart(input: $input) { cart { itemCount } userErrors { message } }
  }
`);

export const ClearCartMutation = graphql(`
  mutation Cart_Clear {
    clearCart { cart { itemCount } userErrors { message } }
  }
`);

export const SyncCartMutation = graphql(`
  mutation Cart_Sync($lines: [CartItemInput!]!) {
    syncCart(lines: $lines) { cart { itemCount } userErrors { message } }
  }
`);
