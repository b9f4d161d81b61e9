import type { AreaCatalogue } from '../area';
import type { product as english } from '../en/product';

export const product: AreaCatalogue<typeof english> = {
  'product.addToCartLabel': 'Isa mutswanda',
  'product.added': 'Zvaiswa mutswanda rako.',
  'product.viewCart': 'Ona tswanda →',
  'product.option': 'Sarudzo',
  'product.chooseOption': 'Sarudza',
  'product.optionSoldOut': ' (zvapera)',
  'product.quantity': 'Huwandu',
  'product.soldOut': 'Zvapera',
  'product.adding': 'Kuisa…',
  'product.addToCart': 'Isa mutswanda',
};
