/**
 * English, the source catalogue: its keys are the message keys (MessageKey) and its texts are exactly the
 * English the site showed before translation (existing tests assert them). ICU MessageFormat: `{name}` is a
 * value, `{count, plural, one {…} other {…}}` a plural. Translators: docs/glossary/marketplace-terms.md.
 *
 * One file per area of the site (en/<area>.ts, with sn/<area>.ts and nd/<area>.ts beside it), keys prefixed by
 * the area, so each screen's words are found, reviewed and changed together.
 */
import { account } from './en/account';
import { auth } from './en/auth';
import { browse } from './en/browse';
import { cart } from './en/cart';
import { categories } from './en/categories';
import { checkout } from './en/checkout';
import { chrome } from './en/chrome';
import { dashboard } from './en/dashboard';
import { errors } from './en/errors';
import { menus } from './en/menus';
import { offers } from './en/offers';
import { order } from './en/order';
import { payment } from './en/payment';
import { product } from './en/product';
import { productPage } from './en/product-page';
import { requests } from './en/requests';
import { search } from './en/search';
import { shell } from './en/shell';
import { vendorOrders } from './en/vendor-orders';
import { auctions } from './en/auctions';
import { bookings } from './en/bookings';
import { requestForm } from './en/request-form';
import { offerLink } from './en/offer-link';
import { support } from './en/support';
import { appointments } from './en/appointments';

export const en = {
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
} as const;

export type MessageKey = keyof typeof en;
/** Every other language has every key (checked by tsc here and by i18n-catalogues.test.ts at run time). */
export type Catalogue = Record<MessageKey, string>;
