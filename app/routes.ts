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

const pub = (id: string, path: string, module?: string): RouteEntry => ({ id, path, guard: 'public', module });
const acc = (id: string, path: string, module?: string): RouteEntry => ({ id, path, guard: 'account', module });
const dash = (id: string, path: string, module?: string): RouteEntry => ({ id, path, guard: 'dashboard', module });

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
  'category-generic': 'routes/category.tsx',
  'category-popular-categories': 'routes/popular-categories.tsx',
};
const SEARCH_MODULE = 'routes/search.tsx';

export const routeTable: readonly RouteEntry[] = [
  // Public routes (spec §2 table)
  pub('home', '/', 'routes/home.tsx'),
  pub('generic-page', '/{slug}/', 'routes/generic-page.tsx'),
  pub('deals', '/shop/featured/', 'routes/deals.tsx'),
  pub('unauthorized', '/unauthorized/', 'routes/unauthorized.tsx'),
  pub('not-found', '/not-found/', 'routes/not-found.tsx'),
  pub('server-error', '/server-error/', 'routes/server-error.tsx'),
  pub('login', '/login/', 'routes/login.tsx'),
  pub('register', '/register/', 'routes/register.tsx'),
  pub('password-reset', '/password-reset/', 'routes/password-reset.tsx'),
  pub('product', '/product/{slug}/', 'routes/product.tsx'),
  pub('stores-list', '/vendors', 'routes/vendors.tsx'),
  pub('storefront', '/vendor/{bSlug}', 'routes/storefront.tsx'),
  pub('store-finder', '/store-finder', 'routes/store-finder.tsx'),
  pub('categories', '/category', 'routes/categories.tsx'),
  pub('blog', '/blog', 'routes/blog.tsx'),
  pub('article', '/blog/article/{slug}', 'routes/blog-post.tsx'),
  pub('video', '/blog/video/{slug}', 'routes/blog-post.tsx'),
  pub('blog-category', '/blog/category/{slug}', 'routes/blog.tsx'),
  pub('videos', '/blog/videos', 'routes/blog.tsx'),
  pub('updates', '/blog/updates', 'routes/blog.tsx'),
  pub('faqs', '/faqs', 'routes/faqs.tsx'),
  pub('search', '/search', SEARCH_MODULE),
  pub('search-near-you', '/search/near-you', SEARCH_MODULE),
  pub('search-suggest', '/search/suggest', 'routes/search-suggest.ts'),
  pub('buyer-requests', '/buyer-requests', 'routes/buyer-requests.tsx'),
  pub('buyer-requests-list', '/buyer-requests-list/{offerId?}', 'routes/buyer-requests-list.tsx'),
  pub('buyer-request-edit', '/buyer-requests/{id}/edit', 'routes/buyer-request-edit.tsx'),
  pub('checkout', '/checkout', 'routes/checkout.tsx'),
  pub('cart', '/cart', 'routes/cart.tsx'),
  pub('session-graphql', '/session/graphql', 'routes/session-graphql.ts'),
  pub('support', '/support', 'routes/support.tsx'),
  pub('contact-us', '/contact-us', 'routes/contact-us.tsx'),
  pub('sell-items', '/sell-items', 'routes/sell-items.tsx'),
  // Public routes whose paths the spec does not show (ours)
  pub('logout', '/logout/', 'routes/logout.tsx'),
  pub('wishlist-action', '/wishlist/', 'routes/wishlist-action.ts'),
  pub('company', '/company', 'routes/company.tsx'),
  pub('compare-accounts', '/compare-accounts', 'routes/compare-accounts.tsx'),
  // The footer's newsletter sign-up posts here; without JavaScript it answers a page (ours)
  pub('newsletter-signup', '/newsletter', 'routes/newsletter.tsx'),
  // The support widget's feedback form as a page: the widget's button links here without JavaScript, and the
  // widget, the opt-out modal and feature ratings post here (ours)
  pub('support-feedback', '/support/feedback', 'routes/support-feedback.tsx'),
  pub('thank-you', '/thank-you/{orderId?}', 'routes/thank-you.tsx'),
  // Issue #11: a pay-now checkout's payment. Guests may check out, so public; the page shows a payment only to
  // its payer (the session's user, or a guest holding the order's phone: app/features/payments/payer-cookie.server.ts).
  pub('checkout-payment', '/checkout/payment/{reference}', 'routes/checkout-payment.tsx'),
  pub('order-tracking', '/order-tracking', 'routes/order-tracking.tsx'),
  pub('offer-link', '/offer/{uuid}', 'routes/offer-link.tsx'),
  pub('shopping-centres', '/shopping-centres', 'routes/shopping-centres.tsx'),
  pub('shopping-centres-filtered', '/shopping-centres/filtered', 'routes/shopping-centres.tsx'),
  pub('shopping-centre', '/shopping-centres/{id}', 'routes/shopping-centre.tsx'),
  ...categoryScreens.flatMap(([id, path]) => [
    pub(id, path, ownCategoryModules[id] ?? SEARCH_MODULE),
    pub(`${id}-near-you`, `${path}/near-you`, SEARCH_MODULE),
  ]),
  // Storefront sub-routes
  pub('storefront-real-estate', '/vendor/{bSlug}/real-estate', 'routes/storefront.tsx'),
  pub('storefront-trades-services', '/vendor/{bSlug}/trades-services', 'routes/storefront.tsx'),
  pub('storefront-food', '/vendor/{bSlug}/food', 'routes/storefront.tsx'),
  pub('storefront-motor-vehicles', '/vendor/{bSlug}/motor-vehicles', 'routes/storefront.tsx'),
  pub('storefront-general', '/vendor/{bSlug}/general', 'routes/storefront.tsx'),
  // Product detail variants; the auction ones carry an approved/rejected status chosen by route
  pub('single-product-real-estate', '/product/real-estate/{slug}/', 'routes/product.tsx'),
  pub('single-product-trades-services', '/product/trades-services/{slug}/', 'routes/product.tsx'),
  pub('single-product-auction', '/product/auction/{slug}/', 'routes/product.tsx'),
  pub('single-product-auction-approved', '/product/auction/{slug}/approved/', 'routes/product.tsx'),
  pub('single-product-auction-rejected', '/product/auction/{slug}/rejected/', 'routes/product.tsx'),
  pub('single-product-auction-real-estate', '/product/auction-real-estate/{slug}/', 'routes/product.tsx'),
  pub('single-product-auction-real-estate-approved', '/product/auction-real-estate/{slug}/approved/', 'routes/product.tsx'),
  pub('single-product-auction-real-estate-rejected', '/product/auction-real-estate/{slug}/rejected/', 'routes/product.tsx'),

  // Account routes (login required)
  acc('account', '/account', 'routes/account.tsx'),
  acc('favourites', '/account/favourite', 'routes/favourites.tsx'),
  acc('account-order', '/account/order/{id}', 'routes/account-order.tsx'),
  acc('notifications', '/account/inbox/notifications', 'routes/notifications.tsx'),
  acc('billing-details', '/account/billing-details', 'routes/billing-details.tsx'),
  // A printable receipt of one of the user's payments (ours)
  acc('billing-receipt', '/account/billing-details/{reference}', 'routes/billing-receipt.tsx'),
  acc('subscriptions', '/account/subscriptions', 'routes/subscriptions.tsx'),
  acc('account-settings', '/account/settings', 'routes/account-settings.tsx'),
  acc('orders', '/account/orders', 'routes/account-orders.tsx'),
  acc('inbox-messages', '/account/inbox/messages', 'routes/inbox-messages.tsx'),
  acc('inbox-offers', '/account/inbox/offers', 'routes/inbox-offers.tsx'),
  acc('inbox-offer', '/account/inbox/offers/{offerId}', 'routes/inbox-offer.tsx'),
  acc('add', '/account/add', 'routes/account-product-new.tsx'),
  acc('upload', '/account/upload', 'routes/account-upload.tsx'),
  acc('publish-product', '/account/publish-product', 'routes/account-product-new.tsx'),
  acc('publish-product-auction', '/account/publish-product-auction', 'routes/account-product-new.tsx'),
  acc('publish-product-hire-item', '/account/publish-product-hire-item', 'routes/account-product-new.tsx'),
  acc('appointments', '/account/appointments'),
  acc('appointments-respond', '/account/appointments/respond/{id}'),
  acc('account-all-sell-items', '/account/all-sell-items', 'routes/account-all-sell-items.tsx'),
  acc('account-calendar', '/account/calendar'),
  acc('account-add-new-product-service', '/account/add-new-product-service', 'routes/account-product-new.tsx'),
  acc('account-add-new-product-auction', '/account/add-new-product-auction', 'routes/account-product-new.tsx'),
  acc('account-add-new-product-hire-item', '/account/add-new-product-hire-item', 'routes/account-product-new.tsx'),
  acc('account-add-new-product-promotion', '/account/add-new-product/promotion'),

  // Dashboard routes (vendor only)
  dash('dashboard', '/dashboard/', 'routes/dashboard-home.tsx'),
  // The business switcher's form target (ours)
  dash('switch-business', '/dashboard/switch-business', 'routes/dashboard-switch-business.ts'),
  dash('all-orders', '/dashboard/orders/', 'routes/dashboard-orders.tsx'),
  dash('new-orders', '/dashboard/orders/new-orders/', 'routes/dashboard-orders.tsx'),
  dash('my-orders', '/dashboard/orders/my-orders/', 'routes/dashboard-my-orders.tsx'),
  dash('order', '/dashboard/order/{id}/', 'routes/dashboard-order.tsx'),
  dash('create-order', '/dashboard/orders/create-order/', 'routes/dashboard-create-order.tsx'),
  dash('view-order', '/dashboard/orders/{orderID}/', 'routes/dashboard-order.tsx'),
  // The CSV of the filtered orders (ours)
  dash('orders-export', '/dashboard/orders/export.csv', 'routes/dashboard-orders-export.ts'),
  dash('business-information', '/dashboard/settings/business-information/', 'routes/dashboard-business-information.tsx'),
  dash('add-single-product', '/dashboard/add-new-product/', 'routes/dashboard-product-new.tsx'),
  dash('update-product', '/dashboard/update-product/{slug}/', 'routes/dashboard-product-update.tsx'),
  dash('add-product', '/dashboard/add-product/', 'routes/dashboard-add-product.tsx'),
  dash('all-sell-items', '/dashboard/all-sell-items', 'routes/dashboard-all-sell-items.tsx'),
  dash('create-business', '/dashboard/settings/create-business', 'routes/dashboard-create-business.tsx'),
  dash('add-new-business', '/dashboard/settings/add-new-business', 'routes/dashboard-create-business.tsx'),
  dash('dashboard-notifications', '/dashboard/inbox/notifications', 'routes/dashboard-inbox-notifications.tsx'),
  dash('ads-management-list', '/dashboard/ads-management'),
  dash('add-new-ad', '/dashboard/ads-management/add-new-ad'),
  dash('fund-account', '/dashboard/ads-management/fund-account', 'routes/dashboard-fund-account.tsx'),
  dash('update-ad', '/dashboard/update-ad/{adID}'),
  dash('dashboard-subscriptions', '/dashboard/subscriptions', 'routes/dashboard-subscriptions.tsx'),
  dash('bulk-upload', '/dashboard/bulk-upload/', 'routes/dashboard-bulk-upload.tsx'),
  dash('bulk-upload-template', '/dashboard/bulk-upload/template.csv', 'routes/dashboard-bulk-upload-template.ts'),
  dash('add-new-product-auction', '/dashboard/add-new-product-auction/', 'routes/dashboard-product-new.tsx'),
  dash('add-new-product-hire-item', '/dashboard/add-new-product-hire-item/', 'routes/dashboard-product-new.tsx'),
  dash('add-new-product-service', '/dashboard/add-new-product-service/', 'routes/dashboard-product-new.tsx'),
  dash('customer-list', '/dashboard/customer-list/', 'routes/dashboard-customers.tsx'),
  dash('newsletter', '/dashboard/newsletter/'),
  dash('all-services', '/dashboard/all-services/'),
  dash('dashboard-inbox-messages', '/dashboard/inbox/messages', 'routes/dashboard-inbox-messages.tsx'),
  dash('all-customers', '/dashboard/all-customers/', 'routes/dashboard-customers.tsx'),
  dash('customers-export', '/dashboard/customers/export.csv', 'routes/dashboard-customers-export.ts'),
  dash('all-followers', '/dashboard/all-followers/'),
  dash('dashboard-calendar', '/dashboard/calendar/'),
  dash('manage-all-staff-members', '/dashboard/manage-all-staff-members/'),
  dash('all-appointments', '/dashboard/all-appointments/'),
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

/** Guarded routes without a screen yet still run their guard, then answer 404 (routes/guarded-unbuilt.tsx). */
export const GUARDED_UNBUILT_MODULE = 'routes/guarded-unbuilt.tsx';

/** The routes Remix mounts, in table order, with their modules; vite.config.ts mounts them. */
export function mountedRoutes(): (RouteEntry & { module: string })[] {
  return routeTable
    .map((r) => ({ ...r, module: r.module ?? (r.guard === 'public' ? undefined : GUARDED_UNBUILT_MODULE) }))
    .filter((r): r is RouteEntry & { module: string } => r.module !== undefined);
}
