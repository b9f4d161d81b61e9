import { Form, Link, useLocation } from '@remix-run/react';
import { href } from '~/routes';
import { container } from '~/components/layout.css';
import { useAuthPopup } from '~/features/auth/auth-popup';
import { RequireLoginLink } from '~/features/auth/require-login-link';
import { CategoryMenu } from './category-menu';
import { AccountIcon, BellIcon, CountBadge } from './header-icons';
import { SearchBox } from './search-box';
import * as s from './site-header.css';
import type { ChromeText } from './chrome-text';

export interface HeaderViewer {
  displayName: string;
  isVendor: boolean;
  /** Holds a Musika operator role (issue 29): the header links to /admin/. */
  isOperator?: boolean;
  /** Owns or staffs a store: "Dashboard" takes the place of "Sell" (issue 31). */
  hasDashboard?: boolean;
}

export function SiteHeader({
  text,
  viewer,
  cartCount,
  unread,
}: {
  text: ChromeText;
  viewer: HeaderViewer | null;
  cartCount: number;
  unread: number;
}) {
  // Re-mounting the menu on navigation closes any open group.
  const { pathname, search } = useLocation();
  const popup = useAuthPopup();
  return (
    <header className={s.header}>
      <div className={`${container} ${s.bar}`}>
        {/* Named by its words, not an aria-label: a label unlike the visible "Musika" fails WCAG 2.5.3. */}
        <Link className={s.logo} to={href('home')}>
          <span className={s.logoMark} aria-hidden="true">
            M
          </span>
          Musika<span className="visually-hidden">{text.homeSuffix}</span>
        </Link>
        <SearchBox text={text} />
        <nav className={s.actions} aria-label={text.accountNav}>
          {viewer?.hasDashboard ? (
            <Link className={s.action} to={href('dashboard')}>
              {text.dashboard}
            </Link>
          ) : (
            <RequireLoginLink className={s.action} to={href('subscriptions')} loggedIn={!!viewer}>
              {text.sell}
            </RequireLoginLink>
          )}
          <Link className={s.action} to={href('cart')} aria-label={text.cartLabel}>
            {text.cart}
            {cartCount > 0 ? ` (${cartCount})` : ''}
          </Link>
          {viewer ? (
            <>
              {viewer.isOperator ? (
                <Link className={s.action} to={href('admin')}>
                  {text.admin}
                </Link>
              ) : null}
              <Link className={s.iconAction} to={href('account')} title={text.loggedInAs}>
                <AccountIcon />
                <span className={s.wideLabel}>{text.account}</span>
              </Link>
              <Link className={s.iconAction} to={href('notifications')} aria-label={text.notificationsLabel}>
                <BellIcon />
                <CountBadge count={unread} />
              </Link>
              {/* Phones have no room for it here; the account menu has it too. */}
              <Form method="post" action={href('logout')} className={s.wideOnly}>
                <button className={s.actionButton} type="submit">
                  {text.logOut}
                </button>
              </Form>
            </>
          ) : (
            <Link
              className={s.action}
              to={`${href('login')}?redirectTo=${encodeURIComponent(pathname + search)}`}
              onClick={(event) => {
                if (!popup || event.metaKey || event.ctrlKey) return;
                event.preventDefault();
                popup.open();
              }}
            >
              {text.logIn}
            </Link>
          )}
        </nav>
      </div>
      <div className={s.nav}>
        <div className={container}>
          <CategoryMenu key={pathname} />
        </div>
      </div>
    </header>
  );
}
