/** The always-loaded part of the feedback overlays: the support widget's floating button only. */
import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

// Fixed, so it never moves the page (no layout shift); bottom right, above the page, below dialogs.
export const fab = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 80,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: 48,
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  boxShadow: '0 6px 18px rgba(16,24,40,0.28)',
  ':hover': { background: vars.color.brandDark },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const fabLabel = style({ fontSize: vars.fontSize.sm });
