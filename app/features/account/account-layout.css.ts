import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [above.tablet]: { gridTemplateColumns: '220px minmax(0, 1fr)' } },
});
export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignContent: 'start',
  '@media': { [above.tablet]: { flexDirection: 'column', flexWrap: 'nowrap' } },
});
export const navLink = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand } },
});
export const navButton = style([navLink, { border: 0, font: 'inherit', cursor: 'pointer', textAlign: 'left', width: '100%' }]);
export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' });
export const tile = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: 'grid',
  gap: vars.space.xs,
});
export const tileTitle = style({ fontWeight: vars.fontWeight.bold });
export const current = style([tile, { borderColor: vars.color.brand, background: vars.color.brandSoft }]);
export const list = style({ margin: 0, paddingLeft: vars.space.xl, fontSize: vars.fontSize.sm });
