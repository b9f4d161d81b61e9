/** The two inbox pages side by side, with the unread badge (the active business's unread notifications). */
import { NavLink } from '@remix-run/react';
import { href } from '~/routes';
import * as s from './vendor-inbox.css';

/** The tabs' words in the page's language (notificationsScreenText); English when a page does not give them. */
export interface InboxTabsText {
  'notifications.tabsLabel': string;
  'notifications.title': string;
  'notifications.unread': string;
  'notifications.tabMessages': string;
}

export function InboxTabs({ unread, text }: { unread: number; text?: InboxTabsText }) {
  return (
    <nav className={s.tabs} aria-label={text?.['notifications.tabsLabel'] ?? 'Inbox'}>
      <NavLink className={s.tab} to={href('dashboard-notifications')} end>
        {text?.['notifications.title'] ?? 'Notifications'}
        {unread > 0 ? (
          <span className={s.badge} data-testid="inbox-unread">
            {unread}
            <span className={s.visuallyHidden}> {text?.['notifications.unread'] ?? 'unread'}</span>
          </span>
        ) : null}
      </NavLink>
      <NavLink className={s.tab} to={href('dashboard-inbox-messages')} end>
        {text?.['notifications.tabMessages'] ?? 'Messages'}
      </NavLink>
    </nav>
  );
}
