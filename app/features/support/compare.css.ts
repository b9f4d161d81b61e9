import { globalStyle, style } from '@vanilla-extract/css';
import { above, vars } from '~/styles/theme.css';

export const tableWrap = style({
  overflowX: 'auto',
  margin: `${vars.space.lg} 0`,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const caption = style({ textAlign: 'left', padding: vars.space.md, fontWeight: vars.fontWeight.bold });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} td`, { textAlign: 'center', width: '22%' });
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.regular });
export const yes = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
export const no = style({ color: vars.color.textMuted });
export const visuallyHidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
export const packages = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [above.mobile]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' } },
});
export const pkg = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
});
export const pkgName = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const price = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg });
