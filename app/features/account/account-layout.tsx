/** The account area's frame: a menu of account pages beside the page's own panel. */
import { NavLink } from '@remix-run/react';
import type { ReactNode } from 'react';
import { PageTitle } from '~/components/layout';
import { useHeaderViewer } from '~/features/layout/use-header-viewer';
import { href } from '~/routes';
import * as s from './account-layout.css';

const links: [string, string][] = [
  ['account', 'Overview'],
  ['orders', 'Orders'],
  ['favourites', 'Favourites'],
  ['inbox-messages', 'Messages'],
  ['inbox-offers', 'Offers'],
  ['appointments', 'Appointments & bookings'],
  ['account-calendar', 'Calendar'],
  ['notifications', 'Notifications'],
  ['staff-invitations', 'Staff invitations'],
  ['add', 'Sell an item'],
  ['account-all-sell-items', 'My listings'],
  ['account-settings', 'Profile & password'],
  ['billing-details', 'Billing details'],
  ['subscriptions', 'Subscriptions'],
];

/** Store holders' way back to their store (issue 31): the account menu opens with it. */
const DASHBOARD_LINK: [string, string] = ['dashboard', 'Dashboard'];

/** The menu's words in the page's language (account-text.server.ts); English when a page does not send them. */
export interface AccountNavText {
  label: string;
  logOut: string;
  links: Record<string, string>;
}

export function AccountLayout({ title, nav, children }: { title: ReactNode; nav?: AccountNavText; children: ReactNode }) {
  const menu = useHeaderViewer()?.hasDashboard ? [DASHBOARD_LINK, ...links] : links;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <div className={s.layout}>
        <nav className={s.nav} aria-label={nav?.label ?? 'Account menu'}>
          {menu.map(([id, label]) => (
            <NavLink key={id} className={s.navLink} to={href(id)} end>
              {nav?.links[id] ?? label}
            </NavLink>
          ))}
          <form method="post" action={href('logout')}>
            <button className={s.navButton} type="submit">
              {nav?.logOut ?? 'Log out'}
            </button>
          </form>
        </nav>
        <div className={s.panel}>{children}</div>
      </div>
    </>
  );
}

export { s as accountStyles };
