import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end', margin: `${vars.space.lg} 0` });
export const filterField = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 140px', maxWidth: 280 });
export const select = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
});
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [above.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [above.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const card = style({
  height: '100%',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
});
export const name = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, margin: 0 });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [above.tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.md} 0`,
  fontSize: vars.fontSize.sm,
});
export const stores = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const store = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
export const logo = style({ width: 48, height: 48, borderRadius: vars.radius.pill });
export const open = style({ color: vars.color.brandDark, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm, margin: 0 });
export const closed = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm, margin: 0 });
/** The map's numbers, named: this centre first, then the city's others by distance. */
export const mapKey = style({
  margin: `${vars.space.sm} 0 0`,
  paddingLeft: vars.space.xl,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
