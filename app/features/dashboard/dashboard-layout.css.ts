import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [above.tablet]: { gridTemplateColumns: '240px minmax(0, 1fr)', gap: vars.space.xl } },
});
/** The menu's open/closed state on phones: a checkbox, so it works without JavaScript. */
export const toggle = style({ position: 'absolute', opacity: 0, width: 1, height: 1, pointerEvents: 'none' });
export const menuButton = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { [`${toggle}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
  '@media': { [above.tablet]: { display: 'none' } },
});
export const side = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', minWidth: 0 });
export const nav = style({
  display: 'none',
  gap: vars.space.md,
  selectors: { [`${toggle}:checked ~ &`]: { display: 'grid' } },
  '@media': { [above.tablet]: { display: 'grid' } },
});
export const groupTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});
export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });
export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});
export const business = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const businessHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const businessText = style({ display: 'grid', minWidth: 0 });
export const logo = style({ width: 40, height: 40, borderRadius: vars.radius.sm, objectFit: 'cover', flexShrink: 0, background: vars.color.page });
export const businessName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const switcher = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.xs, alignItems: 'center' });
export const select = style({
  gridColumn: '1',
  minWidth: 0,
  width: '100%',
  minHeight: 44,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  font: 'inherit',
  background: vars.color.surface,
});
export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  '@media': { [above.mobile]: { padding: vars.space.xl } },
});
export const head = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const switchLabel = style([muted, { gridColumn: '1 / -1' }]);
