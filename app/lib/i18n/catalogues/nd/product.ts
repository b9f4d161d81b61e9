import type { AreaCatalogue } from '../area';
import type { product as english } from '../en/product';

export const product: AreaCatalogue<typeof english> = {
  'product.addToCartLabel': 'Faka ebhasikidini',
  'product.added': 'Kufakiwe ebhasikidini lakho.',
  'product.viewCart': 'Bona ibhasikidi →',
  'product.option': 'Okukhethwayo',
  'product.chooseOption': 'Khetha',
  'product.optionSoldOut': ' (kuphelile)',
  'product.quantity': 'Inani',
  'product.soldOut': 'Kuphelile',
  'product.adding': 'Kuyafakwa…',
  'product.addToCart': 'Faka ebhasikidini',
};
