/**
 * chiShona (sn). Terms follow docs/glossary/marketplace-terms.md; entries marked "review" there are awaiting a
 * native speaker's check. Brand names (Musika, EcoCash, OneMoney, InnBucks, Paynow) and city names stay as they are.
 */
import type { Catalogue } from './en';
import { account } from './sn/account';
import { auth } from './sn/auth';
import { browse } from './sn/browse';
import { cart } from './sn/cart';
import { categories } from './sn/categories';
import { checkout } from './sn/checkout';
import { chrome } from './sn/chrome';
import { dashboard } from './sn/dashboard';
import { errors } from './sn/errors';
import { menus } from './sn/menus';
import { offers } from './sn/offers';
import { order } from './sn/order';
import { payment } from './sn/payment';
import { product } from './sn/product';
import { productPage } from './sn/product-page';
import { requests } from './sn/requests';
import { search } from './sn/search';
import { shell } from './sn/shell';
import { vendorOrders } from './sn/vendor-orders';
import { auctions } from './sn/auctions';
import { bookings } from './sn/bookings';
import { requestForm } from './sn/request-form';
import { offerLink } from './sn/offer-link';
import { support } from './sn/support';
import { appointments } from './sn/appointments';

export const sn: Catalogue = {
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
