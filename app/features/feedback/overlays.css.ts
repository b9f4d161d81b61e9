/** The always-loaded part of the feedback overlays: the support widget's button only. */
import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

// On a phone it sits in the page, right-aligned between the content and the footer: fixed there, it covered
// prices on product pages and text on the order page (issue 31). Wider screens have room beside the content, so
// there it floats bottom right (fixed: no layout shift), above the page and below dialogs.
export const fab = style({
  position: 'static',
  width: 'fit-content',
  margin: `0 ${vars.space.lg} ${vars.space.lg} auto`,
  zIndex: 80,
  display: 'flex',
  '@media': {
    [above.mobile]: { position: 'fixed', right: vars.space.lg, bottom: vars.space.lg, margin: 0, display: 'inline-flex' },
  },
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
