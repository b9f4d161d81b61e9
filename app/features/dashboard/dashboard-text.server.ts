/**
 * The dashboard frame's words in the page's language (issue 33 §3), handed to DashboardLayout in `frame.text`:
 * the menu's group titles and links by their route ids (dashboard-nav.ts), and the business card's words.
 */
import type { MessageKey, Translate } from '~/lib/i18n/translate.server';

const GROUP_KEY: Record<string, MessageKey> = {
  Overview: 'dashboard.groupOverview',
  Products: 'dashboard.groupProducts',
  Orders: 'dashboard.groupOrders',
  Customers: 'dashboard.groupCustomers',
  Ads: 'dashboard.groupAds',
  Business: 'dashboard.groupBusiness',
};

const NAV_KEY: Record<string, MessageKey> = {
  dashboard: 'dashboard.navDashboard',
  'all-sell-items': 'dashboard.navAllSellItems',
  'add-product': 'dashboard.navAddProduct',
  'add-single-product': 'dashboard.navAddSingleProduct',
  'add-new-product-auction': 'dashboard.navAddAuction',
  'dashboard-auctions': 'dashboard.navAuctions',
  'add-new-product-hire-item': 'dashboard.navAddHireItem',
  'add-new-product-service': 'dashboard.navAddService',
  'bulk-upload': 'dashboard.navBulkUpload',
  'all-services': 'dashboard.navServices',
  'all-orders': 'dashboard.navAllOrders',
  'new-orders': 'dashboard.navNewOrders',
  'my-orders': 'dashboard.navMyOrders',
  'create-order': 'dashboard.navCreateOrder',
  'all-appointments': 'dashboard.navAppointments',
  'dashboard-calendar': 'dashboard.navCalendar',
  'all-customers': 'dashboard.navCustomers',
  'customer-list': 'dashboard.navCustomerList',
  'all-followers': 'dashboard.navFollowers',
  newsletter: 'dashboard.navNewsletter',
  'dashboard-inbox-messages': 'dashboard.navMessages',
  'dashboard-notifications': 'dashboard.navNotifications',
  'ads-management-list': 'dashboard.navAds',
  'add-new-ad': 'dashboard.navNewAd',
  'fund-account': 'dashboard.navFundAds',
  'business-information': 'dashboard.navBusinessInformation',
  'delivery-settings': 'dashboard.navDelivery',
  'add-new-business': 'dashboard.navAddBusiness',
  'manage-all-staff-members': 'dashboard.navStaff',
  'dashboard-subscriptions': 'dashboard.navSubscription',
  earnings: 'dashboard.navEarnings',
  'api-clients': 'dashboard.navApiClients',
};

export interface DashboardText {
  groups: Record<string, string>;
  nav: Record<string, string>;
  menu: string;
  viewStorefront: string;
  switchBusiness: string;
  switch: string;
  noPackage: string;
  packageName: string | null;
  loading: string;
}

const mapped = (t: Translate, keys: Record<string, MessageKey>) => Object.fromEntries(Object.entries(keys).map(([id, key]) => [id, t(key)]));

export function dashboardText(t: Translate, packageName: string | null): DashboardText {
  return {
    groups: mapped(t, GROUP_KEY),
    nav: mapped(t, NAV_KEY),
    menu: t('dashboard.menu'),
    viewStorefront: t('dashboard.viewStorefront'),
    switchBusiness: t('dashboard.switchBusiness'),
    switch: t('dashboard.switch'),
    noPackage: t('dashboard.noPackage'),
    loading: t('dashboard.loadingPage'),
    packageName: packageName ? t('dashboard.packageName', { name: packageName }) : null,
  };
}
