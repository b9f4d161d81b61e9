/**
 * isiNdebele (nd, Zimbabwe's Northern Ndebele). Terms follow docs/glossary/marketplace-terms.md; entries marked
 * "review" there are awaiting a native speaker's check. Brand names and city names stay as they are.
 */
import type { Catalogue } from './en';
import { account } from './nd/account';
import { cart } from './nd/cart';
import { checkout } from './nd/checkout';
import { chrome } from './nd/chrome';
import { dashboard } from './nd/dashboard';
import { offers } from './nd/offers';
import { order } from './nd/order';
import { payment } from './nd/payment';
import { product } from './nd/product';
import { requests } from './nd/requests';
import { vendorOrders } from './nd/vendor-orders';

export const nd: Catalogue = {
  ...chrome,
  ...cart,
  ...product,
  ...account,
  ...checkout,
  ...dashboard,
  ...offers,
  ...order,
  ...payment,
  ...requests,
  ...vendorOrders,
};
