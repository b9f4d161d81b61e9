/** The cart page's messages (cart.tsx picks them on the server; cart-view.tsx fills in the browser's values). */
export const CART_TEXT_KEYS = [
  'common.home',
  'chrome.cart',
  'cart.title',
  'cart.emptyLead',
  'cart.emptyDeals',
  'cart.emptyOr',
  'cart.emptyBrowse',
  'cart.each',
  'cart.fewerInStock',
  'cart.quantityOf',
  'cart.update',
  'cart.remove',
  'cart.removeLabel',
  'cart.fromStoreLabel',
  'cart.from',
  'cart.subtotalFrom',
  'cart.summaryLabel',
  'cart.summaryCount',
  'cart.deliveryNote',
  'cart.goToCheckout',
  'cart.clear',
] as const;

export type CartText = Record<(typeof CART_TEXT_KEYS)[number], string>;
