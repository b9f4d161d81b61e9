/**
 * The header's icons, inline so they cost no request and render the same everywhere (the 🔔 emoji they
 * replace is a blank box on phones without an emoji font, and its width varied with the font). Decorative:
 * the link around each icon carries the accessible name.
 */
import type { ReactNode } from 'react';
import * as s from './site-header.css';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className={s.icon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}

export function AccountIcon() {
  return (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  );
}

export function BellIcon() {
  return (
    <Icon>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
    </Icon>
  );
}

/** A count on an icon; "99+" past 99 so the badge keeps its width. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={s.badge} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
