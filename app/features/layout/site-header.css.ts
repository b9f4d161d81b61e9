import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const header = style({ background: vars.color.brand, color: vars.color.onBrand });

// Phones: the actions take what the logo leaves (minmax(0, 1fr)) and wrap inside it rather than push the
// page wider than the screen, whatever the cart and notification counts.
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"logo actions" "search search"',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  '@media': {
    [above.mobile]: { gridTemplateColumns: 'auto 1fr auto', gridTemplateAreas: '"logo search actions"', gap: vars.space.xl },
  },
});

export const logo = style({
  gridArea: 'logo',
  color: vars.color.onBrand,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.02em',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [above.mobile]: { fontSize: vars.fontSize.xl } },
});

export const logoMark = style({
  width: 32,
  height: 32,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.text,
  display: 'grid',
  placeItems: 'center',
  fontSize: vars.fontSize.lg,
});

export const search = style({ gridArea: 'search', display: 'flex', position: 'relative' });

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
});

export const searchButton = style({
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: vars.color.accent,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});

// Tighter on phones, so Sell, "Cart (12)", the account icon and the bell fit on one line at 360 px.
export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: `0 ${vars.space.sm}`,
  alignItems: 'center',
  minWidth: 0,
  '@media': { [above.mobile]: { gap: `0 ${vars.space.md}` } },
});

export const action = style({
  color: vars.color.onBrand,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  whiteSpace: 'nowrap',
});

export const iconAction = style([action, { position: 'relative', display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }]);

export const icon = style({ flex: '0 0 auto' });

/** A label beside an icon: read by screen readers everywhere, shown from tablet width up. */
export const wideLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@media': { [above.mobile]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } },
});

export const actionButton = style([action, { background: 'transparent', border: 0, cursor: 'pointer', fontFamily: 'inherit', minHeight: 40 }]);

export const wideOnly = style({ display: 'none', '@media': { [above.mobile]: { display: 'block' } } });

export const nav = style({ background: vars.color.brandDark });

export const suggestions = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 30,
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(16,24,40,0.18)',
});

export const suggestion = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':hover': { background: vars.color.brandSoft },
  ':focus': { background: vars.color.brandSoft },
});

// On the icon's top-right corner, growing leftwards over it: a count (even "99+") adds no width to the header.
export const badge = style({
  position: 'absolute',
  top: 2,
  right: -4,
  minWidth: 18,
  lineHeight: '18px',
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});
