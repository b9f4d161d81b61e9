import { style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg });
export const step = style({ display: 'grid', gridTemplateColumns: '40px minmax(0, 1fr)', gap: vars.space.md, alignItems: 'start' });
export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
});
export const numberDone = style([number, { background: vars.color.brandSoft, color: vars.color.brandDark }]);
export const stepText = style({ display: 'grid', gap: vars.space.xs, overflowWrap: 'anywhere' });
export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const doneLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.brandDark, fontWeight: vars.fontWeight.regular });
export const packages = style({
  listStyle: 'none',
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [above.mobile]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const pkg = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const pkgName = style({ margin: 0, fontSize: vars.fontSize.md });
export const price = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: 960 });
export const lead = style({ margin: 0, fontSize: vars.fontSize.lg });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
