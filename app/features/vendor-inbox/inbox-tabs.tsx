/** The two inbox pages side by side, with the unread badge (the active business's unread notifications). */
import { NavLink } from '@remix-run/react';
import { href } from '~/routes';
import * as s from './vendor-inbox.css';

export function InboxTabs({ unread }: { unread: number }) {
  return (
    <nav className={s.tabs} aria-label="Inbox">
      <NavLink className={s.tab} to={href('dashboard-notifications')} end>
        Notifications
        {unread > 0 ? (
          <span className={s.badge} data-testid="inbox-unread">
            {unread}
            <span className={s.visuallyHidden}> unread</span>
          </span>
        ) : null}
      </NavLink>
      <NavLink className={s.tab} to={href('dashboard-inbox-messages')} end>
        Messages
      </NavLink>
    </nav>
  );
}
