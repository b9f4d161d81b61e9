/**
 * The frame of every /admin screen: the menu of what the operator's roles open, then the screen. The frame's
 * words (in the page's language, from the loader's frame) reach the shared list parts through a context.
 */
import { NavLink } from '@remix-run/react';
import { createContext, type ReactNode, useContext } from 'react';
import { PageTitle } from '~/components/layout';
import type { AdminFrame } from './admin-access.server';
import * as s from './admin-shell.css';

const FrameContext = createContext<AdminFrame | null>(null);

/** The frame of the screen being shown (inside AdminShell). */
export function useAdminFrame(): AdminFrame {
  const frame = useContext(FrameContext);
  if (!frame) throw new Error('useAdminFrame outside AdminShell');
  return frame;
}

export function AdminShell({ frame, title, children }: { frame: AdminFrame; title: ReactNode; children: ReactNode }) {
  const role = (r: string) => frame.w[`role${r[0].toUpperCase()}${r.slice(1)}` as keyof AdminFrame['w']] ?? r;
  return (
    <FrameContext.Provider value={frame}>
      <div className={s.shell}>
        <nav className={s.nav} aria-label={frame.w.menuLabel}>
          {frame.nav.map((item) => (
            <NavLink key={item.to} to={item.to} end className={s.navLink}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div>
          <PageTitle>{title}</PageTitle>
          <p className={s.roles}>
            <span translate="no">{frame.displayName}</span> · {frame.roles.map(role).join(', ')}
          </p>
          {children}
        </div>
      </div>
    </FrameContext.Provider>
  );
}
