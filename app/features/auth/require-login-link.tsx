/**
 * A link to something that needs a login. Logged in, or without JavaScript, it is a plain link (the guard sends
 * a logged-out visitor through the login page and back). With JavaScript and logged out, it opens the auth
 * popup and follows the link once the visitor has logged in.
 */
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useAuthPopup } from './auth-popup';

export function RequireLoginLink({ to, loggedIn, className, children }: { to: string; loggedIn: boolean; className?: string; children: ReactNode }) {
  const popup = useAuthPopup();
  return (
    <Link
      to={to}
      className={className}
      onClick={(event) => {
        if (loggedIn || !popup || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        popup.open({ followUp: { type: 'navigate', to } });
      }}
    >
      {children}
    </Link>
  );
}
