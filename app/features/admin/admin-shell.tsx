/** The frame of every /admin screen: the menu of what the operator's roles open, then the screen. */
import { NavLink } from '@remix-run/react';
import type { ReactNode } from 'react';
import { PageTitle } from '~/components/layout';
import type { AdminFrame } from './admin-access.server';
import * as s from './admin-shell.css';

export function AdminShell({ frame, title, children }: { frame: AdminFrame; title: string; children: ReactNode }) {
  return (
    <div className={s.shell}>
      <nav className={s.nav} aria-label="Admin">
        {frame.nav.map((item) => (
          <NavLink key={item.to} to={item.to} end className={s.navLink}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div>
        <PageTitle>{title}</PageTitle>
        <p className={s.roles}>
          {frame.displayName} · {frame.roles.join(', ')}
        </p>
        {children}
      </div>
    </div>
  );
}
