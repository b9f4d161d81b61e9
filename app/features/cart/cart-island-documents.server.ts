/**
 * The GraphQL operations of the cart island (logged-in visitors with JavaScript). They are written here for
 * codegen; the browser imports the generated `CartIsland_…Document` constants from
 * ~/graphql/generated/graphql instead, because importing `graphql()` would put every document of the app
 * into the island's chunk. `.server` keeps that mistake from happening.
 *
 * The island reads the same `CartRoute_ServerCart` query the cart loader runs, so the loader's answer seeds
 * graphcache (client.browser.ts). Each mutation answers the whole cart, which replaces the cached one.
 */
import { graphql } from '~/graphql/generated';
import { ServerCartQuery } from '~/graphql/queries/cart.server';

export const CartIslandUpdateMutation = graphql(`
  mutation CartIsland_Update($input: UpdateCartLineInput!) {
    updateCartLine(input: $input) { cart { ...CartView } userErrors { message } }
  }
`);

export const CartIslandRemoveMutation = graphql(`
  mutation CartIsland_Remove($input: RemoveFromCartInput!) {
    removeFromCart(input: $input) { cart { ...CartView } userErrors { message } }
  }
`);

export const CartIslandClearMutation = graphql(`
  mutation CartIsland_Clear {
    clearCart { cart { ...CartView } userErrors { message } }
  }
`);

/** Everything the island sends: the session endpoint (routes/session-graphql.ts) allows these root fields only. */
export const CART_ISLAND_DOCUMENTS = [ServerCartQuery, CartIslandUpdateMutation, CartIslandRemoveMutation, CartIslandClearMutation] as const;
