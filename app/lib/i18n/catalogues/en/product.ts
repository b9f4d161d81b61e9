/** English: the product page (catalogues/en.ts says how catalogues work). */
export const product = {
  'product.addToCartLabel': 'Add to cart',
  'product.added': 'Added to your cart.',
  'product.viewCart': 'View cart →',
  'product.option': 'Option',
  'product.chooseOption': 'Choose an option',
  'product.optionSoldOut': ' (sold out)',
  'product.quantity': 'Quantity',
  'product.soldOut': 'Sold out',
  'product.adding': 'Adding…',
  'product.addToCart': 'Add to cart',
} as const;
