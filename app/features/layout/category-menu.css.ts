import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const menu = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  scrollbarWidth: 'none',
});

export const group = style({ position: 'relative', flex: '0 0 auto' });

export const summary = style({
  listStyle: 'none',
  cursor: 'pointer',
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  selectors: { '&::-webkit-details-marker': { display: 'none' }, '&:hover': { background: 'rgba(255,255,255,0.12)' } },
});

export const panel = style({
  position: 'fixed',
  left: vars.space.md,
  right: vars.space.md,
  zIndex: 20,
  marginTop: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(16,24,40,0.18)',
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [above.mobile]: { position: 'absolute', left: 0, right: 'auto', minWidth: 240 } },
});

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':hover': { background: vars.color.brandSoft },
});

export const allLink = style([link, { fontWeight: vars.fontWeight.bold, color: vars.color.brand }]);

/** The language switch's choices (language-switch.tsx): buttons of a plain form, looking like the menu's links. */
export const languageButton = style([
  link,
  {
    border: 0,
    background: 'none',
    font: 'inherit',
    width: '100%',
    textAlign: 'left',
    cursor: 'pointer',
    selectors: { '&[aria-current]': { fontWeight: vars.fontWeight.bold } },
  },
]);
