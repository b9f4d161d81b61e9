/**
 * THE route table (spec §2): every screen of Musika by spec route id, with its path exactly as the spec
 * writes it (trailing slashes included) and, once built, the module that renders it. Routes without a module
 * are known to `href` but not mounted, so they answer 404 until their issue builds them — never a stub.
 * `vite.config.ts` mounts the table into Remix; `href` builds links from it everywhere else.
 */

export type Guard = 'public' | 'account' | 'dashboard';

export interface RouteEntry {
  id: string;
  /** Path in spec notation: `{name}` is required, `{name?}` optional. */
  path: string;
  guard: Guard;
  /** Route module under app/, once the screen is built. */
  module?: string;
}

// The table names a module by its file under app/routes/: without the extension for a page ('home' for
// routes/home.tsx), with it for a resource route ('sitemap.ts'). The table is in every page's first load, and ~100
// repetitions of 'routes/' and '.tsx' cost bytes there.
// `true` names the module after the route id ('home' → routes/home.tsx), the usual case: one string fewer each.
// `0` names it after the id with its guard's prefix ('orders' in the account → routes/account-orders.tsx).
type ModuleName = string | true | 0;
const mod = (id: string, name?: ModuleName, prefix = '') => {
  const file = name === true ? id : name === 0 ? prefix + id : name;
  return file ? `routes/${file.endsWith('.ts') ? file : `${file}.tsx`}` : file;
};
const pub = (id: string, path: string, module?: ModuleName): RouteEntry => ({ id, path, guard: 'public', module: mod(id, module) });
const acc = (id: string, path: string, module?: ModuleName): RouteEntry => ({ id, path, guard: 'account', module: mod(id, module, 'account-') });
const dash = (id: string, path: string, module?: ModuleName): RouteEntry => ({ id, path, guard: 'dashboard', module: mod(id, module, 'dashboard-') });

/** Category screens of spec §2, each with a near-you sub-route (paths not shown by the spec: ours). */
const categoryScreens = [
  ['category-general', '/general'],
  ['category-generic', '/category/{slug}'],
  ['category-popular-categories', '/popular-categories'],
  ['category-trades-and-services', '/trades-and-services'],
  ['category-real-estate', '/real-estate'],
  ['category-motor-vehicles', '/motor-vehicles'],
  ['category-motor-vehicles-spare-parts', '/motor-vehicles-spare-parts'],
  ['category-motor-vehicles-specific-search', '/motor-vehicles-specific-search'],
  ['category-food-and-grocery', '/food-and-grocery'],
  ['category-clothing-apparel', '/clothing-apparel'],
  ['category-hats', '/hats'],
] as const;

/** Category screens with a page of their own; the rest (and every near-you sub-route) are search screens. */
const ownCategoryModules: Record<string, string> = {
  'category-generic': 'category',
  'category-popular-categories': 'popular-categories',
};
const SEARCH_MODULE = 'search';

export const routeTable: readonly RouteEntry[] = [
  // Public routes (spec §2 table)
  pub('home', '/', true),
  pub('generic-page', '/{slug}/', true),
  pub('deals', '/shop/featured/', true),
  pub('unauthorized', '/unauthorized/', true),
  pub('not-found', '/not-found/', true),
  pub('server-error', '/server-error/', true),
  pub('login', '/login/', true),
  pub('register', '/register/', true),
  pub('password-reset', '/password-reset/', true),
  pub('product', '/product/{slug}/', true),
  pub('stores-list', '/vendors', 'vendors'),
  pub('storefront', '/vendor/{bSlug}', true),
  pub('store-finder', '/store-finder', true),
  pub('categories', '/category', true),
  pub('blog', '/blog', true),
  pub('article', '/blog/article/{slug}', 'blog-post'),
  pub('video', '/blog/video/{slug}', 'blog-post'),
  pub('blog-category', '/blog/category/{slug}', 'blog'),
  pub('videos', '/blog/videos', 'blog'),
  pub('updates', '/blog/updates', 'blog'),
  pub('faqs', '/faqs', true),
  pub('search', '/search', SEARCH_MODULE),
  pub('search-near-you', '/search/near-you', SEARCH_MODULE),
  pub('search-suggest', '/search/suggest', 'search-suggest.ts'),
  pub('buyer-requests', '/buyer-requests', true),
  pub('buyer-requests-list', '/buyer-requests-list/{offerId?}', true),
  pub('buyer-request-edit', '/buyer-requests/{id}/edit', true),
  pub('checkout', '/checkout', true),
  pub('cart', '/cart', true),
  pub('session-graphql', '/session/graphql', 'session-graphql.ts'),
  pub('support', '/support', true),
  pub('contact-us', '/contact-us', true),
  pub('sell-items', '/sell-items', true),
  // Public routes whose paths the spec does not show (ours)
  pub('logout', '/logout/', true),
  // Social sign-in (issue 32 §6): the "Continue with …" link, then step callback/ and link/ (the password step)
  pub('social-sign-in', '/login/with/{provider}/{step?}/', true),
  pub('wishlist-action', '/wishlist/', 'wishlist-action.ts'),
  pub('company', '/company', true),
  pub('compare-accounts', '/compare-accounts', true),
  // The GraphQL API's guide for other clients, its schema reference and a query runner (issue 32, ours)
  pub('developers', '/developers/', true),
  pub('developers-reference', '/developers/reference/{type}/', true),
  pub('developers-explorer', '/developers/explorer/', true),
  // The notice bar's × without JavaScript: remembers the close in a cookie and goes back (ours)
  pub('notice-close', '/notice/close', 'notice-close.ts'),
  // The footer's newsletter sign-up posts here; without JavaScript it answers a page (ours)
  pub('newsletter-signup', '/newsletter', 'newsletter'),
  // A store newsletter's unsubscribe link: no login, one POST button (ours)
  pub('newsletter-unsubscribe', '/newsletter/unsubscribe/{token}', true),
  // The storefront's Follow / Unfollow form posts here (ours)
  pub('follow-store', '/follow-store', 'follow-store.ts'),
  // The support widget's feedback form as a page: the widget's button links here without JavaScript, and the
  // widget, the opt-out modal and feature ratings post here (ours)
  pub('support-feedback', '/support/feedback', true),
  pub('thank-you', '/thank-you/{orderId?}', true),
  // Issue #11: a pay-now checkout's payment. Guests may check out, so public; the page shows a payment only to
  // its payer (the session's user, or a guest holding the order's phone: app/features/payments/payer-cookie.server.ts).
  pub('checkout-payment', '/checkout/payment/{reference}', true),
  pub('order-tracking', '/order-tracking', true),
  pub('offer-link', '/offer/{uuid}', true),
  pub('shopping-centres', '/shopping-centres', true),
  pub('shopping-centres-filtered', '/shopping-centres/filtered', 'shopping-centres'),
  pub('shopping-centre', '/shopping-centres/{id}', true),
  ...categoryScreens.flatMap(([id, path]) => [
    pub(id, path, ownCategoryModules[id] ?? SEARCH_MODULE),
    pub(`${id}-near-you`, `${path}/near-you`, SEARCH_MODULE),
  ]),
  // Storefront sub-routes
  pub('storefront-real-estate', '/vendor/{bSlug}/real-estate', 'storefront'),
  pub('storefront-trades-services', '/vendor/{bSlug}/trades-services', 'storefront'),
  pub('storefront-food', '/vendor/{bSlug}/food', 'storefront'),
  pub('storefront-motor-vehicles', '/vendor/{bSlug}/motor-vehicles', 'storefront'),
  pub('storefront-general', '/vendor/{bSlug}/general', 'storefront'),
  // Product detail variants; the auction ones carry an approved/rejected status chosen by route
  pub('single-product-real-estate', '/product/real-estate/{slug}/', 'product'),
  pub('single-product-trades-services', '/product/trades-services/{slug}/', 'product'),
  pub('single-product-auction', '/product/auction/{slug}/', 'product'),
  pub('single-product-auction-approved', '/product/auction/{slug}/approved/', 'product'),
  pub('single-product-auction-rejected', '/product/auction/{slug}/rejected/', 'product'),
  pub('single-product-auction-real-estate', '/product/auction-real-estate/{slug}/', 'product'),
  pub('single-product-auction-real-estate-approved', '/product/auction-real-estate/{slug}/approved/', 'product'),
  pub('single-product-auction-real-estate-rejected', '/product/auction-real-estate/{slug}/rejected/', 'product'),
  // Booking a service's time or a hire item's days (ours)
  pub('product-book', '/product/{slug}/book', true),

  // Account routes (login required)
  acc('account', '/account', true),
  acc('favourites', '/account/favourite', true),
  acc('account-order', '/account/order/{id}', true),
  acc('notifications', '/account/inbox/notifications', true),
  acc('billing-details', '/account/billing-details', true),
  // A printable receipt of one of the user's payments (ours)
  acc('billing-receipt', '/account/billing-details/{reference}', true),
  acc('subscriptions', '/account/subscriptions', true),
  acc('account-settings', '/account/settings', true),
  acc('orders', '/account/orders', 0),
  // Invitations to help run a business, answered by their addressee (issue #14 staff) (ours)
  acc('staff-invitations', '/account/staff-invitations', 0),
  acc('inbox-messages', '/account/inbox/messages', true),
  // A buyer's chat with a store, and starting one from a storefront (ours)
  acc('inbox-chat', '/account/inbox/chat/{id}', 'account-chat'),
  acc('inbox-chat-start', '/account/inbox/chat/new/{bID}', 'account-chat-start'),
  acc('inbox-offers', '/account/inbox/offers', true),
  acc('inbox-offer', '/account/inbox/offers/{offerId}', true),
  acc('add', '/account/add', 'account-product-new'),
  acc('upload', '/account/upload', 0),
  acc('upload-failed-rows', '/account/upload/failed-rows.csv', 'account-upload-failed-rows.ts'),
  acc('publish-product', '/account/publish-product', 'account-product-new'),
  acc('publish-product-auction', '/account/publish-product-auction', 'account-product-new'),
  acc('publish-product-hire-item', '/account/publish-product-hire-item', 'account-product-new'),
  acc('appointments', '/account/appointments', 0),
  acc('appointments-respond', '/account/appointments/respond/{id}', 0),
  acc('account-all-sell-items', '/account/all-sell-items', true),
  acc('account-calendar', '/account/calendar', true),
  acc('account-add-new-product-service', '/account/add-new-product-service', 'account-product-new'),
  acc('account-add-new-product-auction', '/account/add-new-product-auction', 'account-product-new'),
  acc('account-add-new-product-hire-item', '/account/add-new-product-hire-item', 'account-product-new'),
  acc('account-add-new-product-promotion', '/account/add-new-product/promotion'),

  // Dashboard routes (vendor only)
  dash('dashboard', '/dashboard/', 'dashboard-home'),
  // The business switcher's form target (ours)
  dash('switch-business', '/dashboard/switch-business', 'dashboard-switch-business.ts'),
  dash('all-orders', '/dashboard/orders/', 'dashboard-orders'),
  dash('new-orders', '/dashboard/orders/new-orders/', 'dashboard-orders'),
  dash('my-orders', '/dashboard/orders/my-orders/', 0),
  dash('order', '/dashboard/order/{id}/', 0),
  // A printable invoice and packing slip of one order (issue 31; ours)
  dash('order-invoice', '/dashboard/order/{id}/invoice', 0),
  dash('create-order', '/dashboard/orders/create-order/', 0),
  dash('view-order', '/dashboard/orders/{orderID}/', 'dashboard-order'),
  // The CSV of the filtered orders (ours)
  dash('orders-export', '/dashboard/orders/export.csv', 'dashboard-orders-export.ts'),
  dash('business-information', '/dashboard/settings/business-information/', 0),
  // Delivery set by the store: its fee, fees by town, free above an amount, or collection only (ours, issue 31)
  dash('delivery-settings', '/dashboard/settings/delivery/', 'dashboard-delivery'),
  dash('add-single-product', '/dashboard/add-new-product/', 'dashboard-product-new'),
  dash('update-product', '/dashboard/update-product/{slug}/', 'dashboard-product-update'),
  dash('add-product', '/dashboard/add-product/', 0),
  dash('all-sell-items', '/dashboard/all-sell-items', 0),
  dash('create-business', '/dashboard/settings/create-business', 0),
  dash('add-new-business', '/dashboard/settings/add-new-business', 'dashboard-create-business'),
  dash('dashboard-notifications', '/dashboard/inbox/notifications', 'dashboard-inbox-notifications'),
  dash('ads-management-list', '/dashboard/ads-management', 'dashboard-ads-list'),
  dash('add-new-ad', '/dashboard/ads-management/add-new-ad', 'dashboard-add-ad'),
  dash('fund-account', '/dashboard/ads-management/fund-account', 0),
  dash('update-ad', '/dashboard/update-ad/{adID}', 0),
  dash('dashboard-subscriptions', '/dashboard/subscriptions', true),
  dash('bulk-upload', '/dashboard/bulk-upload/', 0),
  dash('bulk-upload-template', '/dashboard/bulk-upload/template.csv', 'dashboard-bulk-upload-template.ts'),
  // The rows of an upload that cannot be imported, with why, to fix and upload again (issue 31)
  dash('bulk-upload-failed-rows', '/dashboard/bulk-upload/failed-rows.csv', 'dashboard-bulk-upload-failed-rows.ts'),
  dash('add-new-product-auction', '/dashboard/add-new-product-auction/', 'dashboard-product-new'),
  // The business's auctions with their bids and the vendor's decision on each result (ours)
  dash('dashboard-auctions', '/dashboard/auctions/', true),
  dash('add-new-product-hire-item', '/dashboard/add-new-product-hire-item/', 'dashboard-product-new'),
  dash('add-new-product-service', '/dashboard/add-new-product-service/', 'dashboard-product-new'),
  dash('customer-list', '/dashboard/customer-list/', 'dashboard-customers'),
  dash('newsletter', '/dashboard/newsletter/', 0),
  dash('all-services', '/dashboard/all-services/', 0),
  dash('dashboard-inbox-messages', '/dashboard/inbox/messages', true),
  // The store's side of a chat with a buyer (ours)
  dash('dashboard-inbox-chat', '/dashboard/inbox/chat/{id}', 'dashboard-chat'),
  dash('all-customers', '/dashboard/all-customers/', 'dashboard-customers'),
  dash('customers-export', '/dashboard/customers/export.csv', 'dashboard-customers-export.ts'),
  dash('all-followers', '/dashboard/all-followers/', 'dashboard-followers'),
  dash('dashboard-calendar', '/dashboard/calendar/', true),
  dash('manage-all-staff-members', '/dashboard/manage-all-staff-members/', 'dashboard-staff'),
  dash('all-appointments', '/dashboard/all-appointments/', 0),
  // What the store is owed and its payout requests (issue 29; ours), and the CSV of its ledger
  dash('earnings', '/dashboard/earnings/', 0),
  dash('earnings-export', '/dashboard/earnings/export.csv', 'dashboard-earnings-export.ts'),
  // The applications a store owner lets call the GraphQL API (issue 32 §3; ours)
  dash('api-clients', '/dashboard/api-clients/', 0),
  // Musika's operators (issue 29): logged-in screens whose loaders also check the operator's roles and code step
  // (app/features/admin/admin-access.server.ts); everyone else gets the not-authorized screen.
  acc('admin', '/admin/', 'admin-overview'),
  acc('admin-audit', '/admin/audit/', true),
  acc('admin-security', '/admin/security/', true),
  acc('admin-payouts', '/admin/payouts/', true),
  acc('admin-reports', '/admin/reports/', true),
  acc('admin-reviews', '/admin/reviews/', true),
  acc('admin-inbox', '/admin/inbox/', true),
  acc('admin-businesses', '/admin/businesses/', true),
  acc('admin-business', '/admin/businesses/{id}/', true),
  acc('admin-content-menus', '/admin/content/menus/', true),
  acc('admin-content-centres', '/admin/content/shopping-centres/', true),
  acc('admin-content-testimonials', '/admin/content/testimonials/', true),
  acc('admin-content-notice', '/admin/content/notice-bar/', true),
  acc('admin-content', '/admin/content/', true),
  acc('admin-content-new', '/admin/content/{kind}/new/', 'admin-content-edit'),
  acc('admin-content-edit', '/admin/content/{kind}/{id}/', true),
  acc('admin-categories', '/admin/categories/', true),
  acc('admin-category', '/admin/categories/{kind}/{id}/', true),
  acc('admin-attributes', '/admin/attributes/', true),
  acc('admin-exchange-rates', '/admin/exchange-rates/', true),
  acc('admin-finance', '/admin/finance/', true),
  acc('admin-operators', '/admin/operators/', true),
  acc('admin-api-clients', '/admin/api-clients/', true),
  acc('admin-payments', '/admin/payments/', true),
  acc('admin-payment', '/admin/payments/{id}/', true),
];

export type RouteId = (typeof routeTable)[number]['id'];

const byId = new Map(routeTable.map((r) => [r.id, r]));

export function routeEntry(id: string): RouteEntry {
  const entry = byId.get(id);
  if (!entry) throw new Error(`Unknown route id: ${id}`);
  return entry;
}

export type RouteParams = Record<string, string | number | null | undefined>;

/**
 * Builds a path from a route id by filling named parameters (URL-encoded). Unfilled optional parameters are
 * dropped with their segment; a missing required one is a programming error and throws.
 */
export function href(id: string, params: RouteParams = {}): string {
  const { path } = routeEntry(id);
  const filled = path.replace(/\/\{(\w+)(\?)?\}/g, (_m, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`href(${id}): missing parameter "${name}"`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return filled === '' ? '/' : filled;
}

/** The path in Remix notation (`:slug`, `:offerId?`) for mounting. */
export function remixPath(path: string): string {
  return path.replace(/\{(\w+)(\?)?\}/g, (_m, name: string, optional?: string) => `:${name}${optional ?? ''}`);
}

/**
 * Routes only the service worker calls, never linked from a page: mounted by vite.config.ts beside the table
 * but kept out of it, since the table is in every page's first load and a page never needs these. Nothing
 * in app/ imports this list, so the client build leaves it out.
 * - cart-sync: the offline queue's replay, each change made without a connection (issue 33 §2, decision 029).
 */
export const workerRoutes = [{ id: 'cart-sync', path: '/cart-sync', module: 'routes/cart-sync.ts' }] as const;

/** Guarded routes without a screen yet still run their guard, then answer 404 (routes/guarded-unbuilt.tsx). */
export const GUARDED_UNBUILT_MODULE = 'routes/guarded-unbuilt.tsx';

/** The routes Remix mounts, in table order, with their modules; vite.config.ts mounts them. */
export function mountedRoutes(): (RouteEntry & { module: string })[] {
  return routeTable
    .map((r) => ({ ...r, module: r.module ?? (r.guard === 'public' ? undefined : GUARDED_UNBUILT_MODULE) }))
    .filter((r): r is RouteEntry & { module: string } => r.module !== undefined);
}
