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
import { blog } from './en/blog';
import { browse } from './en/browse';
import { cart } from './en/cart';
import { categories } from './en/categories';
import { checkout } from './en/checkout';
import { chrome } from './en/chrome';
import { dashboard } from './en/dashboard';
import { errors } from './en/errors';
import { menus } from './en/menus';
import { offers } from './en/offers';
import { notifications } from './en/notifications';
import { offline } from './en/offline';
import { order } from './en/order';
import { payment } from './en/payment';
import { product } from './en/product';
import { productPage } from './en/product-page';
import { publicPages } from './en/public-pages';
import { requests } from './en/requests';
import { search } from './en/search';
import { shell } from './en/shell';
import { stores } from './en/stores';
import { vendorOrders } from './en/vendor-orders';
import { auctions } from './en/auctions';
import { bookings } from './en/bookings';
import { requestForm } from './en/request-form';
import { offerLink } from './en/offer-link';
import { analytics } from './en/analytics';
import { earnings } from './en/earnings';
import { subscriptions } from './en/subscriptions';
import { businessSettings } from './en/business-settings';
import { staff } from './en/staff';
import { adminSecurity } from './en/admin-security';
import { adminModeration } from './en/admin-moderation';
import { adminMoney } from './en/admin-money';
import { adminStores } from './en/admin-stores';
import { adminContent } from './en/admin-content';
import { adminContentSettings } from './en/admin-content-settings';
import { adminContentCategories } from './en/admin-content-categories';
import { adminSite } from './en/admin-site';
import { adminSiteRefusals } from './en/admin-site-refusals';
import { admin } from './en/admin';
import { productForm } from './en/product-form';
import { productFormPages } from './en/product-form-pages';
import { productFormErrors } from './en/product-form-errors';
import { sellItems } from './en/sell-items';
import { publicMore } from './en/public-more';
import { developers } from './en/developers';
import { vendorListings } from './en/vendor-listings';
import { bulkUpload } from './en/bulk-upload';
import { adsForm } from './en/ads-form';
import { support } from './en/support';
import { appointments } from './en/appointments';
import { vendorPeople } from './en/vendor-people';
import { chat } from './en/chat';
import { contact } from './en/contact';
import { vendorMoney } from './en/vendor-money';
import { api } from './en/api';

export const en = {
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
  ...auctions,
  ...bookings,
  ...requestForm,
  ...offerLink,
  ...notifications,
  ...analytics,
  ...earnings,
  ...subscriptions,
  ...businessSettings,
  ...staff,
  ...adminSecurity,
  ...adminModeration,
  ...adminMoney,
  ...adminStores,
  ...adminContent,
  ...adminContentSettings,
  ...adminContentCategories,
  ...adminSite,
  ...adminSiteRefusals,
  ...admin,
  ...productForm,
  ...productFormPages,
  ...productFormErrors,
  ...sellItems,
  ...publicMore,
  ...developers,
  ...vendorListings,
  ...bulkUpload,
  ...adsForm,
  ...support,
  ...appointments,
  ...vendorPeople,
  ...chat,
  ...contact,
  ...vendorMoney,
  ...api,
} as const;

export type MessageKey = keyof typeof en;
/** Every other language has every key (checked by tsc here and by i18n-catalogues.test.ts at run time). */
export type Catalogue = Record<MessageKey, string>;
