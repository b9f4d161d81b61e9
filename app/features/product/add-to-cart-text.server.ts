/**
 * The add-to-cart form's words in the page's language, finished on the server with short names: the product page
 * has almost no client JS budget left (scripts/client-budget.test.ts), so its component holds no keys.
 */
import type { Translate } from '~/lib/i18n/translate.server';
import type { AddToCartText } from './add-to-cart';

export function addToCartText(t: Translate): AddToCartText {
  return {
    label: t('product.addToCartLabel'),
    added: t('product.added'),
    viewCart: t('product.viewCart'),
    option: t('product.option'),
    choose: t('product.chooseOption'),
    optionSoldOut: t('product.optionSoldOut'),
    quantity: t('product.quantity'),
    soldOut: t('product.soldOut'),
    adding: t('product.adding'),
    add: t('product.addToCart'),
  };
}
