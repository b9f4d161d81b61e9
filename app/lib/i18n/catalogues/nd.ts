/**
 * isiNdebele (nd, Zimbabwe's Northern Ndebele). Terms follow docs/glossary/marketplace-terms.md; entries marked
 * "review" there are awaiting a native speaker's check. Brand names and city names stay as they are.
 */
import type { Catalogue } from './en';
import { account } from './nd/account';
import { auth } from './nd/auth';
import { browse } from './nd/browse';
import { cart } from './nd/cart';
import { categories } from './nd/categories';
import { checkout } from './nd/checkout';
import { chrome } from './nd/chrome';
import { dashboard } from './nd/dashboard';
import { errors } from './nd/errors';
import { menus } from './nd/menus';
import { offers } from './nd/offers';
import { order } from './nd/order';
import { payment } from './nd/payment';
import { product } from './nd/product';
import { productPage } from './nd/product-page';
import { requests } from './nd/requests';
import { search } from './nd/search';
import { shell } from './nd/shell';
import { vendorOrders } from './nd/vendor-orders';
import { adminSecurity } from './nd/admin-security';
import { adminModeration } from './nd/admin-moderation';
import { adminMoney } from './nd/admin-money';
import { adminStores } from './nd/admin-stores';
import { admin } from './nd/admin';

export const nd: Catalogue = {
  ...chrome,
  ...cart,
  ...product,
  ...account,
  ...auth,
  ...browse,
  ...categories,
  ...checkout,
  ...dashboard,
  ...errors,
  ...menus,
  ...offers,
  ...order,
  ...payment,
  ...productPage,
  ...requests,
  ...search,
  ...shell,
  ...vendorOrders,
  ...adminSecurity,
  ...adminModeration,
  ...adminMoney,
  ...adminStores,
  ...admin,
};
