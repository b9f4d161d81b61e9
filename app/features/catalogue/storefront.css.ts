import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const cover = style({
  width: '100%',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
});
export const head = style({ display: 'flex', gap: vars.space.lg, alignItems: 'center', margin: `${vars.space.lg} 0` });
export const logo = style({
  width: 72,
  height: 72,
  borderRadius: vars.radius.pill,
  border: `3px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.card,
  flex: '0 0 72px',
});
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [above.tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(260px, 1fr)' } },
});
export const aside = style({
  display: 'grid',
  gap: vars.space.md,
  alignSelf: 'start',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  fontSize: vars.fontSize.sm,
});
export const hours = style({ width: '100%', borderCollapse: 'collapse' });
export const hoursCell = style({ padding: `${vars.space.xxs} 0` });
export const hoursDay = style([hoursCell, { textAlign: 'left', fontWeight: vars.fontWeight.medium }]);
export const social = style({ marginRight: vars.space.md });
export const open = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const closed = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const sections = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.lg });
export const sectionLink = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand } },
});
