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
import { auctions } from './nd/auctions';
import { bookings } from './nd/bookings';
import { requestForm } from './nd/request-form';
import { offerLink } from './nd/offer-link';
import { support } from './nd/support';
import { appointments } from './nd/appointments';

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
  ...auctions,
  ...bookings,
  ...requestForm,
  ...offerLink,
  ...support,
  ...appointments,
};
