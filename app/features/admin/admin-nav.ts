/**
 * The /admin menu: each screen with the roles that open it (admin opens all). It mirrors the REST routes'
 * ADMIN_ROUTE_ROLES tables, which are what actually decide; the menu only hides what would be refused.
 */
import { OPERATOR_ROLES, type OperatorRole } from '../../../schema/rest/operators';
import type { MessageKey } from '~/lib/i18n/catalogues/en';
import { href } from '~/routes';

export interface AdminNavItem {
  to: string;
  label: string;
}

export const ADMIN_SCREENS = {
  overview: { routeId: 'admin', label: 'Overview', roles: OPERATOR_ROLES },
  audit: { routeId: 'admin-audit', label: 'Audit log', roles: ['admin'] },
  payments: { routeId: 'admin-payments', label: 'Payments', roles: ['finance'] },
  payouts: { routeId: 'admin-payouts', label: 'Payouts', roles: ['finance'] },
  reports: { routeId: 'admin-reports', label: 'Product reports', roles: ['moderator'] },
  reviews: { routeId: 'admin-reviews', label: 'Reviews', roles: ['moderator'] },
  inbox: { routeId: 'admin-inbox', label: 'Inbox', roles: ['support'] },
  businesses: { routeId: 'admin-businesses', label: 'Stores', roles: ['moderator', 'finance', 'support'] },
  content: { routeId: 'admin-content', label: 'Content', roles: ['editor'] },
  menus: { routeId: 'admin-content-menus', label: 'Menus', roles: ['editor'] },
  centres: { routeId: 'admin-content-centres', label: 'Shopping centres', roles: ['editor'] },
  testimonials: { routeId: 'admin-content-testimonials', label: 'Testimonials', roles: ['editor'] },
  notice: { routeId: 'admin-content-notice', label: 'Notice bar', roles: ['editor'] },
  categories: { routeId: 'admin-categories', label: 'Categories', roles: ['editor'] },
  attributes: { routeId: 'admin-attributes', label: 'Attributes', roles: ['editor'] },
  exchangeRates: { routeId: 'admin-exchange-rates', label: 'Exchange rate', roles: ['finance'] },
  finance: { routeId: 'admin-finance', label: 'Finance settings', roles: ['finance'] },
  operators: { routeId: 'admin-operators', label: 'Operators', roles: ['admin'] },
  apiClients: { routeId: 'admin-api-clients', label: 'API clients', roles: ['admin'] },
  security: { routeId: 'admin-security', label: 'Security', roles: OPERATOR_ROLES },
} as const satisfies Record<string, { routeId: string; label: string; roles: readonly OperatorRole[] }>;

/** Each screen's label in the page's language: `admin.nav` + the screen's name (English as `label`). */
const labelKey = (name: string) => `admin.nav${name[0].toUpperCase()}${name.slice(1)}` as MessageKey;

export function adminNavFor(roles: readonly OperatorRole[], t?: (key: MessageKey) => string): AdminNavItem[] {
  return Object.entries(ADMIN_SCREENS)
    .filter(([, screen]) => roles.includes('admin') || (screen.roles as readonly OperatorRole[]).some((r) => roles.includes(r)))
    .map(([name, screen]) => ({ to: href(screen.routeId), label: t ? t(labelKey(name)) : screen.label }));
}
