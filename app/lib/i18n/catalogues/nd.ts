/**
 * isiNdebele (nd, Zimbabwe's Northern Ndebele). Terms follow docs/glossary/marketplace-terms.md; entries marked
 * "review" there are awaiting a native speaker's check. Brand names and city names stay as they are.
 */
import type { Catalogue } from './en';
import { account } from './nd/account';
import { auth } from './nd/auth';
import { blog } from './nd/blog';
import { browse } from './nd/browse';
import { cart } from './nd/cart';
import { categories } from './nd/categories';
import { checkout } from './nd/checkout';
import { chrome } from './nd/chrome';
import { dashboard } from './nd/dashboard';
import { errors } from './nd/errors';
import { menus } from './nd/menus';
import { offers } from './nd/offers';
import { offline } from './nd/offline';
import { order } from './nd/order';
import { payment } from './nd/payment';
import { product } from './nd/product';
import { productPage } from './nd/product-page';
import { publicPages } from './nd/public-pages';
import { requests } from './nd/requests';
import { search } from './nd/search';
import { shell } from './nd/shell';
import { stores } from './nd/stores';
import { vendorOrders } from './nd/vendor-orders';

export const nd: Catalogue = {
  ...chrome,
  ...cart,
  ...product,
  ...account,
  ...auth,
  ...blog,
  ...browse,
  ...categories,
  ...checkout,
  ...dashboard,
  ...errors,
  ...menus,
  ...offers,
  ...offline,
  ...order,
  ...payment,
  ...productPage,
  ...publicPages,
  ...requests,
  ...search,
  ...shell,
  ...stores,
  ...vendorOrders,
};
