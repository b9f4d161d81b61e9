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
import { notifications } from './nd/notifications';
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
import { auctions } from './nd/auctions';
import { bookings } from './nd/bookings';
import { requestForm } from './nd/request-form';
import { offerLink } from './nd/offer-link';
import { analytics } from './nd/analytics';
import { earnings } from './nd/earnings';
import { subscriptions } from './nd/subscriptions';
import { businessSettings } from './nd/business-settings';
import { staff } from './nd/staff';
import { adminSecurity } from './nd/admin-security';
import { adminModeration } from './nd/admin-moderation';
import { adminMoney } from './nd/admin-money';
import { adminStores } from './nd/admin-stores';
import { adminContent } from './nd/admin-content';
import { adminContentSettings } from './nd/admin-content-settings';
import { adminContentCategories } from './nd/admin-content-categories';
import { adminSite } from './nd/admin-site';
import { adminSiteRefusals } from './nd/admin-site-refusals';
import { admin } from './nd/admin';
import { productForm } from './nd/product-form';
import { productFormPages } from './nd/product-form-pages';
import { productFormErrors } from './nd/product-form-errors';
import { sellItems } from './nd/sell-items';
import { publicMore } from './nd/public-more';
import { developers } from './nd/developers';
import { vendorListings } from './nd/vendor-listings';
import { bulkUpload } from './nd/bulk-upload';
import { adsForm } from './nd/ads-form';
import { support } from './nd/support';
import { appointments } from './nd/appointments';
import { vendorPeople } from './nd/vendor-people';
import { chat } from './nd/chat';
import { contact } from './nd/contact';
import { vendorMoney } from './nd/vendor-money';
import { api } from './nd/api';

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
};
