/**
 * chiShona (sn). Terms follow docs/glossary/marketplace-terms.md; entries marked "review" there are awaiting a
 * native speaker's check. Brand names (Musika, EcoCash, OneMoney, InnBucks, Paynow) and city names stay as they are.
 */
import type { Catalogue } from './en';
import { account } from './sn/account';
import { auth } from './sn/auth';
import { blog } from './sn/blog';
import { browse } from './sn/browse';
import { cart } from './sn/cart';
import { categories } from './sn/categories';
import { checkout } from './sn/checkout';
import { chrome } from './sn/chrome';
import { dashboard } from './sn/dashboard';
import { errors } from './sn/errors';
import { menus } from './sn/menus';
import { offers } from './sn/offers';
import { notifications } from './sn/notifications';
import { offline } from './sn/offline';
import { order } from './sn/order';
import { payment } from './sn/payment';
import { product } from './sn/product';
import { productPage } from './sn/product-page';
import { publicPages } from './sn/public-pages';
import { requests } from './sn/requests';
import { search } from './sn/search';
import { shell } from './sn/shell';
import { stores } from './sn/stores';
import { vendorOrders } from './sn/vendor-orders';
import { auctions } from './sn/auctions';
import { bookings } from './sn/bookings';
import { requestForm } from './sn/request-form';
import { offerLink } from './sn/offer-link';
import { analytics } from './sn/analytics';
import { earnings } from './sn/earnings';
import { subscriptions } from './sn/subscriptions';
import { businessSettings } from './sn/business-settings';
import { staff } from './sn/staff';
import { adminSecurity } from './sn/admin-security';
import { adminModeration } from './sn/admin-moderation';
import { adminMoney } from './sn/admin-money';
import { adminStores } from './sn/admin-stores';
import { adminContent } from './sn/admin-content';
import { adminContentSettings } from './sn/admin-content-settings';
import { adminContentCategories } from './sn/admin-content-categories';
import { adminSite } from './sn/admin-site';
import { adminSiteRefusals } from './sn/admin-site-refusals';
import { admin } from './sn/admin';
import { productForm } from './sn/product-form';
import { productFormPages } from './sn/product-form-pages';
import { productFormErrors } from './sn/product-form-errors';
import { sellItems } from './sn/sell-items';
import { publicMore } from './sn/public-more';
import { developers } from './sn/developers';
import { vendorListings } from './sn/vendor-listings';
import { bulkUpload } from './sn/bulk-upload';
import { adsForm } from './sn/ads-form';
import { support } from './sn/support';
import { appointments } from './sn/appointments';
import { vendorPeople } from './sn/vendor-people';
import { chat } from './sn/chat';
import { contact } from './sn/contact';
import { vendorMoney } from './sn/vendor-money';
import { api } from './sn/api';

export const sn: Catalogue = {
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
